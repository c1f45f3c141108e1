import { REQUEST_ID_SHORT_LENGTH, type Solicitud } from '@tramites/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { SlaIndicator } from '../../../components/sla-indicator.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { SolicitudesTable, type SolicitudesTableColumn } from '../../../components/solicitudes-table.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDelayedNavigation } from '../use-delayed-navigation.ts';
import { STATUS_COLUMN } from './solicitud-columns.tsx';

export const NO_GESTOR_LABEL = 'Sin Asignar';
/** What a client reads instead (issue 26): a gestor is on the way. */
export const NO_GESTOR_CLIENT_LABEL = 'Asignando a tu gestor';

export interface SolicitudesListProps {
  solicitudes: Solicitud[];
  /** The client's own list: the client column says 'Tú'. */
  isClientView: boolean;
  /** A newer page is loading: the current one stays, dimmed (no layout jump). */
  isRefreshing: boolean;
}

/** The internal id beside the folio is for staff; the folio is the client's reference (issue 26). */
const shortId = (solicitud: Solicitud) =>
  solicitud.short_id || solicitud.id.slice(0, REQUEST_ID_SHORT_LENGTH);

/** The /solicitudes results: a table on large screens and cards below, with the same 'Ver' action. */
export function SolicitudesList({ solicitudes, isClientView, isRefreshing }: SolicitudesListProps) {
  const { pendingTo, onLinkClick } = useDelayedNavigation();
  const clientName = (solicitud: Solicitud) => (isClientView ? 'Tú' : solicitud.cliente_nombre);
  const gestorName = (solicitud: Solicitud) =>
    solicitud.gestor_nombre ?? (isClientView ? NO_GESTOR_CLIENT_LABEL : NO_GESTOR_LABEL);
  const deliveryLabel = isClientView ? 'Entrega estimada' : 'Plazo';
  const gestorTone = (solicitud: Solicitud) =>
    solicitud.gestor_nombre ? 'text-slate-700' : 'text-slate-600 italic';

  const viewLink = (solicitud: Solicitud, className?: string) => {
    const to = paths.solicitud.href(solicitud.id);
    const isOpening = pendingTo === to;
    return (
      <Link
        to={to}
        onClick={(event) => onLinkClick(event, to)}
        className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), className)}
        aria-label={`Ver solicitud ${solicitud.folio}`}
        aria-busy={isOpening || undefined}
      >
        {isOpening ? <Spinner size="sm" label={null} /> : <Eye className="size-4" aria-hidden="true" />}
        {isOpening ? 'Abriendo…' : 'Ver'}
      </Link>
    );
  };

  const columns: SolicitudesTableColumn[] = [
    {
      key: 'folio',
      header: 'Folio',
      className: 'whitespace-nowrap',
      cell: (solicitud) => (
        <>
          <span className="flex items-center gap-1.5 font-medium text-slate-900">
            {solicitud.folio}
            <UnreadBadge count={solicitud.unread_count} />
          </span>
          {isClientView ? null : (
            <span className="font-mono text-slate-500 text-xs">{shortId(solicitud)}</span>
          )}
        </>
      ),
    },
    {
      key: 'tramite',
      header: 'Trámite',
      className: 'max-w-64',
      cell: (solicitud) => (
        <>
          <span className="line-clamp-2 text-slate-900">{solicitud.tramite_nombre}</span>
          <span className="block truncate text-slate-500 text-xs">{solicitud.categoria_nombre}</span>
        </>
      ),
    },
    { key: 'cliente', header: 'Cliente', className: 'text-slate-700', cell: clientName },
    {
      key: 'fecha',
      header: 'Fecha',
      className: 'whitespace-nowrap text-slate-600',
      cell: (solicitud) => formatDate(solicitud.created_at),
    },
    STATUS_COLUMN,
    {
      key: 'gestor',
      header: 'Gestor',
      cell: (solicitud) => <span className={gestorTone(solicitud)}>{gestorName(solicitud)}</span>,
    },
    {
      key: 'plazo',
      header: deliveryLabel,
      cell: (solicitud) => (
        <SlaIndicator sla={solicitud.sla} status={solicitud.status} forClient={isClientView} wrap />
      ),
    },
    {
      key: 'acciones',
      header: 'Acciones',
      isHeaderHidden: true,
      className: 'text-right',
      cell: (solicitud) => viewLink(solicitud),
    },
  ];

  return (
    <SolicitudesTable
      solicitudes={solicitudes}
      caption="Solicitudes"
      columns={columns}
      tableFrom="xl"
      cardsClassName="grid gap-3 md:grid-cols-2"
      isRefreshing={isRefreshing}
      renderCard={(solicitud) => (
        <Card className="flex h-full flex-col gap-3 p-4">
          <div className="space-y-1.5">
            <div className="flex items-center justify-between gap-2">
              <SolicitudStatusBadge status={solicitud.status} />
              <UnreadBadge count={solicitud.unread_count} />
            </div>
            <p className="font-semibold text-slate-900 leading-snug">{solicitud.tramite_nombre}</p>
            <p className="text-slate-500 text-xs">
              {solicitud.folio}
              {isClientView ? null : (
                <>
                  {' '}
                  · <span className="font-mono">{shortId(solicitud)}</span>
                </>
              )}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            <div>
              <dt className="text-slate-500 text-xs">Cliente</dt>
              <dd className="truncate text-slate-800">{clientName(solicitud)}</dd>
            </div>
            <div>
              <dt className="text-slate-500 text-xs">Fecha</dt>
              <dd className="text-slate-800">{formatDate(solicitud.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-500 text-xs">Gestor</dt>
              <dd className={cn('truncate', gestorTone(solicitud))}>{gestorName(solicitud)}</dd>
            </div>
            <div>
              <dt className="text-slate-500 text-xs">{deliveryLabel}</dt>
              <dd>
                <SlaIndicator sla={solicitud.sla} status={solicitud.status} forClient={isClientView} wrap />
              </dd>
            </div>
          </dl>
          {viewLink(solicitud, 'mt-auto w-full')}
        </Card>
      )}
    />
  );
}

/** Same shape as the list while the first page loads, so nothing jumps when it arrives. */
export function SolicitudesListSkeleton() {
  return (
    <div role="status" aria-label="Cargando solicitudes">
      <Card className="hidden overflow-hidden xl:block">
        <div className="h-10 border-slate-200 border-b bg-slate-50" />
        {['a', 'b', 'c', 'd', 'e', 'f'].map((row) => (
          <div
            key={row}
            className="flex items-center gap-4 border-slate-100 border-b px-4 py-3.5 last:border-0"
          >
            <Skeleton className="h-9 w-32" />
            <Skeleton className="h-9 flex-1" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-28 rounded-full" />
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-9 w-16" />
          </div>
        ))}
      </Card>
      <div className="grid gap-3 md:grid-cols-2 xl:hidden">
        {['a', 'b', 'c'].map((row) => (
          <Skeleton key={row} className="h-52 w-full rounded-[var(--radius-card)]" />
        ))}
      </div>
    </div>
  );
}
