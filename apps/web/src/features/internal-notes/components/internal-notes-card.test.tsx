import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalNote } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { applyInternalNotesLiveEvent } from '../internal-notes-live-events.ts';
import { INTERNAL_NOTES_NOTICE, InternalNotesCard } from './internal-notes-card.tsx';

const note = (id: string, body: string): InternalNote => ({
  id,
  tramite_request_id: 'r-1',
  body,
  author_id: 'g-1',
  author_name: 'Jorge Ramírez',
  author_role: 'gestor',
  created_at: '2026-11-27T15:00:00Z',
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(initial: InternalNote[] = [note('n-1', 'Llamó el cliente')]) {
  const posts: unknown[] = [];
  let stored = [...initial];
  mockFetch((url, init) => {
    if (url === '/api/solicitudes/r-1/internal-notes') {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { body: string };
        posts.push(body);
        const created = note(`n-${stored.length + 1}`, body.body);
        stored = [...stored, created];
        return jsonResponse(created, 201);
      }
      return jsonResponse(stored);
    }
    return jsonResponse({ detail: `no mock for ${url}` }, 404);
  });
  const { client } = renderWithProviders(<InternalNotesCard solicitudId="r-1" />, { route: false });
  return { posts, client };
}

describe('InternalNotesCard', () => {
  it('says it is for the team only and lists the notes with their author', async () => {
    setup();
    const card = screen.getByRole('region', { name: 'Notas internas' });
    expect(within(card).getByText(INTERNAL_NOTES_NOTICE)).toBeTruthy();
    expect(await within(card).findByText('Llamó el cliente')).toBeTruthy();
    expect(within(card).getByText('Jorge Ramírez')).toBeTruthy();
  });

  it('refuses a blank note in the browser and saves a written one, clearing the box', async () => {
    const { posts } = setup([]);
    expect(await screen.findByText('Aún no hay notas internas en esta solicitud.')).toBeTruthy();
    const box = screen.getByLabelText('Nueva nota interna') as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    expect(await screen.findByText('La nota no puede estar vacía')).toBeTruthy();
    expect(posts).toEqual([]);

    fireEvent.change(box, { target: { value: '  Trae la INE el lunes  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar nota' }));
    await waitFor(() => expect(posts).toEqual([{ body: 'Trae la INE el lunes' }]));
    expect(await screen.findByText('Trae la INE el lunes')).toBeTruthy();
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('shows a colleague’s note as its live event arrives, once', async () => {
    const { client } = setup();
    await screen.findByText('Llamó el cliente');
    const event = { type: 'internal_note.created', data: note('n-9', 'Nota del admin') } as const;
    act(() => {
      applyInternalNotesLiveEvent(client, event);
      applyInternalNotesLiveEvent(client, event);
    });
    // The cache notifies its observers on the next tick.
    expect(await screen.findAllByText('Nota del admin')).toHaveLength(1);
  });
});
