import {
  isRequestStatus,
  REQUEST_STATUSES,
  type RequestStatus,
  type Solicitud,
  STATUS_LABELS,
  statusEndpointMoves,
} from '@tramites/shared';
import { ClipboardList, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { RequestStatusBadge } from '../../../components/request-status-badge.tsx';
import { SlaIndicator } from '../../../components/requests/sla-indicator.tsx';
import { StatusChangeDialog } from '../../../components/requests/status-change-dialog.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useAdminRequests } from '../api/get-admin-requests.ts';
import { Pagination } from './pagination.tsx';

const PAGE_SIZE = 20;

export interface AdminEstadosTabProps {
  /** The status filter lives in the URL (?estado=), so the dashboard can link to it. */
  status: RequestStatus | undefined;
  onStatusChange: (status: RequestStatus | undefined) => void;
}

/** Requests filtered by status on the server, each with the status-change dialog (admin may force). */
export function AdminEstadosTab({ status, onStatusChange }: AdminEstadosTabProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 350);
  const [offset, setOffset] = useState(0);
  // A new filter starts again on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the filters change.
  useEffect(() => setOffset(0), [status, debouncedSearch]);

  const requests = useAdminRequests({ status, search: debouncedSearch, limit: PAGE_SIZE, offset });
  const rows = requests.data?.solicitudes ?? [];
  const isFiltered = Boolean(status || debouncedSearch);

  return (
    <div className="space-y-4">
      <Card className="p-4 sm:p-5">
        <fieldset className="grid gap-3 sm:grid-cols-[1fr_2fr]">
          <legend className="sr-only">Filtrar solicitudes</legend>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-estado`}>Estado</Label>
            <Select
              id={`${id}-estado`}
              value={status ?? ''}
              onChange={(event) =>
                onStatusChange(isRequestStatus(event.target.value) ? event.target.value : undefined)
              }
            >
              <option value="">Todos los estados</option>
              {REQUEST_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-buscar`}>Buscar</Label>
            <div className="relative">
              <Search
                className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-slate-400"
                aria-hidden="true"
              />
              <Input
                id={`${id}-buscar`}
                type="search"
                className="pl-9"
                placeholder="Folio, trámite, cliente o gestor"
                autoComplete="off"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
        </fieldset>
      </Card>

      {requests.isPending ? (
        <div className="space-y-2" role="status" aria-label="Cargando solicitudes">
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : requests.isError && !requests.data ? (
        <QueryError
          title="Error cargando solicitudes. Intenta de nuevo."
          error={requests.error}
          onRetry={() => void requests.refetch()}
          isRetrying={requests.isFetching}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={
            isFiltered ? 'No hay solicitudes que coincidan con los filtros' : 'Todavía no hay solicitudes'
          }
          description={isFiltered ? 'Prueba con otro estado o búsqueda.' : undefined}
        />
      ) : (
        <div className={requests.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <RequestsList rows={rows} />
        </div>
      )}

      {requests.data ? (
        <Pagination
          offset={offset}
          limit={PAGE_SIZE}
          total={requests.data.total}
          isCapped={requests.data.total_is_capped}
          onOffsetChange={setOffset}
          isFetching={requests.isFetching}
          noun="solicitudes"
        />
      ) : null}
    </div>
  );
}

function StatusAction({ request }: { request: Solicitud }) {
  return (
    <StatusChangeDialog
      requestId={request.id}
      currentStatus={request.status}
      allowedStatuses={statusEndpointMoves(request.status, 'admin')}
      canForce
      requestLabel={`${request.folio} · ${request.tramite_nombre}`}
      triggerVariant="outline"
      triggerSize="sm"
      className="whitespace-nowrap"
    />
  );
}

function RequestsList({ rows }: { rows: Solicitud[] }) {
  return (
    <>
      <ul className="space-y-3 md:hidden" aria-label="Solicitudes">
        {rows.map((request) => (
          <li key={request.id}>
            <Card className="space-y-3 p-4">
              <div className="space-y-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={paths.solicitud.href(request.id)}
                    className="font-semibold text-brand-700 text-sm hover:underline"
                  >
                    {request.folio}
                  </Link>
                  <RequestStatusBadge status={request.status} />
                </div>
                <p className="font-medium text-slate-900">{request.tramite_nombre}</p>
                <p className="text-slate-600 text-sm">
                  {request.cliente_nombre} · Gestor: {request.gestor_nombre ?? 'Sin Asignar'}
                </p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SlaIndicator sla={request.sla} status={request.status} />
                <StatusAction request={request} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <Card className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[820px] text-left text-sm">
          <caption className="sr-only">Solicitudes por estado</caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Folio
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Trámite
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cliente y gestor
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
            {rows.map((request) => (
              <tr key={request.id} className="align-top hover:bg-slate-50">
                <td className="whitespace-nowrap px-4 py-3 font-medium">
                  <Link to={paths.solicitud.href(request.id)} className="text-brand-700 hover:underline">
                    {request.folio}
                  </Link>
                  <span className="block font-normal text-slate-500 text-xs">
                    {formatDate(request.created_at)}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <span className="block">{request.tramite_nombre}</span>
                  <span className="block text-slate-500 text-xs">{request.categoria_nombre}</span>
                </td>
                <td className="px-4 py-3">
                  <span className="block">{request.cliente_nombre}</span>
                  <span className="block text-slate-500 text-xs">
                    Gestor: {request.gestor_nombre ?? 'Sin Asignar'}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <RequestStatusBadge status={request.status} />
                </td>
                <td className="px-4 py-3">
                  <SlaIndicator sla={request.sla} status={request.status} />
                </td>
                <td className="px-4 py-3">
                  {/* Not text-right: the dialog lives inside this cell and would inherit it. */}
                  <div className="flex justify-end">
                    <StatusAction request={request} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}
