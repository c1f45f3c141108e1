import { REQUEST_ID_SHORT_LENGTH, type Solicitud } from '@tramites/shared';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { RequestStatusBadge } from '../../../components/request-status-badge.tsx';
import { SlaIndicator } from '../../../components/requests/sla-indicator.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDelayedNavigation } from '../use-delayed-navigation.ts';

export const NO_GESTOR_LABEL = 'Sin Asignar';

export interface SolicitudesTableProps {
  solicitudes: Solicitud[];
  /** The client's own list: the client column says 'Tú'. */
  isClientView: boolean;
  /** A newer page is loading: the current one stays, dimmed (no layout jump). */
  isRefreshing: boolean;
}

const shortId = (solicitud: Solicitud) =>
  solicitud.short_id || solicitud.id.slice(0, REQUEST_ID_SHORT_LENGTH);

/** A table on larger screens and cards on phones, with the same data and the same 'Ver' action. */
export function SolicitudesTable({ solicitudes, isClientView, isRefreshing }: SolicitudesTableProps) {
  const { pendingTo, onLinkClick } = useDelayedNavigation();
  const clientName = (solicitud: Solicitud) => (isClientView ? 'Tú' : solicitud.cliente_nombre);

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

  return (
    <div
      className={cn('transition-opacity', isRefreshing && 'opacity-60')}
      aria-busy={isRefreshing || undefined}
    >
      <Card className="hidden overflow-x-auto xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Solicitudes</caption>
          <thead className="border-slate-200 border-b bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                Folio
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Trámite
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Cliente
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Fecha
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Estado
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Gestor
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Plazo
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                <span className="sr-only">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {solicitudes.map((solicitud) => (
              <tr key={solicitud.id} className="hover:bg-slate-50/80">
                <td className="whitespace-nowrap px-3 py-3">
                  <span className="block font-medium text-slate-900">{solicitud.folio}</span>
                  <span className="font-mono text-slate-500 text-xs">{shortId(solicitud)}</span>
                </td>
                <td className="max-w-64 px-3 py-3">
                  <span className="line-clamp-2 text-slate-900">{solicitud.tramite_nombre}</span>
                  <span className="block truncate text-slate-500 text-xs">{solicitud.categoria_nombre}</span>
                </td>
                <td className="px-3 py-3 text-slate-700">{clientName(solicitud)}</td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                  {formatDate(solicitud.created_at)}
                </td>
                <td className="px-3 py-3">
                  <RequestStatusBadge status={solicitud.status} />
                </td>
                <td
                  className={cn(
                    'px-3 py-3',
                    solicitud.gestor_nombre ? 'text-slate-700' : 'text-slate-600 italic',
                  )}
                >
                  {solicitud.gestor_nombre ?? NO_GESTOR_LABEL}
                </td>
                <td className="px-3 py-3">
                  <SlaIndicator sla={solicitud.sla} status={solicitud.status} wrap />
                </td>
                <td className="px-3 py-3 text-right">{viewLink(solicitud)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
        {solicitudes.map((solicitud) => (
          <li key={solicitud.id}>
            <Card className="flex h-full flex-col gap-3 p-4">
              <div className="space-y-1.5">
                <RequestStatusBadge status={solicitud.status} />
                <p className="font-semibold text-slate-900 leading-snug">{solicitud.tramite_nombre}</p>
                <p className="text-slate-500 text-xs">
                  {solicitud.folio} · <span className="font-mono">{shortId(solicitud)}</span>
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
                  <dd
                    className={cn(
                      'truncate',
                      solicitud.gestor_nombre ? 'text-slate-800' : 'text-slate-600 italic',
                    )}
                  >
                    {solicitud.gestor_nombre ?? NO_GESTOR_LABEL}
                  </dd>
                </div>
                <div>
                  <dt className="text-slate-500 text-xs">Plazo</dt>
                  <dd>
                    <SlaIndicator sla={solicitud.sla} status={solicitud.status} wrap />
                  </dd>
                </div>
              </dl>
              {viewLink(solicitud, 'mt-auto w-full')}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Same shape as the table while the first page loads, so nothing jumps when it arrives. */
export function SolicitudesTableSkeleton() {
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
