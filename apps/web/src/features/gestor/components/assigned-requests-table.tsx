import type { Role, Solicitud } from '@tramites/shared';
import { ClipboardList, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { RequestStatusBadge } from '../../../components/request-status-badge.tsx';
import { SlaIndicator } from '../../../components/requests/sla-indicator.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';

export interface AssignedRequestsTableProps {
  userRole: Role;
  requests: Solicitud[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  hasMore: boolean;
  onLoadMore: () => void;
  isLoadingMore: boolean;
}

/** 'Todos los trámites': the gestor's cases (an admin's: all), with status and SLA. */
export function AssignedRequestsTable({
  userRole,
  requests,
  isPending,
  error,
  onRetry,
  hasMore,
  onLoadMore,
  isLoadingMore,
}: AssignedRequestsTableProps) {
  if (isPending) {
    return (
      <div className="space-y-2" role="status" aria-label="Cargando trámites">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (error && !requests) {
    return (
      <QueryError
        title="No pudimos cargar los trámites"
        error={error}
        onRetry={onRetry}
        fallback="Error cargando solicitudes. Intenta de nuevo."
      />
    );
  }
  if (!requests || requests.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={userRole === 'admin' ? 'Todavía no hay solicitudes' : 'No tienes trámites asignados'}
        description={
          userRole === 'admin'
            ? 'Cuando los clientes soliciten trámites los verás aquí.'
            : 'Cuando se te asigne un caso aparecerá aquí.'
        }
      />
    );
  }
  return (
    <div className="space-y-4">
      {/* A phone gets cards; wider screens the table. */}
      <ul
        className="space-y-3 md:hidden"
        aria-label={userRole === 'admin' ? 'Todas las solicitudes' : 'Trámites asignados a ti'}
      >
        {requests.map((request) => (
          <li key={request.id}>
            <Card className="space-y-2 p-4">
              <div className="space-y-1">
                <RequestStatusBadge status={request.status} />
                <p className="font-medium text-slate-900">{request.tramite_nombre}</p>
                <p className="text-slate-600 text-sm">{request.cliente_nombre}</p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SlaIndicator sla={request.sla} status={request.status} />
                <ButtonLink
                  to={paths.solicitud.href(request.id)}
                  variant="outline"
                  size="sm"
                  aria-label={`Ver solicitud ${request.folio}`}
                >
                  <Eye className="size-4" aria-hidden="true" />
                  {request.folio}
                </ButtonLink>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px] text-left text-sm">
          <caption className="sr-only">
            {userRole === 'admin' ? 'Todas las solicitudes' : 'Trámites asignados a ti'}
          </caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Folio
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cliente
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Trámite
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Estado
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Plazo
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {requests.map((request) => (
              <tr key={request.id} className="hover:bg-slate-50">
                <td className="whitespace-nowrap px-4 py-3 font-medium">
                  <Link to={paths.solicitud.href(request.id)} className="text-brand-700 hover:underline">
                    {request.folio}
                  </Link>
                </td>
                <td className="px-4 py-3">{request.cliente_nombre}</td>
                <td className="px-4 py-3">
                  <span className="block">{request.tramite_nombre}</span>
                  <span className="block text-slate-500 text-xs">{request.categoria_nombre}</span>
                </td>
                <td className="px-4 py-3">
                  <RequestStatusBadge status={request.status} />
                </td>
                <td className="px-4 py-3">
                  <SlaIndicator sla={request.sla} status={request.status} />
                </td>
                <td className="px-4 py-3 text-right">
                  <ButtonLink
                    to={paths.solicitud.href(request.id)}
                    variant="ghost"
                    size="sm"
                    aria-label={`Ver solicitud ${request.folio}`}
                  >
                    <Eye className="size-4" aria-hidden="true" />
                    Ver
                  </ButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {hasMore ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={onLoadMore} isLoading={isLoadingMore}>
            Cargar más trámites
          </Button>
        </div>
      ) : null}
    </div>
  );
}
