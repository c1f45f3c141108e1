import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QuickReply, QuickReplyValues } from '@tramites/shared';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { filterQuickReplies, type QuickReplyComposer, QuickReplyPicker } from './quick-reply-picker.tsx';

const REPLIES: QuickReply[] = [
  {
    id: 'q-1',
    title: 'Bienvenida',
    body: 'Hola {nombre}, tu folio es {folio}.',
    scope: 'gestoria',
    can_edit: false,
    updated_at: '2026-11-01T00:00:00Z',
  },
  {
    id: 'q-2',
    title: 'Faltan documentos',
    body: 'Nos faltan: {documentos_pendientes}. Total {total}. {desconocida}',
    scope: 'personal',
    can_edit: true,
    updated_at: '2026-11-01T00:00:00Z',
  },
];

const VALUES: QuickReplyValues = {
  nombre: 'María López',
  folio: 'TMX-1',
  tramite: 'Pasaporte',
  documentos_pendientes: ['INE', 'CURP'],
  total: null,
  fecha_estimada: null,
};

/** The chat box as ChatPanel hands it to its tools: a textarea whose keys the tool sees first. */
function ComposerHarness() {
  const [text, setTextState] = useState('');
  const [aria, setAria] = useState<Parameters<QuickReplyComposer['setInputAria']>[0]>({});
  const handler = useRef<((event: KeyboardEvent<HTMLTextAreaElement>) => boolean) | null>(null);
  const setKeyHandler = useCallback((next: typeof handler.current) => {
    handler.current = next;
  }, []);
  const composer: QuickReplyComposer = { text, setText: setTextState, setKeyHandler, setInputAria: setAria };
  return (
    <>
      <QuickReplyPicker solicitudId="r-1" composer={composer} />
      <label htmlFor="box">Mensaje</label>
      <textarea
        id="box"
        value={text}
        {...aria}
        onChange={(event) => setTextState(event.target.value)}
        onKeyDown={(event) => void handler.current?.(event)}
      />
    </>
  );
}

function setup() {
  mockFetch((url) => {
    if (url === '/api/quick-replies') {
      return jsonResponse(REPLIES);
    }
    if (url === '/api/solicitudes/r-1/quick-reply-values') {
      return jsonResponse(VALUES);
    }
    return jsonResponse({ detail: `no mock for ${url}` }, 404);
  });
  renderWithProviders(<ComposerHarness />, { route: false });
  return screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('filterQuickReplies', () => {
  it('matches title or text, without minding case or accents', () => {
    expect(filterQuickReplies(REPLIES, 'BIENVENÍDA').map((reply) => reply.id)).toEqual(['q-1']);
    expect(filterQuickReplies(REPLIES, 'pendientes').map((reply) => reply.id)).toEqual(['q-2']);
    expect(filterQuickReplies(REPLIES, '  ')).toHaveLength(2);
    expect(filterQuickReplies(REPLIES, 'nada')).toEqual([]);
  });
});

describe('QuickReplyPicker', () => {
  it('opens with "/" at the start, narrows as the gestor types, and Enter inserts the filled reply', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: '/' } });
    const list = await screen.findByRole('listbox', { name: 'Respuestas rápidas' });
    await waitFor(() => expect(list.querySelectorAll('[role="option"]')).toHaveLength(2));
    expect(box.getAttribute('role')).toBe('combobox');
    expect(box.getAttribute('aria-expanded')).toBe('true');

    fireEvent.change(box, { target: { value: '/falt' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option', { name: /Faltan documentos/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);

    fireEvent.keyDown(box, { key: 'Enter' });
    // Known variables filled (a missing total reads 'por cotizar'); an unknown one stays as typed.
    await waitFor(() => expect(box.value).toBe('Nos faltan: INE y CURP. Total por cotizar. {desconocida}'));
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(box.hasAttribute('role')).toBe(false));
  });

  it('moves with the arrows, wrapping around, and Esc closes leaving the text', async () => {
    const box = setup();
    fireEvent.change(box, { target: { value: '/' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    const selected = () =>
      screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()?.textContent).toMatch(/Bienvenida/);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected()?.textContent).toMatch(/Faltan/);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(selected()?.textContent).toMatch(/Bienvenida/);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(selected()?.textContent).toMatch(/Faltan/);

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('/');
    // Still "/…": the list stays closed until the box no longer starts with "/".
    fireEvent.change(box, { target: { value: '/b' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.change(box, { target: { value: '/' } });
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('opens from the button with its own search, for touch, and a tap inserts', async () => {
    const box = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Respuestas rápidas' }));
    const search = await screen.findByRole('combobox', { name: 'Buscar respuesta rápida' });
    fireEvent.change(search, { target: { value: 'bienvenida' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(screen.getByRole('option', { name: /Bienvenida/ }));
    await waitFor(() => expect(box.value).toBe('Hola María López, tu folio es TMX-1.'));
  });

  it('leaves every key to the box while closed (Enter still sends there)', () => {
    const box = setup();
    fireEvent.change(box, { target: { value: 'hola' } });
    const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    box.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
