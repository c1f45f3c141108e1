import type { Role, Solicitud } from '@tramites/shared';
import { ClipboardList, Eye } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { describeDelivery } from '../../../components/sla-indicator.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { SolicitudesTable, type SolicitudesTableColumn } from '../../../components/solicitudes-table.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format.ts';

export interface RecentSolicitudesProps {
  role: Role;
  solicitudes: Solicitud[] | undefined;
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
    // "Así funciona" above explains the steps; this only says where the requests will be.
    description: 'Cuando solicites tu primer trámite, aquí verás cómo avanza.',
    to: paths.categorias.href(),
    action: 'Explorar trámites',
  },
};

/** The dashboard's latest solicitudes: an admin's table of every one, or the user's own cards. */
export function RecentSolicitudes({ role, solicitudes, isPending, error, onRetry }: RecentSolicitudesProps) {
  const empty = EMPTY_BY_ROLE[role];
  return (
    <QueryList
      query={{ data: solicitudes ?? [], isPending, isError: Boolean(error), error, refetch: onRetry }}
      // Any error shows, even over solicitudes loaded before.
      isFailed={Boolean(error)}
      skeleton={
        <ListSkeleton
          label="Cargando solicitudes"
          count={3}
          itemClassName="h-20 w-full rounded-xl"
          className="space-y-3"
        />
      }
      error={{
        title: 'No pudimos cargar las solicitudes',
        fallback: 'Error cargando solicitudes. Intenta de nuevo.',
      }}
      isEmpty={(rows) => rows.length === 0}
      empty={
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
      }
    >
      {(rows) => <RecentSolicitudesList role={role} solicitudes={rows} />}
    </QueryList>
  );
}

function RecentSolicitudesList({ role, solicitudes }: { role: Role; solicitudes: Solicitud[] }) {
  if (role === 'admin') {
    // A phone gets cards (the six columns do not fit); from md up, the table.
    return (
      <SolicitudesTable
        solicitudes={solicitudes}
        caption="Últimas 5 solicitudes"
        columns={ADMIN_COLUMNS}
        renderCard={(solicitud) => <SolicitudCard solicitud={solicitud} showPeople />}
        minWidthClassName="min-w-[640px]"
      />
    );
  }
  return (
    <ul className="space-y-3">
      {solicitudes.slice(0, 5).map((solicitud) => (
        <li key={solicitud.id}>
          <SolicitudCard solicitud={solicitud} showDelivery={role === 'cliente'} />
        </li>
      ))}
    </ul>
  );
}

const ADMIN_COLUMNS: SolicitudesTableColumn[] = [
  {
    key: 'folio',
    header: 'Folio',
    className: 'font-medium',
    cell: (solicitud) => (
      <Link to={paths.solicitud.href(solicitud.id)} className="text-brand-700 hover:underline">
        {solicitud.folio}
      </Link>
    ),
  },
  { key: 'tramite', header: 'Trámite', cell: (solicitud) => solicitud.tramite_nombre },
  { key: 'cliente', header: 'Cliente', cell: (solicitud) => solicitud.cliente_nombre },
  { key: 'gestor', header: 'Gestor', cell: (solicitud) => solicitud.gestor_nombre ?? 'Sin Asignar' },
  {
    key: 'estado',
    header: 'Estado',
    cell: (solicitud) => <SolicitudStatusBadge status={solicitud.status} />,
  },
  {
    key: 'fecha',
    header: 'Fecha',
    className: 'whitespace-nowrap text-slate-600',
    cell: (solicitud) => formatDate(solicitud.created_at),
  },
];

function SolicitudCard({
  solicitud,
  showPeople = false,
  showDelivery = false,
}: {
  solicitud: Solicitud;
  showPeople?: boolean;
  /** The client's cards: the expected delivery date, or why it is paused (issue 26). */
  showDelivery?: boolean;
}) {
  return (
    <Card className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 p-4">
      <div className="min-w-0 flex-1 basis-56 space-y-1">
        <p className="break-words font-medium text-slate-900">{solicitud.tramite_nombre}</p>
        <p className="text-slate-500 text-xs">
          Folio {solicitud.folio} · {formatDate(solicitud.created_at)}
        </p>
        {showDelivery ? <DeliveryLine solicitud={solicitud} /> : null}
        {showPeople ? (
          <p className="break-words text-slate-600 text-xs">
            Cliente: {solicitud.cliente_nombre} · Gestor: {solicitud.gestor_nombre ?? 'Sin Asignar'}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-3">
        <SolicitudStatusBadge status={solicitud.status} />
        <ButtonLink
          to={paths.solicitud.href(solicitud.id)}
          variant="ghost"
          size="sm"
          aria-label={`Ver solicitud ${solicitud.folio}`}
        >
          <Eye className="size-4" aria-hidden="true" />
          Ver
        </ButtonLink>
      </div>
    </Card>
  );
}

/** "Fecha estimada de entrega: 11 dic 2026", or "En pausa: esperando tus documentos"; nothing once closed. */
function DeliveryLine({ solicitud }: { solicitud: Solicitud }) {
  const { text, tone } = describeDelivery(solicitud.sla, solicitud.status);
  if (tone === 'none') {
    return null;
  }
  return (
    <p className="text-slate-600 text-xs">
      {tone === 'paused' ? text : `Fecha estimada de entrega: ${text}`}
    </p>
  );
}
