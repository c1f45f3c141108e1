import {
  isRequestStatus,
  REQUEST_STATUSES,
  type RequestStatus,
  type Solicitud,
  STATUS_LABELS,
  statusEndpointMoves,
} from '@tramites/shared';
import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SEARCH_DEBOUNCE_MS, SearchField } from '../../../components/search-field.tsx';
import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { SolicitudesTable, type SolicitudesTableColumn } from '../../../components/solicitudes-table.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSolicitudes } from '../api/get-solicitudes.ts';
import { SLA_COLUMN, STATUS_COLUMN, TRAMITE_COLUMN } from './solicitud-columns.tsx';
import { NO_GESTOR_LABEL } from './solicitudes-list.tsx';
import { StatusChangeDialog } from './status-change-dialog.tsx';

const PAGE_SIZE = 20;

export interface SolicitudesByStatusProps {
  /** The status filter lives in the URL (?estado=), so the admin dashboard can link to it. */
  status: RequestStatus | undefined;
  onStatusChange: (status: RequestStatus | undefined) => void;
}

/**
 * The admin's 'Estados' tab: solicitudes filtered by status and searched on the server (which folds
 * accents, so 'inscripcion' finds 'Inscripción'), newest first, each with the status-change dialog
 * (an admin may force).
 */
export function SolicitudesByStatus({ status, onStatusChange }: SolicitudesByStatusProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new filter starts again on the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the filters change.
  useEffect(() => setPage(1), [status, debouncedSearch]);

  const solicitudes = useSolicitudes({
    status,
    search: debouncedSearch || undefined,
    sort: 'fecha_desc',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const rows = solicitudes.data?.solicitudes ?? [];
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
              <SelectOptions values={REQUEST_STATUSES} labels={STATUS_LABELS} />
            </Select>
          </div>
          <SearchField
            label="Buscar"
            placeholder="Folio, trámite, cliente o gestor"
            autoComplete="off"
            maxLength={100}
            value={search}
            onValueChange={setSearch}
          />
        </fieldset>
      </Card>

      <QueryList
        query={solicitudes}
        skeleton={
          <ListSkeleton label="Cargando solicitudes" count={5} itemClassName="h-14 w-full rounded-xl" />
        }
        error={{ title: 'Error cargando solicitudes. Intenta de nuevo.' }}
        isEmpty={(data) => data.solicitudes.length === 0}
        empty={
          <EmptyState
            icon={ClipboardList}
            title={
              isFiltered ? 'No hay solicitudes que coincidan con los filtros' : 'Todavía no hay solicitudes'
            }
            description={isFiltered ? 'Prueba con otro estado o búsqueda.' : undefined}
          />
        }
      >
        {(data) => (
          <SolicitudesTable
            solicitudes={data.solicitudes}
            caption="Solicitudes por estado"
            cardsLabel="Solicitudes"
            columns={COLUMNS}
            renderCard={(solicitud) => <SolicitudStatusCard solicitud={solicitud} />}
            minWidthClassName="min-w-[820px]"
            isRefreshing={solicitudes.isPlaceholderData}
          />
        )}
      </QueryList>

      {solicitudes.data ? (
        <Pagination
          page={page}
          pageSize={PAGE_SIZE}
          count={rows.length}
          total={solicitudes.data.total}
          isTotalCapped={solicitudes.data.total_is_capped}
          onPageChange={setPage}
          isFetching={solicitudes.isFetching}
          noun="solicitudes"
        />
      ) : null}
    </div>
  );
}

function StatusAction({ solicitud }: { solicitud: Solicitud }) {
  return (
    <StatusChangeDialog
      solicitudId={solicitud.id}
      currentStatus={solicitud.status}
      allowedStatuses={statusEndpointMoves(solicitud.status, 'admin')}
      canForce
      solicitudLabel={`${solicitud.folio} · ${solicitud.tramite_nombre}`}
      triggerVariant="outline"
      triggerSize="sm"
      className="whitespace-nowrap"
    />
  );
}

const folioLink = (solicitud: Solicitud, className: string) => (
  <Link to={paths.solicitud.href(solicitud.id)} className={className}>
    {solicitud.folio}
  </Link>
);

const COLUMNS: SolicitudesTableColumn[] = [
  {
    key: 'folio',
    header: 'Folio',
    className: 'whitespace-nowrap font-medium',
    cell: (solicitud) => (
      <>
        {folioLink(solicitud, 'text-brand-700 hover:underline')}
        <span className="block font-normal text-slate-500 text-xs">{formatDate(solicitud.created_at)}</span>
      </>
    ),
  },
  TRAMITE_COLUMN,
  {
    key: 'personas',
    header: 'Cliente y gestor',
    cell: (solicitud) => (
      <>
        <span className="block">{solicitud.cliente_nombre}</span>
        <span className="block text-slate-500 text-xs">
          Gestor: {solicitud.gestor_nombre ?? NO_GESTOR_LABEL}
        </span>
      </>
    ),
  },
  STATUS_COLUMN,
  SLA_COLUMN,
  {
    key: 'acciones',
    header: 'Acciones',
    isHeaderHidden: true,
    // Not text-right: the dialog lives inside this cell and would inherit it.
    cell: (solicitud) => (
      <div className="flex justify-end">
        <StatusAction solicitud={solicitud} />
      </div>
    ),
  },
];

function SolicitudStatusCard({ solicitud }: { solicitud: Solicitud }) {
  return (
    <Card className="space-y-3 p-4">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {folioLink(solicitud, 'font-semibold text-brand-700 text-sm hover:underline')}
          <SolicitudStatusBadge status={solicitud.status} />
        </div>
        <p className="font-medium text-slate-900">{solicitud.tramite_nombre}</p>
        <p className="text-slate-600 text-sm">
          {solicitud.cliente_nombre} · Gestor: {solicitud.gestor_nombre ?? NO_GESTOR_LABEL}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SlaIndicator sla={solicitud.sla} status={solicitud.status} />
        <StatusAction solicitud={solicitud} />
      </div>
    </Card>
  );
}
