import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GestorDocument } from '@tramites/shared';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveStatus } from '../../../lib/live/live-status.ts';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BATCH_APPROVE_NOTES } from '../gestor-documents.ts';
import { GestorPanel } from './gestor-panel.tsx';

const METRICS = {
  hoy: 2,
  esta_semana: 5,
  tiempo_promedio: 1.5,
  total_revisados: 40,
  pendientes: 3,
  documentos_totales: 9,
};
const REQUEST = '3f1c2d4e-aaaa-bbbb-cccc-000000000001';

const document = (id: string, status: GestorDocument['status'], name: string): GestorDocument => ({
  id,
  status,
  client_name: 'María López',
  tramite_name: 'Acta de nacimiento',
  tramite_request_id: REQUEST,
  folio: 'TMX-2026-000016',
  required_document_name: name,
  current_filename: `${name}.pdf`,
  file_size: 524_288,
  created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  reviewed_at: status === 'pending' ? null : new Date().toISOString(),
});

const DOCUMENTS = [
  document('d-1', 'pending', 'CURP'),
  document('d-2', 'approved', 'INE'),
  document('d-3', 'pending', 'Comprobante de domicilio'),
  document('d-4', 'rejected', 'Acta'),
];

interface ReviewCall {
  id: string;
  body: unknown;
}

interface SetupOptions {
  metrics?: () => Response;
  documents?: (url: URL) => Response;
}

function setup(options: SetupOptions = {}) {
  const reviews: ReviewCall[] = [];
  const fetchMock = mockFetch((url, init) => {
    if (url.startsWith('/api/gestor/metrics')) {
      return options.metrics ? options.metrics() : jsonResponse(METRICS);
    }
    if (url.startsWith('/api/gestor/pending-documents')) {
      return options.documents ? options.documents(new URL(url, 'http://test')) : jsonResponse(DOCUMENTS);
    }
    const review = url.match(/^\/api\/gestor\/documents\/([^/]+)\/review$/);
    if (review && init?.method === 'PUT') {
      reviews.push({ id: review[1]!, body: JSON.parse(String(init.body)) });
      return jsonResponse({ id: review[1], message: 'ok', request_status: 'documentos_en_revision' });
    }
    return jsonResponse({ detail: `no mock for ${url}` }, 404);
  });
  renderWithProviders(<GestorPanel userId="g-1" userRole="gestor" allSolicitudes={null} />, {
    route: '/gestor',
  });
  return { reviews, fetchMock };
}

afterEach(() => {
  cleanup();
  setLiveStatus('off');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('GestorPanel', () => {
  it('shows the real metrics and groups the documents of one solicitud', async () => {
    setup();
    expect(await screen.findByText('Total Histórico')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText('1.5')).toBeTruthy();
    await screen.findByText('CURP');
    expect(screen.getByRole('tab', { name: /Trámites pendientes/ }).textContent).toContain('1');
    expect(screen.getByText('TMX-2026-000016')).toBeTruthy();
    expect(screen.queryByText('#3f1c2d4e')).toBeNull();
    expect(screen.getAllByText(/^512 KB · Subido /)).toHaveLength(4);
  });

  it('shows a small file in KB and a large one in MB, never "0.00 MB"', async () => {
    setup({
      documents: () =>
        jsonResponse([
          { ...document('d-5', 'pending', 'CURP'), file_size: 1234 },
          { ...document('d-6', 'pending', 'INE'), file_size: 2_621_440 },
        ]),
    });
    expect(await screen.findByText(/^1 KB · Subido /)).toBeTruthy();
    expect(screen.getByText(/^2\.50 MB · Subido /)).toBeTruthy();
    expect(screen.queryByText(/0\.00 MB/)).toBeNull();
  });

  it('lets only pending documents be selected', async () => {
    setup();
    await screen.findByText('CURP');
    fireEvent.click(screen.getByRole('button', { name: 'Modo selección' }));
    const checkbox = (name: string) =>
      screen.getByRole('checkbox', { name: `Seleccionar ${name} de María López` }) as HTMLInputElement;
    expect(checkbox('CURP').disabled).toBe(false);
    expect(checkbox('Comprobante de domicilio').disabled).toBe(false);
    expect(checkbox('INE').disabled).toBe(true);
    expect(checkbox('Acta').disabled).toBe(true);
  });

  it('sends nothing when nothing is selected', async () => {
    const { reviews } = setup();
    await screen.findByText('CURP');
    fireEvent.click(screen.getByRole('button', { name: 'Modo selección' }));
    const approve = screen.getByRole('button', { name: 'Aprobar seleccionados' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    fireEvent.click(approve);
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar seleccionados' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reviews).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('approves every selected pending document, one call each', async () => {
    const { reviews } = setup();
    await screen.findByText('CURP');
    fireEvent.click(screen.getByRole('button', { name: 'Modo selección' }));
    fireEvent.click(screen.getByRole('button', { name: /Seleccionar todos los pendientes \(2\)/ }));
    expect(screen.getByText('2 documentos seleccionados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar seleccionados' }));
    await waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews.map((call) => call.id).sort()).toEqual(['d-1', 'd-3']);
    for (const call of reviews) {
      expect(call.body).toEqual({ status: 'approved', review_notes: BATCH_APPROVE_NOTES });
    }
  });

  it('rejects the selection with one required reason', async () => {
    const { reviews } = setup();
    await screen.findByText('CURP');
    fireEvent.click(screen.getByRole('button', { name: 'Modo selección' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar CURP de María López' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rechazar seleccionados' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/Motivo del rechazo/);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar seleccionados' }));
    expect(await within(dialog).findByText('Indica el motivo del rechazo')).toBeTruthy();
    expect(reviews).toEqual([]);

    fireEvent.change(reason, { target: { value: 'Documento ilegible' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar seleccionados' }));
    await waitFor(() => expect(reviews).toHaveLength(1));
    expect(reviews[0]).toEqual({
      id: 'd-1',
      body: { status: 'rejected', rejection_reason: 'Documento ilegible' },
    });
  });

  it('shows an error with retry instead of numbers when the metrics fail', async () => {
    let fail = true;
    setup({ metrics: () => (fail ? jsonResponse({ detail: 'Error interno' }, 500) : jsonResponse(METRICS)) });
    expect(await screen.findByText('No pudimos cargar tus métricas')).toBeTruthy();
    expect(screen.queryByText('Total Histórico')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Total Histórico')).toBeTruthy();
    expect(screen.getByTestId('metrica-Total Histórico').textContent).toBe('40');
  });

  it('toasts the spec error and offers a retry when the documents fail to load', async () => {
    const error = vi.spyOn(toast, 'error');
    setup({ documents: () => jsonResponse({ detail: 'Error interno' }, 500) });
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('❌ Error cargando documentos', { description: 'Error interno' });
  });

  it('says everything was reviewed when the queue is empty, and that no document matches a filter', async () => {
    setup({
      documents: (url) =>
        jsonResponse(
          url.searchParams.get('search') ? [] : url.searchParams.get('status') === 'pending' ? [] : DOCUMENTS,
        ),
    });
    expect(await screen.findByText('No hay documentos pendientes')).toBeTruthy();
    expect(screen.getByText('Todos los documentos han sido revisados')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar cliente'), { target: { value: 'Nadie' } });
    expect(await screen.findByText('No hay documentos que coincidan con los filtros')).toBeTruthy();
  });

  it("offers the spec's status filters, 'En revisión' included, and asks the server with status=in_review", async () => {
    const statuses: (string | null)[] = [];
    setup({
      documents: (url) => {
        statuses.push(url.searchParams.get('status'));
        return jsonResponse(DOCUMENTS);
      },
    });
    await screen.findByText('CURP');
    const select = screen.getByLabelText('Estado') as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['todos', 'Todos'],
      ['pending', 'Pendientes'],
      ['in_review', 'En revisión'],
      ['approved', 'Aprobados'],
      ['rejected', 'Rechazados'],
    ]);
    fireEvent.change(select, { target: { value: 'in_review' } });
    await waitFor(() => expect(statuses).toContain('in_review'));
    expect(select.value).toBe('in_review');
  });

  it('filters by urgency on the page (the age is not a server filter)', async () => {
    const old = {
      ...document('d-9', 'pending', 'Acta antigua'),
      created_at: new Date(Date.now() - 9 * 86_400_000).toISOString(),
    };
    setup({ documents: () => jsonResponse([...DOCUMENTS, old]) });
    await screen.findByText('Acta antigua');
    fireEvent.change(screen.getByLabelText('Urgencia'), { target: { value: 'urgente' } });
    await waitFor(() => expect(screen.queryByText('CURP')).toBeNull());
    expect(screen.getByText('Acta antigua')).toBeTruthy();
    expect(screen.getByText('Urgente · hace 9 días')).toBeTruthy();
  });

  it('while the live stream is down, says so and refreshes the documents every 60 s with an info toast', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setLiveStatus('down');
    const info = vi.spyOn(toast, 'info');
    const { fetchMock } = setup();
    await screen.findByText('CURP');
    expect(screen.getByText('Conexión en vivo interrumpida: actualizamos cada 60 segundos.')).toBeTruthy();
    const documentCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/gestor/pending-documents'))
        .length;
    const before = documentCalls();
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(info).toHaveBeenCalledWith('Documentos actualizados: 4'));
    expect(documentCalls()).toBe(before + 1);
  });

  it('does not poll while the live stream is up (uploads arrive as events)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setLiveStatus('connected');
    const info = vi.spyOn(toast, 'info');
    const { fetchMock } = setup();
    await screen.findByText('CURP');
    expect(screen.queryByText(/Conexión en vivo interrumpida/)).toBeNull();
    const documentCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/gestor/pending-documents'))
        .length;
    const before = documentCalls();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(documentCalls()).toBe(before);
    expect(info).not.toHaveBeenCalled();
  });
});
