import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from './card.tsx';
import { Skeleton } from './skeleton.tsx';

/** One figure: its value (already formatted, or a placeholder), what it counts, and its icon. */
export interface StatTile {
  label: string;
  value: ReactNode;
  hint?: string;
  icon: LucideIcon;
  /** Tailwind classes of the icon tile. */
  tone: string;
  /** A `data-testid` on the value (figures the e2e suite reads). */
  valueTestId?: string;
  /** Extra classes of the tile's cell (a last tile spanning two columns). */
  cellClassName?: string;
}

/**
 * Where each screen puts the parts of a tile:
 * - `beside`: icon beside the figure, the label under it (admin tabs);
 * - `label-first`: icon beside the label, the figure under it (the solicitudes summary);
 * - `above`: icon above the figure and the label (dashboards);
 * - `heading`: icon and label as a heading, the figure and a hint under them (the gestor's metrics);
 * - `stacked`: icon, then the figure, the label and a hint under it (the admin panel's indicators).
 */
export type StatTilesLayout = 'beside' | 'label-first' | 'above' | 'heading' | 'stacked';

const GRID: Record<StatTilesLayout, string> = {
  beside: 'grid grid-cols-2 gap-3 lg:grid-cols-4',
  'label-first': 'grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4',
  above: 'grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4',
  heading: 'grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5',
  stacked: 'grid grid-cols-2 gap-3 md:grid-cols-4 lg:gap-4',
};

function TileIcon({ icon: Icon, tone, className }: { icon: LucideIcon; tone: string; className: string }) {
  return (
    <span className={cn('flex items-center justify-center rounded-lg', className, tone)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function TileCard({ tile, layout }: { tile: StatTile; layout: StatTilesLayout }) {
  const { label, value, hint, icon, tone, valueTestId } = tile;
  switch (layout) {
    case 'beside':
      return (
        <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:gap-3">
          <TileIcon icon={icon} tone={tone} className="size-9 shrink-0" />
          <div className="min-w-0">
            <p className="font-bold text-slate-900 text-xl tabular-nums" data-testid={valueTestId}>
              {value}
            </p>
            <p className="text-slate-600 text-sm">{label}</p>
            {hint ? <p className="text-slate-500 text-xs">{hint}</p> : null}
          </div>
        </Card>
      );
    case 'label-first':
      return (
        <Card className="flex h-full flex-col items-start gap-2 p-4 sm:flex-row sm:items-center sm:gap-3">
          <TileIcon icon={icon} tone={tone} className="size-10 shrink-0" />
          <div className="min-w-0">
            <p className="truncate text-slate-600 text-sm">{label}</p>
            <div
              className="font-bold text-2xl text-slate-900 tabular-nums leading-tight"
              data-testid={valueTestId}
            >
              {value}
            </div>
          </div>
        </Card>
      );
    case 'above':
      return (
        <Card className="p-4 sm:p-5">
          <TileIcon icon={icon} tone={tone} className="size-10" />
          <p
            className="mt-3 break-words font-bold text-slate-900 text-xl tabular-nums sm:text-2xl"
            data-testid={valueTestId}
          >
            {value}
          </p>
          <p className="text-slate-600 text-sm">{label}</p>
        </Card>
      );
    case 'heading':
      return (
        <Card className="h-full p-4">
          <div className="flex items-center gap-3">
            <TileIcon icon={icon} tone={tone} className="size-9 shrink-0" />
            <p className="font-medium text-slate-700 text-sm leading-tight">{label}</p>
          </div>
          <p className="mt-3 font-bold text-2xl text-slate-900 tabular-nums" data-testid={valueTestId}>
            {value}
          </p>
          {hint ? <p className="text-slate-500 text-xs">{hint}</p> : null}
        </Card>
      );
    case 'stacked':
      return (
        <Card className="h-full p-4">
          <TileIcon icon={icon} tone={tone} className="size-9" />
          <p className="mt-3 font-bold text-2xl text-slate-900 tabular-nums" data-testid={valueTestId}>
            {value}
          </p>
          <p className="text-slate-600 text-sm">{label}</p>
          {hint ? <p className="text-slate-500 text-xs">{hint}</p> : null}
        </Card>
      );
  }
}

export interface StatTilesProps {
  tiles: StatTile[];
  layout: StatTilesLayout;
  /** The list's accessible name (not for `above`, a plain grid). */
  label?: string;
}

/** A row of figure tiles: the one way a screen shows its counts. */
export function StatTiles({ tiles, layout, label }: StatTilesProps) {
  // The dashboards' figures sit in a plain grid (no name); the others are a list.
  if (layout === 'above') {
    return (
      <div className={GRID[layout]}>
        {tiles.map((tile) => (
          <TileCard key={tile.label} tile={tile} layout={layout} />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label={label} className={GRID[layout]}>
      {tiles.map((tile) => (
        <li key={tile.label} className={tile.cellClassName}>
          <TileCard tile={tile} layout={layout} />
        </li>
      ))}
    </ul>
  );
}

export interface StatTilesSkeletonProps {
  count: number;
  layout: Extract<StatTilesLayout, 'above' | 'heading' | 'stacked'>;
  /** The list's accessible name while loading ('Cargando métricas'; not for `above`). */
  label?: string;
}

/** The tiles' shape while their figures load. */
export function StatTilesSkeleton({ count, layout, label }: StatTilesSkeletonProps) {
  const indexes = Array.from({ length: count }, (_, index) => index);
  if (layout === 'above') {
    return (
      <div className={GRID[layout]}>
        {indexes.map((index) => (
          <Card key={index} className="p-4 sm:p-5">
            <Skeleton className="size-10 rounded-lg" />
            <Skeleton className="mt-4 h-7 w-16" />
            <Skeleton className="mt-2 h-4 w-24" />
          </Card>
        ))}
      </div>
    );
  }
  return (
    <ul className={GRID[layout]} aria-label={label}>
      {indexes.map((index) => (
        <li key={index}>
          <Card className="p-4">
            <Skeleton className="size-9 rounded-lg" />
            <Skeleton className="mt-3 h-7 w-14" />
            <Skeleton className="mt-2 h-4 w-24" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
