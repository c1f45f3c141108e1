import type { GestorWorkload } from '@tramites/shared';
import { Mail, UserCheck, UserCog } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatInteger, plural } from '../../../lib/format.ts';
import { useGestoresWorkload } from '../api/get-gestores-workload.ts';
import type { UserSummary } from '../user-summary.ts';
import { AccountActiveButton } from './account-active-button.tsx';
import { GestorCapacityForm } from './gestor-capacity-form.tsx';
import { type UserAction, UserActionDialog } from './user-action-dialog.tsx';

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

const asUser = (gestor: GestorWorkload): UserSummary => ({
  id: gestor.gestor_id,
  name: gestor.name,
  email: gestor.email,
  role: 'gestor',
  is_active: gestor.is_active,
  max_concurrent: gestor.max_concurrent,
  current_assignments: gestor.current_assignments,
});

export interface AdminGestoresTabProps {
  /**
   * 'Reasignar casos abiertos' of a gestor with open cases (solicitudes feature), composed by the page.
   */
  renderReassign: (gestor: GestorWorkload) => ReactNode;
}

/**
 * Workload per gestor (spec section 2, Gestores tab), with the capacity edited in place, approval,
 * activation and the reassignment of every open case to another gestor.
 */
export function AdminGestoresTab({ renderReassign }: AdminGestoresTabProps) {
  const workload = useGestoresWorkload();
  const [action, setAction] = useState<UserAction | null>(null);
  return (
    <QueryList
      query={workload}
      skeleton={
        <ListSkeleton
          label="Cargando gestores"
          count={2}
          className="grid gap-4 md:grid-cols-2"
          itemClassName="h-36 w-full rounded-2xl"
        />
      }
      error={{ title: 'No pudimos cargar la carga de trabajo' }}
      isEmpty={(data) => data.gestores.length === 0}
      empty={
        <EmptyState
          icon={UserCog}
          title="Todavía no hay gestores"
          description="Cuando un gestor se registre aparecerá aquí."
        />
      }
    >
      {({ gestores }) => (
        <div className="space-y-4">
          <GestoresSummary gestores={gestores} />
          <ul className="grid gap-4 md:grid-cols-2">
            {gestores.map((gestor) => (
              <li key={gestor.gestor_id}>
                <GestorWorkloadCard
                  gestor={gestor}
                  reassign={gestor.current_assignments > 0 ? renderReassign(gestor) : null}
                  onAction={(kind) => setAction({ kind, user: asUser(gestor) })}
                />
              </li>
            ))}
          </ul>
          <UserActionDialog action={action} onClose={() => setAction(null)} />
        </div>
      )}
    </QueryList>
  );
}

/** One line of totals: gestores, open cases against the approved active gestores' capacity, pending ones. */
function GestoresSummary({ gestores }: { gestores: readonly GestorWorkload[] }) {
  const assigned = gestores.reduce((total, gestor) => total + gestor.current_assignments, 0);
  const capacity = gestores
    .filter((gestor) => gestor.is_approved && gestor.is_active)
    .reduce((total, gestor) => total + gestor.max_concurrent, 0);
  const pendingApproval = gestores.filter((gestor) => !gestor.is_approved).length;
  return (
    <p className="text-slate-600 text-sm">
      {plural(gestores.length, 'gestor', 'gestores')} · {formatInteger(assigned)} casos abiertos asignados de
      una capacidad de {formatInteger(capacity)}
      {pendingApproval > 0 ? ` · ${formatInteger(pendingApproval)} pendientes de aprobación` : ''}
    </p>
  );
}

function GestorWorkloadCard({
  gestor,
  reassign,
  onAction,
}: {
  gestor: GestorWorkload;
  reassign: ReactNode;
  onAction: (kind: UserAction['kind']) => void;
}) {
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
        <div className="flex flex-wrap gap-1.5">
          {gestor.is_active ? null : <Badge tone="danger">Inactivo</Badge>}
          {gestor.is_approved ? (
            <Badge tone="success">Aprobado</Badge>
          ) : (
            <Badge tone="warning">Pendiente de aprobación</Badge>
          )}
        </div>
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
      <div className="space-y-3 border-slate-100 border-t pt-4">
        <GestorCapacityForm gestor={gestor} />
        <div className="flex flex-wrap gap-2">
          {gestor.is_approved || !gestor.is_active ? null : (
            <Button
              size="sm"
              onClick={() => onAction('approve')}
              leftIcon={<UserCheck className="size-4" aria-hidden="true" />}
              aria-label={`Aprobar a ${gestor.name}`}
            >
              Aprobar
            </Button>
          )}
          {reassign}
          <AccountActiveButton
            name={gestor.name}
            isActive={gestor.is_active}
            onClick={() => onAction('active')}
          />
        </div>
      </div>
    </Card>
  );
}
