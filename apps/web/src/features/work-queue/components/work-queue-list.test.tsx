import { cleanup, screen, within } from '@testing-library/react';
import type { WorkQueueItem } from '@tramites/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { WorkQueueList } from './work-queue-list.tsx';
import { WorkQueueSummary } from './work-queue-summary.tsx';

afterEach(cleanup);

const base: WorkQueueItem = {
  id: '0d6c7c1e-8f0a-4c51-9a55-2d7a5d0f9e11',
  folio: 'TMX-2026-000042',
  status: 'documentos_en_revision',
  tramite_name: 'Pasaporte',
  client_name: 'Ana Pérez',
  client_email: 'ana@example.mx',
  client_phone: '5512345678',
  assigned_gestor_id: null,
  gestor_name: null,
  created_at: '2026-11-20T12:00:00.000Z',
  age_days: 8,
  urgency: 'urgente',
  reason: 'documentos_por_revisar',
  reason_count: 2,
  waiting_on: 'gestoria',
  action: { kind: 'revisar_documentos', waiting_on: 'gestoria', due_date: '2026-12-01' },
  pending_documents: 2,
  unanswered_message: false,
  sla: {
    dias_totales: 10,
    dias_restantes: 3,
    pausado: false,
    vencido: false,
    fecha_compromiso: '2026-12-01',
  },
  sla_pause_reason: null,
};

describe('WorkQueueList', () => {
  it('shows each row with its reason and count, urgency, who it waits on, and a link that opens it', () => {
    renderWithProviders(
      <WorkQueueList items={[base]} selectedId={base.id} hrefOf={(item) => `?sel=${item.id}`} showGestor />,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(`/?sel=${base.id}`);
    expect(link.getAttribute('aria-current')).toBe('true');
    const row = within(link);
    expect(row.getByText('TMX-2026-000042')).toBeTruthy();
    expect(row.getByText('Documentos por revisar (2)')).toBeTruthy();
    expect(row.getByText('Urgente')).toBeTruthy();
    expect(row.getByText('Esperando a la gestoría')).toBeTruthy();
    expect(row.getByText('Sin gestor asignado')).toBeTruthy();
  });
});

describe('WorkQueueSummary', () => {
  const render = (item: WorkQueueItem) =>
    renderWithProviders(
      <WorkQueueSummary
        item={item}
        solicitudHref={`/solicitud/${item.id}`}
        backHref="?"
        reviewPane={<p>Panel de revisión</p>}
      />,
    );

  it('links to the request and holds the review pane', () => {
    render(base);
    expect(screen.getByRole('heading', { name: 'TMX-2026-000042' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir solicitud' }).getAttribute('href')).toBe(
      `/solicitud/${base.id}`,
    );
    expect(screen.getByText('Panel de revisión')).toBeTruthy();
    // The shared step says nothing more than the badge: said once.
    expect(screen.getAllByText(/Documentos por revisar/)).toHaveLength(1);
  });

  it('names the client’s step when the badge does not, and a message waiting under another reason', () => {
    render({
      ...base,
      reason: 'esperando_cliente',
      reason_count: null,
      waiting_on: 'cliente',
      action: { kind: 'subir_documentos', waiting_on: 'cliente', documents: ['INE'] },
      unanswered_message: true,
    });
    // The badge says who it waits on: said once.
    expect(screen.getAllByText('Esperando al cliente')).toHaveLength(1);
    expect(screen.getByText('El cliente debe subir documentos')).toBeTruthy();
    expect(screen.getByText('El cliente también escribió un mensaje sin responder.')).toBeTruthy();
  });
});
