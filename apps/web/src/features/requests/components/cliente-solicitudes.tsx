import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
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

  return (
    <QueryList
      query={solicitudes}
      skeleton={
        <ListSkeleton
          label={`Cargando solicitudes de ${clienteName}`}
          count={2}
          itemClassName="h-12 w-full rounded-lg"
        />
      }
      error={{ title: 'Error cargando solicitudes' }}
      isEmpty={(data) => data.solicitudes.length === 0}
      empty={<EmptyState icon={ClipboardList} title={`${clienteName} no tiene solicitudes`} />}
    >
      {(data) => (
        <div className="space-y-3">
          <ul
            aria-label={`Solicitudes de ${clienteName}`}
            className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          >
            {data.solicitudes.map((solicitud) => (
              <li
                key={solicitud.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2.5"
              >
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
            count={data.solicitudes.length}
            total={data.total}
            isTotalCapped={data.total_is_capped}
            onPageChange={setPage}
            isFetching={solicitudes.isFetching}
            noun="solicitudes"
          />
        </div>
      )}
    </QueryList>
  );
}
