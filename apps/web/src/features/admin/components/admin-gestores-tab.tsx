import type { GestorWorkload } from '@tramites/shared';
import { Mail, UserCog } from 'lucide-react';
import { QueryError } from '../../../components/query-error.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger } from '../../../lib/format.ts';
import { useGestoresWorkload } from '../api/get-gestores-workload.ts';

/**
 * How loaded a gestor is, in words and in the bar's colour (never colour alone): room left, busy from
 * 75%, full at or over capacity.
 */
const WORKLOAD_LEVELS = {
  available: { label: 'Con cupo', bar: 'bg-brand-600' },
  busy: { label: 'Casi lleno', bar: 'bg-amber-500' },
  full: { label: 'Sin cupo', bar: 'bg-red-500' },
} as const;

const workloadLevel = (percentage: number) =>
  WORKLOAD_LEVELS[percentage >= 100 ? 'full' : percentage >= 75 ? 'busy' : 'available'];

/** Workload per gestor (spec section 2, Gestores tab). */
export function AdminGestoresTab() {
  const workload = useGestoresWorkload();
  if (workload.isPending) {
    return (
      <div className="grid gap-4 md:grid-cols-2" role="status" aria-label="Cargando gestores">
        {[0, 1].map((index) => (
          <Skeleton key={index} className="h-36 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  if (workload.isError && !workload.data) {
    return (
      <QueryError
        title="No pudimos cargar la carga de trabajo"
        error={workload.error}
        onRetry={() => void workload.refetch()}
        isRetrying={workload.isFetching}
      />
    );
  }
  const gestores = workload.data?.gestores ?? [];
  if (gestores.length === 0) {
    return (
      <EmptyState
        icon={UserCog}
        title="Todavía no hay gestores"
        description="Cuando un gestor se registre aparecerá aquí."
      />
    );
  }
  const assigned = gestores.reduce((total, gestor) => total + gestor.current_assignments, 0);
  const capacity = gestores
    .filter((gestor) => gestor.is_approved)
    .reduce((total, gestor) => total + gestor.max_concurrent, 0);
  const pendingApproval = gestores.filter((gestor) => !gestor.is_approved).length;

  return (
    <div className="space-y-4">
      <p className="text-slate-600 text-sm">
        {formatInteger(gestores.length)} {gestores.length === 1 ? 'gestor' : 'gestores'} ·{' '}
        {formatInteger(assigned)} casos abiertos asignados de una capacidad de {formatInteger(capacity)}
        {pendingApproval > 0 ? ` · ${formatInteger(pendingApproval)} pendientes de aprobación` : ''}
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {gestores.map((gestor) => (
          <li key={gestor.gestor_id}>
            <GestorWorkloadCard gestor={gestor} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function GestorWorkloadCard({ gestor }: { gestor: GestorWorkload }) {
  const percentage = Math.round(gestor.workload_percentage);
  const level = workloadLevel(percentage);
  const barId = `carga-${gestor.gestor_id}`;
  return (
    <Card className="h-full space-y-4 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{gestor.name}</h3>
          <p className="flex items-center gap-1.5 break-all text-slate-600 text-sm">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {gestor.email}
          </p>
        </div>
        {gestor.is_approved ? (
          <Badge tone="success">Aprobado</Badge>
        ) : (
          <Badge tone="warning">Pendiente de aprobación</Badge>
        )}
      </div>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span id={barId} className="text-slate-700">
            Carga de trabajo
          </span>
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatInteger(gestor.current_assignments)} / {formatInteger(gestor.max_concurrent)} casos ·{' '}
            {formatInteger(percentage)}% · {level.label}
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby={barId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(percentage, 100)}
          aria-valuetext={`${gestor.current_assignments} de ${gestor.max_concurrent} casos (${percentage}%)`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div
            className={cn('h-full rounded-full transition-[width]', level.bar)}
            style={{ width: `${Math.min(percentage, 100)}%` }}
          />
        </div>
      </div>
    </Card>
  );
}
