import type { GestorMetrics } from '@tramites/shared';
import { CalendarCheck, CalendarRange, Clock, History, type LucideIcon, Timer } from 'lucide-react';
import { QueryError } from '../../../components/query-error.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';

const oneDecimal = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

interface MetricCard {
  label: string;
  value: string;
  hint: string;
  icon: LucideIcon;
  tone: string;
}

/** The five cards of spec section 2, from the server's real figures. */
function gestorMetricCards(metrics: GestorMetrics): MetricCard[] {
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
    },
  ];
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
    return (
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5" aria-label="Cargando métricas">
        {[0, 1, 2, 3, 4].map((index) => (
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
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {gestorMetricCards(metrics).map(({ label, value, hint, icon: Icon, tone }, index) => (
        <li key={label} className={cn(index === 4 && 'col-span-2 md:col-span-1')}>
          <Card className="h-full p-4">
            <div className="flex items-center gap-3">
              <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <p className="font-medium text-slate-700 text-sm leading-tight">{label}</p>
            </div>
            <p
              className="mt-3 font-bold text-2xl text-slate-900 tabular-nums"
              data-testid={`metrica-${label}`}
            >
              {value}
            </p>
            <p className="text-slate-500 text-xs">{hint}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
