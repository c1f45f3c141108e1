import { cleanup, render, screen, within } from '@testing-library/react';
import { ClipboardList, Clock } from 'lucide-react';
import { afterEach, describe, expect, it } from 'vitest';
import { type StatTile, StatTiles, StatTilesSkeleton } from './stat-tiles.tsx';

const TILES: StatTile[] = [
  { label: 'Total', value: '12', icon: ClipboardList, tone: 'bg-sky-50' },
  {
    label: 'Pendientes',
    value: '3',
    hint: 'de 9 documentos',
    icon: Clock,
    tone: 'bg-amber-50',
    valueTestId: 'pend',
  },
];

afterEach(cleanup);

describe('StatTiles', () => {
  it('lists each figure with its label and hint', () => {
    render(<StatTiles tiles={TILES} layout="beside" label="Totales" />);
    const items = within(screen.getByRole('list', { name: 'Totales' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['12Total', '3Pendientesde 9 documentos']);
    expect(screen.getByTestId('pend').textContent).toBe('3');
  });

  it('puts the label first or as a heading where the screen does', () => {
    render(<StatTiles tiles={TILES} layout="label-first" />);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('Total12');
    cleanup();
    render(<StatTiles tiles={TILES} layout="heading" />);
    expect(screen.getAllByRole('listitem')[1]?.textContent).toBe('Pendientes3de 9 documentos');
  });

  it('shows the dashboards’ figures in a plain grid, and a skeleton while they load', () => {
    render(<StatTiles tiles={TILES} layout="above" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Total')).toBeTruthy();
    cleanup();
    render(<StatTilesSkeleton count={5} layout="heading" label="Cargando métricas" />);
    expect(
      within(screen.getByRole('list', { name: 'Cargando métricas' })).getAllByRole('listitem'),
    ).toHaveLength(5);
  });
});
