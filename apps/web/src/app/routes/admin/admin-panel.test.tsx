import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminPanel, parseAdminTab } from './admin-panel.tsx';

const WORKLOAD = {
  gestores: [
    {
      gestor_id: 'g-1',
      name: 'Jorge Ramírez',
      email: 'jorge@example.mx',
      is_approved: true,
      is_active: true,
      current_assignments: 8,
      max_concurrent: 10,
      workload_percentage: 80,
    },
    {
      gestor_id: 'g-2',
      name: 'Nuevo Gestor',
      email: 'nuevo@example.mx',
      is_approved: false,
      is_active: true,
      current_assignments: 0,
      max_concurrent: 10,
      workload_percentage: 0,
    },
  ],
};

function renderPanel(url: string) {
  renderWithProviders(
    <AdminPanel
      currentUserId="admin-1"
      renderUserSolicitudes={(user) => <p>Solicitudes de {user.name}</p>}
      renderReassign={(gestor) => <button type="button">Reasignar de {gestor.name}</button>}
      statusChart={<p>Gráfica por estado</p>}
      renderEstados={({ status, onStatusChange }) => (
        <button type="button" onClick={() => onStatusChange('completado')}>
          Estados: {status ?? 'todos'}
        </button>
      )}
    />,
    { route: url },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminPanel', () => {
  it('reads the tab from the URL; anything unknown is the dashboard', () => {
    expect(parseAdminTab('estados')).toBe('estados');
    expect(parseAdminTab('documents')).toBe('documents');
    expect(parseAdminTab('categories')).toBe('categories');
    expect(parseAdminTab('audit')).toBe('audit');
    expect(parseAdminTab('forms')).toBe('forms');
    expect(parseAdminTab('formularios')).toBe('dashboard');
    expect(parseAdminTab(null)).toBe('dashboard');
  });

  it('offers every tab of the panel, the form editor included', () => {
    mockFetch(() => jsonResponse({ detail: 'sin datos' }, 500));
    renderPanel('/admin');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Panel',
      'Categorías',
      'Trámites',
      'Estados',
      'Formularios',
      'Documentos',
      'Motivos de rechazo',
      'Pagos',
      'Gestores',
      'Usuarios',
      'Accesos',
      'Auditoría',
      'Privacidad',
      'Respuestas rápidas',
      'Calidad',
    ]);
  });

  it('counts the gestores waiting for approval on the Usuarios tab', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/users')
        ? jsonResponse({ users: [], total: 0, pending_gestores: 3 })
        : jsonResponse({ detail: 'x' }, 500),
    );
    renderPanel('/admin');
    const tab = screen.getByRole('tab', { name: /Usuarios/ });
    await waitFor(() => expect(tab.textContent).toBe('Usuarios33 gestores pendientes'));
  });

  it('links the dashboard to the audit log', () => {
    mockFetch(() => jsonResponse({ detail: 'x' }, 500));
    renderPanel('/admin');
    expect(screen.getByRole('link', { name: 'Ver auditoría' }).getAttribute('href')).toBe('/admin?tab=audit');
  });

  it('shows an error with retry, never made-up numbers, when the stats fail', async () => {
    mockFetch(() => jsonResponse({ detail: 'Error interno' }, 500));
    renderPanel('/admin');
    expect(await screen.findByText('No pudimos cargar los indicadores')).toBeTruthy();
    expect(screen.queryByTestId('indicador-Categorías')).toBeNull();
  });

  it('shows each gestor with approval and a workload bar', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/gestores/workload') ? jsonResponse(WORKLOAD) : jsonResponse({}, 404),
    );
    renderPanel('/admin?tab=gestores');
    expect(await screen.findByText('Jorge Ramírez')).toBeTruthy();
    expect(screen.getByText('Pendiente de aprobación')).toBeTruthy();
    const bars = screen.getAllByRole('progressbar');
    expect(bars[0]!.getAttribute('aria-valuenow')).toBe('80');
    expect(bars[0]!.getAttribute('aria-valuetext')).toBe('8 de 10 casos (80%)');
    expect(screen.getByText(/8 casos abiertos asignados de una capacidad de 10/)).toBeTruthy();
  });

  it('moves between tabs with the arrow keys', async () => {
    mockFetch(() => jsonResponse({ detail: 'x' }, 500));
    renderPanel('/admin');
    const panel = screen.getByRole('tab', { name: 'Panel' });
    fireEvent.keyDown(panel, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Calidad' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says how loaded each gestor is in words, not only by the colour of the bar', async () => {
    const gestor = WORKLOAD.gestores[0]!;
    mockFetch((url) =>
      url.startsWith('/api/admin/gestores/workload')
        ? jsonResponse({
            gestores: [
              {
                ...gestor,
                gestor_id: 'g-a',
                name: 'Con Espacio',
                current_assignments: 2,
                workload_percentage: 20,
              },
              {
                ...gestor,
                gestor_id: 'g-b',
                name: 'Muy Ocupado',
                current_assignments: 8,
                workload_percentage: 80,
              },
              {
                ...gestor,
                gestor_id: 'g-c',
                name: 'Sin Lugar',
                current_assignments: 11,
                workload_percentage: 110,
              },
            ],
          })
        : jsonResponse({}, 404),
    );
    renderPanel('/admin?tab=gestores');
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
    expect(within(await card('Con Espacio')).getByText(/2 \/ 10 casos · 20% · Con cupo/)).toBeTruthy();
    expect(within(await card('Muy Ocupado')).getByText(/8 \/ 10 casos · 80% · Casi lleno/)).toBeTruthy();
    expect(within(await card('Sin Lugar')).getByText(/11 \/ 10 casos · 110% · Sin cupo/)).toBeTruthy();
    // The bar never claims more than full.
    expect(
      within(await card('Sin Lugar'))
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('100');
  });

  it('gives the Estados tab the status of the URL and keeps a new one in the URL', async () => {
    mockFetch(() => jsonResponse({ detail: 'x' }, 500));
    renderPanel('/admin?tab=estados&estado=en_proceso');
    fireEvent.click(screen.getByRole('button', { name: 'Estados: en_proceso' }));
    expect(await screen.findByRole('button', { name: 'Estados: completado' })).toBeTruthy();
  });
});
