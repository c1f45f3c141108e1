import type { GestorMetrics } from '@tramites/shared';
import { CalendarCheck, CalendarRange, Clock, History, Timer } from 'lucide-react';
import { QueryError } from '../../../components/query-error.tsx';
import { type StatTile, StatTiles, StatTilesSkeleton } from '../../../components/ui/stat-tiles.tsx';
import { formatInteger } from '../../../lib/format.ts';

const oneDecimal = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The five cards of spec section 2, from the server's real figures. */
function gestorMetricCards(metrics: GestorMetrics): StatTile[] {
  return [
    {
      label: 'Hoy',
      value: formatInteger(metrics.hoy),
      hint: 'documentos revisados hoy',
      icon: CalendarCheck,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Esta Semana',
      value: formatInteger(metrics.esta_semana),
      hint: 'revisados desde el lunes',
      icon: CalendarRange,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      label: 'Tiempo Promedio (días)',
      value: oneDecimal.format(metrics.tiempo_promedio),
      hint: 'de la subida a la revisión',
      icon: Timer,
      tone: 'bg-violet-50 text-violet-700',
    },
    {
      label: 'Total Histórico',
      value: formatInteger(metrics.total_revisados),
      hint: 'documentos revisados',
      icon: History,
      tone: 'bg-slate-100 text-slate-700',
    },
    {
      label: 'Pendientes',
      value: formatInteger(metrics.pendientes),
      hint: `de ${formatInteger(metrics.documentos_totales)} documentos`,
      icon: Clock,
      tone: 'bg-amber-50 text-amber-700',
      // The fifth tile fills the phone's second row.
      cellClassName: 'col-span-2 md:col-span-1',
    },
  ].map((tile) => ({ ...tile, valueTestId: `metrica-${tile.label}` }));
}

export interface GestorMetricCardsProps {
  metrics: GestorMetrics | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** Real numbers or an error state with retry — never placeholders (DESIGN 9.3). */
export function GestorMetricCards({
  metrics,
  isPending,
  error,
  onRetry,
  isRetrying = false,
}: GestorMetricCardsProps) {
  if (error && !metrics) {
    return (
      <QueryError
        title="No pudimos cargar tus métricas"
        error={error}
        onRetry={onRetry}
        isRetrying={isRetrying}
        fallback="Error cargando métricas."
      />
    );
  }
  if (isPending || !metrics) {
    return <StatTilesSkeleton count={5} layout="heading" label="Cargando métricas" />;
  }
  return <StatTiles tiles={gestorMetricCards(metrics)} layout="heading" />;
}
