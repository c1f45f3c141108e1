import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { applyChatLiveEvent } from '../chat-live-events.ts';
import { CHAT_CLOSED_NOTICE, ChatPanel } from './chat-panel.tsx';

const MESSAGES: ChatMessage[] = [
  {
    id: 'm-1',
    sender_id: 'g-1',
    sender_name: 'Patricia Gómez',
    sender_role: 'gestor',
    message_text: 'Tu trámite quedó listo.',
    is_system_message: false,
    created_at: '2026-03-20T12:00:00Z',
  },
];

function setup(status: string | undefined, onPost: () => Response = () => jsonResponse(MESSAGES[0], 201)) {
  const posts: unknown[] = [];
  const reads: string[] = [];
  mockFetch((url, init) => {
    if (url === '/api/tramite-requests/r-1/messages/read' && init?.method === 'PUT') {
      reads.push(url);
      return jsonResponse({
        tramite_request_id: 'r-1',
        unread_count: 0,
        last_read_at: new Date().toISOString(),
      });
    }
    if (url.startsWith('/api/tramite-requests/r-1/messages')) {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return onPost();
      }
      return jsonResponse(MESSAGES);
    }
    return jsonResponse({ detail: `no mock for ${url}` }, 404);
  });
  const { client } = renderWithProviders(
    <ChatPanel
      solicitudId="r-1"
      user={{ id: 'c-1', name: 'María López', role: 'cliente' }}
      status={status}
    />,
    { route: false },
  );
  return { posts, reads, client };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatPanel', () => {
  it('tells the user’s own messages by sender id, not by a name someone else may share', async () => {
    const namesake = { ...MESSAGES[0]!, sender_role: 'cliente', sender_name: 'María López' };
    mockFetch((_url, init) =>
      init?.method === 'PUT'
        ? jsonResponse({ tramite_request_id: 'r-1', unread_count: 0, last_read_at: new Date().toISOString() })
        : jsonResponse([
            { ...namesake, id: 'm-own', sender_id: 'c-1', message_text: 'Mío' },
            { ...namesake, id: 'm-other', sender_id: 'c-2', message_text: 'De otra María' },
          ]),
    );
    renderWithProviders(
      <ChatPanel solicitudId="r-1" user={{ id: 'c-1', name: 'María López', role: 'cliente' }} />,
      { route: false },
    );
    const own = (await screen.findByText('Mío')).parentElement;
    const other = (await screen.findByText('De otra María')).parentElement;
    expect(own?.textContent).toMatch(/^Tú/);
    expect(other?.textContent).toMatch(/^María López · /);
  });

  it.each(['completado', 'cancelado'])(
    'is read-only once the solicitud is %s: a notice, no input',
    async (status) => {
      setup(status);
      expect(await screen.findByText('Tu trámite quedó listo.')).toBeTruthy();
      expect(screen.getByText(CHAT_CLOSED_NOTICE)).toBeTruthy();
      expect(CHAT_CLOSED_NOTICE).toBe('Esta solicitud está cerrada: el chat es solo de lectura.');
      expect(screen.queryByLabelText('Escribe un mensaje')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    },
  );

  it('lets the user write while the solicitud is open', async () => {
    const { posts } = setup('en_proceso');
    await screen.findByText('Tu trámite quedó listo.');
    expect(screen.queryByText(CHAT_CLOSED_NOTICE)).toBeNull();
    fireEvent.change(screen.getByLabelText('Escribe un mensaje'), { target: { value: 'Gracias' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(posts).toEqual([{ message_text: 'Gracias' }]));
  });

  it("shows the server's 409 when the solicitud was closed meanwhile", async () => {
    const error = vi.spyOn(toast, 'error');
    setup('en_proceso', () =>
      jsonResponse(
        { detail: 'La solicitud está cerrada: el chat es solo de lectura.', code: 'request_closed' },
        409,
      ),
    );
    await screen.findByText('Tu trámite quedó listo.');
    fireEvent.change(screen.getByLabelText('Escribe un mensaje'), { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('No se pudo enviar el mensaje', {
        description: 'La solicitud está cerrada: el chat es solo de lectura.',
      }),
    );
  });

  it('counts the characters up to 500', async () => {
    setup('en_proceso');
    await screen.findByText('Tu trámite quedó listo.');
    fireEvent.change(screen.getByLabelText('Escribe un mensaje'), { target: { value: 'Hola, gracias' } });
    expect(screen.getByText(/^13\/500/)).toBeTruthy();
  });

  it('keeps the text after a failed send and sends it again with Reintentar', async () => {
    let fail = true;
    const { posts } = setup('en_proceso', () =>
      fail
        ? jsonResponse({ detail: 'Error del servidor.' }, 500)
        : jsonResponse({ ...MESSAGES[0], id: 'm-2' }, 201),
    );
    await screen.findByText('Tu trámite quedó listo.');
    const input = screen.getByLabelText('Escribe un mensaje') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: '¿Cuándo estará listo?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No se pudo enviar el mensaje: Error del servidor.');
    expect(input.value).toBe('¿Cuándo estará listo?');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(input.value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts).toEqual([
      { message_text: '¿Cuándo estará listo?' },
      { message_text: '¿Cuándo estará listo?' },
    ]);
  });

  it('shows a live message without reloading and marks the chat read while it is on screen', async () => {
    // No IntersectionObserver here: the panel counts as on screen when the tab is shown.
    vi.stubGlobal('IntersectionObserver', undefined);
    const { reads, client } = setup('en_proceso');
    await screen.findByText('Tu trámite quedó listo.');
    await waitFor(() => expect(reads).toHaveLength(1));

    act(() =>
      applyChatLiveEvent(client, {
        type: 'chat.message',
        data: {
          ...MESSAGES[0]!,
          id: 'm-2',
          message_text: 'Ya revisé tu INE.',
          created_at: '2026-03-20T12:05:00Z',
          tramite_request_id: 'r-1',
        },
      }),
    );
    expect(await screen.findByText('Ya revisé tu INE.')).toBeTruthy();
    await waitFor(() => expect(reads).toHaveLength(2));
  });
});
