import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { QualityFigures, QualityReport } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminQualityTab } from './admin-quality-tab.tsx';

const EMPTY: QualityFigures = {
  completadas: 0,
  a_tiempo: 0,
  porcentaje_a_tiempo: null,
  calificaciones: 0,
  promedio_estrellas: null,
  comentarios: [],
};
const FIGURES: QualityFigures = {
  completadas: 3,
  a_tiempo: 2,
  porcentaje_a_tiempo: 66.7,
  calificaciones: 2,
  promedio_estrellas: 4.5,
  comentarios: [
    {
      tramite_request_id: 'r1',
      folio: 'TMX-2026-000042',
      stars: 4,
      comment: 'Tardó un poco',
      created_at: '2026-11-20T18:00:00Z',
    },
  ],
};
const REPORT: QualityReport = {
  desde: '2026-10-29',
  hasta: '2026-11-27',
  total: FIGURES,
  por_gestor: [{ gestor_id: 'g1', nombre: 'Laura Gestora', ...FIGURES }],
  por_tramite: [{ tramite_id: 7, nombre: 'Pasaporte mexicano', ...FIGURES }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminQualityTab', () => {
  it('shows % a tiempo and satisfaction per gestor and procedure, with the comments', async () => {
    mockFetch(() => jsonResponse(REPORT));
    renderWithProviders(<AdminQualityTab />);
    expect(await screen.findByTestId('calidad-a-tiempo')).toHaveProperty('textContent', '66.7 %');
    expect(screen.getByTestId('calidad-promedio').textContent).toBe('4.5');
    const byGestor = screen.getByRole('region', { name: 'Por gestor' });
    expect(within(byGestor).getByText('Laura Gestora')).toBeTruthy();
    expect(within(byGestor).getByText('3 (2 a tiempo)')).toBeTruthy();
    fireEvent.click(within(byGestor).getByText('Comentarios (1)'));
    expect(within(byGestor).getByText('Tardó un poco')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Por trámite' })).toBeTruthy();
  });

  it('asks for the chosen period, and says when it holds nothing', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({ ...REPORT, total: EMPTY, por_gestor: [], por_tramite: [] } satisfies QualityReport),
    );
    renderWithProviders(<AdminQualityTab />);
    expect(
      await screen.findByText('No hay solicitudes concluidas ni calificaciones en este periodo'),
    ).toBeTruthy();
    expect(screen.getByTestId('calidad-a-tiempo').textContent).toBe('—');
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-01-31' } });
    await screen.findByRole('button', { name: 'Últimos 30 días' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/admin/quality?desde=2026-01-01&hasta=2026-01-31',
    );
  });
});
