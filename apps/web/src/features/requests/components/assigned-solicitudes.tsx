import type { Role, Solicitud } from '@tramites/shared';
import { ClipboardList, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { LoadMoreButton } from '../../../components/load-more-button.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { SolicitudesTable, type SolicitudesTableColumn } from '../../../components/solicitudes-table.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useSolicitudesPages } from '../api/get-solicitudes.ts';
import { SLA_COLUMN, STATUS_COLUMN, TRAMITE_COLUMN } from './solicitud-columns.tsx';

/** 50 at a time, newest first ('Cargar más trámites' for the next ones). */
const ASSIGNED_SOLICITUDES_PAGE_SIZE = 50;

const COLUMNS: SolicitudesTableColumn[] = [
  {
    key: 'folio',
    header: 'Folio',
    className: 'whitespace-nowrap font-medium',
    cell: (solicitud) => (
      <span className="flex items-center gap-1.5">
        <Link to={paths.solicitud.href(solicitud.id)} className="text-brand-700 hover:underline">
          {solicitud.folio}
        </Link>
        <UnreadBadge count={solicitud.unread_count} />
      </span>
    ),
  },
  { key: 'cliente', header: 'Cliente', cell: (solicitud) => solicitud.cliente_nombre },
  TRAMITE_COLUMN,
  STATUS_COLUMN,
  SLA_COLUMN,
  {
    key: 'acciones',
    header: 'Acciones',
    isHeaderHidden: true,
    className: 'text-right',
    cell: (solicitud) => (
      <ButtonLink
        to={paths.solicitud.href(solicitud.id)}
        variant="ghost"
        size="sm"
        aria-label={`Ver solicitud ${solicitud.folio}`}
      >
        <Eye className="size-4" aria-hidden="true" />
        Ver
      </ButtonLink>
    ),
  },
];

function AssignedSolicitudCard({ solicitud }: { solicitud: Solicitud }) {
  return (
    <Card className="space-y-2 p-4">
      <div className="space-y-1">
        <div className="flex items-center justify-between gap-2">
          <SolicitudStatusBadge status={solicitud.status} />
          <UnreadBadge count={solicitud.unread_count} />
        </div>
        <p className="font-medium text-slate-900">{solicitud.tramite_nombre}</p>
        <p className="text-slate-600 text-sm">{solicitud.cliente_nombre}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SlaIndicator sla={solicitud.sla} status={solicitud.status} />
        <ButtonLink
          to={paths.solicitud.href(solicitud.id)}
          variant="outline"
          size="sm"
          aria-label={`Ver solicitud ${solicitud.folio}`}
        >
          <Eye className="size-4" aria-hidden="true" />
          {solicitud.folio}
        </ButtonLink>
      </div>
    </Card>
  );
}

/**
 * The gestor panel's 'Todos los trámites': the solicitudes a gestor has assigned (an admin: every
 * one), with status and SLA. GET /api/solicitudes/enriched already scopes the list to the user.
 */
export function AssignedSolicitudes({ role }: { role: Role }) {
  const solicitudes = useSolicitudesPages({ sort: 'fecha_desc', limit: ASSIGNED_SOLICITUDES_PAGE_SIZE });
  const rows = solicitudes.data?.pages.flatMap((page) => page.solicitudes) ?? [];
  const caption = role === 'admin' ? 'Todas las solicitudes' : 'Trámites asignados a ti';

  return (
    <QueryList
      query={solicitudes}
      skeleton={<ListSkeleton label="Cargando trámites" count={4} itemClassName="h-14 w-full rounded-xl" />}
      error={{
        title: 'No pudimos cargar los trámites',
        fallback: 'Error cargando solicitudes. Intenta de nuevo.',
      }}
      isEmpty={() => rows.length === 0}
      empty={
        <EmptyState
          icon={ClipboardList}
          title={role === 'admin' ? 'Todavía no hay solicitudes' : 'No tienes trámites asignados'}
          description={
            role === 'admin'
              ? 'Cuando los clientes soliciten trámites los verás aquí.'
              : 'Cuando se te asigne un caso aparecerá aquí.'
          }
        />
      }
    >
      {() => (
        <div className="space-y-4">
          <SolicitudesTable
            solicitudes={rows}
            caption={caption}
            columns={COLUMNS}
            renderCard={(solicitud) => <AssignedSolicitudCard solicitud={solicitud} />}
            minWidthClassName="min-w-[760px]"
          />
          <LoadMoreButton query={solicitudes} label="Cargar más trámites" />
        </div>
      )}
    </QueryList>
  );
}
