import type { Solicitud } from '@tramites/shared';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Card } from './ui/card.tsx';

export interface SolicitudesTableColumn {
  key: string;
  /** The column heading. */
  header: string;
  /** An actions column: the heading is read by screen readers only. */
  isHeaderHidden?: boolean;
  cell: (solicitud: Solicitud) => ReactNode;
  /** Extra classes of the column's cells (alignment, wrapping). */
  className?: string;
}

/** From which width the table replaces the cards (the classes must be written out for Tailwind). */
const LAYOUTS = {
  md: { table: 'hidden md:block', cards: 'md:hidden' },
  xl: { table: 'hidden xl:block', cards: 'xl:hidden' },
} as const;

export interface SolicitudesTableProps {
  solicitudes: Solicitud[];
  /** The table's accessible name (a visually hidden caption); also the card list's, unless `cardsLabel`. */
  caption: string;
  columns: SolicitudesTableColumn[];
  /** One card per solicitud, for screens narrower than `tableFrom`. */
  renderCard: (solicitud: Solicitud) => ReactNode;
  cardsLabel?: string;
  tableFrom?: keyof typeof LAYOUTS;
  /** The card list's layout (a stack by default). */
  cardsClassName?: string;
  /** The table's minimum width (e.g. 'min-w-[820px]'): narrower screens scroll it inside its card. */
  minWidthClassName?: string;
  /** A newer page is loading: the current rows stay, dimmed (no layout jump). */
  isRefreshing?: boolean;
}

/**
 * The one list of solicitudes: a table on wide screens and cards on phones, with the same rows. Each
 * page says what its columns and cards show; the markup (caption, headings, row styles) lives here.
 */
export function SolicitudesTable({
  solicitudes,
  caption,
  columns,
  renderCard,
  cardsLabel,
  tableFrom = 'md',
  cardsClassName = 'space-y-3',
  minWidthClassName,
  isRefreshing = false,
}: SolicitudesTableProps) {
  const layout = LAYOUTS[tableFrom];
  return (
    <div
      className={cn('transition-opacity', isRefreshing && 'opacity-60')}
      aria-busy={isRefreshing || undefined}
    >
      <ul className={cn(layout.cards, cardsClassName)} aria-label={cardsLabel ?? caption}>
        {solicitudes.map((solicitud) => (
          <li key={solicitud.id}>{renderCard(solicitud)}</li>
        ))}
      </ul>
      <Card className={cn('overflow-x-auto', layout.table)}>
        <table className={cn('w-full text-left text-sm', minWidthClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="px-4 py-3 font-semibold">
                  {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {solicitudes.map((solicitud) => (
              <tr key={solicitud.id} className="align-top hover:bg-slate-50">
                {columns.map((column) => (
                  <td key={column.key} className={cn('px-4 py-3', column.className)}>
                    {column.cell(solicitud)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </div>
  );
}
