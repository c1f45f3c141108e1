import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { DocumentStatusResponse, RejectionReasonPreset } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { UNDO_WINDOW_MS } from '../use-held-approval.ts';
import { RequestReviewPane } from './request-review-pane.tsx';

const UPLOADED = new Date(Date.now() - 4 * 86_400_000).toISOString();

type Status = 'pending' | 'approved' | 'rejected';

function requirement(name: string, id: string, status: Status) {
  return {
    required_name: name,
    is_required: true,
    accepted_types: ['image/png'],
    max_file_size_mb: 10,
    uploaded: true,
    document: {
      id,
      status,
      current_filename: `${id}.png`,
      file_size: 2048,
      content_type: 'image/png',
      version: 1,
      uploaded_at: UPLOADED,
      updated_at: UPLOADED,
      reviewed_at: null,
      current_review_notes: null,
      rejection_reason: null,
      requires_resubmission: false,
      priority_level: 'high' as const,
      review_history: [],
      versions: [],
      purged_at: null,
    },
  };
}

const STATUS: DocumentStatusResponse = {
  tramite_name: 'Pasaporte',
  total_required: 3,
  total_uploaded: 3,
  total_approved: 1,
  all_approved: false,
  files_kept_until: null,
  documents_status: [
    requirement('Acta de nacimiento', 'doc-acta', 'approved'),
    requirement('INE vigente', 'doc-ine', 'pending'),
    requirement('Comprobante de domicilio', 'doc-domicilio', 'pending'),
  ],
};

const PRESETS: RejectionReasonPreset[] = [
  { id: 'r1', label: 'Ilegible', position: 0, active: true },
  { id: 'r2', label: 'Vencido', position: 1, active: true },
];

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function setup() {
  const reviews: { url: string; body: unknown; keepalive: boolean | undefined }[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.startsWith('/api/tramite-requests/req-1/documents')) {
      return jsonResponse(STATUS);
    }
    if (url === '/api/rejection-reasons') {
      return jsonResponse(PRESETS);
    }
    if (url.endsWith('/preview')) {
      return new Response(PNG, { headers: { 'Content-Type': 'image/png' } });
    }
    if (url.endsWith('/review') && init?.method === 'PUT') {
      reviews.push({ url, body: JSON.parse(String(init.body)), keepalive: init.keepalive });
      return jsonResponse({ message: 'Documento aprobado', request_status: 'documentos_en_revision' });
    }
    return jsonResponse({ detail: 'no esperado' }, 404);
  });
  const view = renderWithProviders(<RequestReviewPane requestId="req-1" />);
  return { reviews, fetchMock, view };
}

const itemButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const selectedName = () =>
  screen
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'true')
    ?.textContent?.replace(/(Pendiente de revisión|Aprobado|Rechazado)$/, '');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RequestReviewPane', () => {
  it('shows the first pending document inline with its status and age, and the keys it answers to', async () => {
    setup();
    expect(await screen.findByRole('img', { name: 'INE vigente' })).toBeTruthy();
    expect(selectedName()).toBe('INE vigente');
    expect(screen.getByText('En espera: 4 días')).toBeTruthy();
    expect(screen.getByText(/Atajos con el foco en el panel/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Aprobar: INE vigente' }).getAttribute('aria-keyshortcuts'),
    ).toBe('A');
  });

  it('J and K move through the documents; keys do nothing while typing in a field', async () => {
    setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    const pane = itemButton('INE vigente');
    fireEvent.keyDown(pane, { key: 'j' });
    expect(selectedName()).toBe('Comprobante de domicilio');
    fireEvent.keyDown(itemButton('Comprobante de domicilio'), { key: 'K' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'k' });
    expect(selectedName()).toBe('Acta de nacimiento');
    // An approved document offers no review: A does nothing.
    expect(screen.queryByRole('button', { name: /^Aprobar/ })).toBeNull();

    fireEvent.keyDown(itemButton('Acta de nacimiento'), { key: 'j' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'r' });
    const reason = screen.getByRole('textbox', { name: /Motivo del rechazo/ });
    expect(document.activeElement).toBe(reason);
    fireEvent.keyDown(reason, { key: 'j' });
    fireEvent.keyDown(reason, { key: 'a' });
    expect(selectedName()).toBe('INE vigente');
    expect(screen.queryByText('Documento aprobado')).toBeNull();
  });

  it('A approves with no dialog, shows Deshacer for 5 s, and sends the approval only when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reviews } = setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'a' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes('Documento aprobado')),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeTruthy();
    // The next pending document comes up, and the approved one reads as approved already.
    expect(selectedName()).toBe('Comprobante de domicilio');
    expect(itemButton('INE vigente').textContent).toContain('Aprobado');

    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100);
    expect(reviews).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toMatchObject({
      url: '/api/gestor/documents/doc-ine/review',
      body: { status: 'approved' },
    });
    expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull();
  });

  it('Deshacer takes the approval back: nothing is ever sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reviews } = setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar: INE vigente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2);
    expect(reviews).toEqual([]);
    expect(itemButton('INE vigente').textContent).toContain('Pendiente de revisión');
  });

  it('a held approval is sent at once, with keepalive, when the page goes away, and when the pane unmounts', async () => {
    const { reviews, view } = setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'a' });
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toMatchObject({ body: { status: 'approved' }, keepalive: true });

    fireEvent.keyDown(itemButton('Comprobante de domicilio'), { key: 'a' });
    // The last pending one reviewed, the pane stays on it.
    expect(selectedName()).toBe('Comprobante de domicilio');
    view.unmount();
    await waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews[1]).toMatchObject({ url: '/api/gestor/documents/doc-domicilio/review' });
  });

  it('a second approval sends the first at once: only the latest can be undone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { reviews } = setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'a' });
    fireEvent.keyDown(itemButton('Comprobante de domicilio'), { key: 'a' });
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toMatchObject({ url: '/api/gestor/documents/doc-ine/review' });
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }));
    await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2);
    expect(reviews).toHaveLength(1);
  });

  it('moving to another request (the queue) sends the approval held for the previous one', async () => {
    const { reviews, view } = setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'a' });
    expect(reviews).toEqual([]);
    view.rerender(<RequestReviewPane requestId="req-2" />);
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toMatchObject({ url: '/api/gestor/documents/doc-ine/review' });
  });

  it('R opens the rejection with the reason focused; one click on a preset fills it', async () => {
    const { reviews } = setup();
    await screen.findByRole('img', { name: 'INE vigente' });
    fireEvent.keyDown(itemButton('INE vigente'), { key: 'R' });
    const reason = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Motivo del rechazo/ });
    expect(document.activeElement).toBe(reason);
    // The R that opened the form is not typed into it.
    expect(reason.value).toBe('');
    fireEvent.click(await screen.findByRole('button', { name: 'Vencido' }));
    expect(reason.value).toBe('Vencido');
    expect(screen.getByRole('button', { name: 'Vencido' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar documento' }));
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toMatchObject({
      url: '/api/gestor/documents/doc-ine/review',
      body: { status: 'rejected', rejection_reason: 'Vencido' },
    });
  });
});
