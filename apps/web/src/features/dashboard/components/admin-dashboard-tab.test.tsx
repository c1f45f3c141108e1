import { cleanup, screen, within } from '@testing-library/react';
import type { AdminDashboardStats } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminDashboardTab } from './admin-dashboard-tab.tsx';

const STATS: AdminDashboardStats = {
  total_categories: 6,
  total_tramites: 1250,
  total_requests: 40,
  pending_documents: 3,
  active_clients: 12,
  total_gestores: 4,
  gestores_pendientes_aprobacion: 1,
  pending_quotations: 2,
  completed_tramites: 9,
  recent_requests: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminDashboardTab', () => {
  it('shows the eight indicators, each figure under its test id, and the gestores still to approve', async () => {
    mockFetch((url) =>
      url.startsWith('/api/admin/dashboard/stats') ? jsonResponse(STATS) : jsonResponse({}, 404),
    );
    renderWithProviders(<AdminDashboardTab statusChart={null} />);
    expect((await screen.findByTestId('indicador-Trámites')).textContent).toBe('1,250');
    const section = screen.getByRole('region', { name: 'Indicadores' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByTestId('indicador-Gestores').parentElement?.textContent).toBe(
      '4Gestores1 por aprobar',
    );
  });
});
