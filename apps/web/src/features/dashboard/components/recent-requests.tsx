import type { Role } from '@tramites/shared';
import { ClipboardList, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { RequestStatusBadge } from '../../../components/request-status-badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import type { RecentRequest } from '../api/get-recent-requests.ts';

export interface RecentRequestsProps {
  role: Role;
  requests: RecentRequest[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

const EMPTY_BY_ROLE: Record<Role, { title: string; description: string; to: string; action: string }> = {
  admin: {
    title: 'Todavía no hay solicitudes',
    description: 'Cuando los clientes soliciten trámites los verás aquí.',
    to: paths.admin.href(),
    action: 'Ir al Panel Admin',
  },
  gestor: {
    title: 'No tienes solicitudes asignadas',
    description: 'Cuando se te asigne un caso aparecerá aquí.',
    to: paths.gestor.href(),
    action: 'Ir al Panel Gestor',
  },
  cliente: {
    title: 'Aún no has solicitado trámites',
    description: 'Explora el catálogo y solicita tu primer trámite: te cotizamos y un gestor te acompaña.',
    to: paths.categorias.href(),
    action: 'Explorar trámites',
  },
};

export function RecentRequests({ role, requests, isPending, error, onRetry }: RecentRequestsProps) {
  if (isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Cargando solicitudes">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <QueryError
        title="No pudimos cargar las solicitudes"
        error={error}
        onRetry={onRetry}
        fallback="Error cargando solicitudes. Intenta de nuevo."
      />
    );
  }
  if (!requests || requests.length === 0) {
    const empty = EMPTY_BY_ROLE[role];
    return (
      <EmptyState
        icon={ClipboardList}
        title={empty.title}
        description={empty.description}
        action={
          <ButtonLink to={empty.to} variant="primary">
            {empty.action}
          </ButtonLink>
        }
      />
    );
  }
  if (role === 'admin') {
    // A phone gets cards (the six columns do not fit); from md up, the table.
    return (
      <>
        <div className="md:hidden">
          <RequestCards requests={requests} showPeople />
        </div>
        <AdminRequestsTable requests={requests} className="hidden md:block" />
      </>
    );
  }
  return <RequestCards requests={requests.slice(0, 5)} />;
}

function RequestCards({ requests, showPeople = false }: { requests: RecentRequest[]; showPeople?: boolean }) {
  return (
    <ul className="space-y-3">
      {requests.map((request) => (
        <li key={request.id}>
          <Card className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-4">
            <div className="min-w-0 flex-1 basis-56 space-y-1">
              <p className="break-words font-medium text-slate-900">{request.tramite_name}</p>
              <p className="text-slate-500 text-xs">
                {request.folio ? `Folio ${request.folio} · ` : ''}
                {formatDate(request.created_at)}
              </p>
              {showPeople ? (
                <p className="break-words text-slate-600 text-xs">
                  Cliente: {request.cliente_nombre ?? '—'} · Gestor: {request.gestor_nombre ?? 'Sin Asignar'}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <RequestStatusBadge status={request.status} />
              <ButtonLink
                to={paths.solicitud.href(request.id)}
                variant="ghost"
                size="sm"
                aria-label={`Ver solicitud ${request.folio ?? request.tramite_name}`}
              >
                <Eye className="size-4" aria-hidden="true" />
                Ver
              </ButtonLink>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function AdminRequestsTable({ requests, className }: { requests: RecentRequest[]; className?: string }) {
  return (
    <Card className={cn('overflow-x-auto', className)}>
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Últimas 5 solicitudes</caption>
        <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Folio
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Trámite
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Cliente
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Gestor
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Estado
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Fecha
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {requests.map((request) => (
            <tr key={request.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-medium">
                <Link to={paths.solicitud.href(request.id)} className="text-brand-700 hover:underline">
                  {request.folio ?? request.id.slice(0, 8)}
                </Link>
              </td>
              <td className="px-4 py-3">{request.tramite_name}</td>
              <td className="px-4 py-3">{request.cliente_nombre ?? '—'}</td>
              <td className="px-4 py-3">{request.gestor_nombre ?? 'Sin Asignar'}</td>
              <td className="px-4 py-3">
                <RequestStatusBadge status={request.status} />
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-600">{formatDate(request.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
