import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../components/query-error.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSolicitudes } from '../api/get-solicitudes.ts';
import { NO_GESTOR_LABEL } from './solicitudes-list.tsx';

const PAGE_SIZE = 10;

export interface ClienteSolicitudesProps {
  clienteId: string;
  /** The client's name, for the list's accessible name. */
  clienteName: string;
}

/** One client's solicitudes, newest first, each linked to its panel (the admin's users tab). */
export function ClienteSolicitudes({ clienteId, clienteName }: ClienteSolicitudesProps) {
  const [page, setPage] = useState(1);
  const solicitudes = useSolicitudes({
    cliente_id: clienteId,
    sort: 'fecha_desc',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  if (solicitudes.isPending) {
    return (
      <div className="space-y-2" role="status" aria-label={`Cargando solicitudes de ${clienteName}`}>
        <Skeleton className="h-12 w-full rounded-lg" />
        <Skeleton className="h-12 w-full rounded-lg" />
      </div>
    );
  }
  if (solicitudes.isError && !solicitudes.data) {
    return (
      <QueryError
        title="Error cargando solicitudes"
        error={solicitudes.error}
        onRetry={() => void solicitudes.refetch()}
        isRetrying={solicitudes.isFetching}
      />
    );
  }
  const rows = solicitudes.data.solicitudes;
  if (rows.length === 0) {
    return <EmptyState icon={ClipboardList} title={`${clienteName} no tiene solicitudes`} />;
  }
  return (
    <div className="space-y-3">
      <ul
        aria-label={`Solicitudes de ${clienteName}`}
        className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
      >
        {rows.map((solicitud) => (
          <li key={solicitud.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5">
            <div className="min-w-0">
              <Link
                to={paths.solicitud.href(solicitud.id)}
                className="font-medium text-brand-700 text-sm underline-offset-2 hover:underline"
              >
                {solicitud.folio} · {solicitud.tramite_nombre}
              </Link>
              <p className="text-slate-500 text-xs">
                {formatDate(solicitud.created_at)}
                {' · Gestor: '}
                {solicitud.gestor_nombre ?? NO_GESTOR_LABEL}
              </p>
            </div>
            <SolicitudStatusBadge status={solicitud.status} />
          </li>
        ))}
      </ul>
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
    </div>
  );
}
