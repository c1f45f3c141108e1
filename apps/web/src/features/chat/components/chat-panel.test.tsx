import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
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
  mockFetch((url, init) => {
    if (url.startsWith('/api/tramite-requests/r-1/messages')) {
      if (init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return onPost();
      }
      return jsonResponse(MESSAGES);
    }
    return jsonResponse({ detail: `no mock for ${url}` }, 404);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatPanel solicitudId="r-1" user={{ name: 'María López', role: 'cliente' }} status={status} />
    </QueryClientProvider>,
  );
  return { posts };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatPanel', () => {
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
});
