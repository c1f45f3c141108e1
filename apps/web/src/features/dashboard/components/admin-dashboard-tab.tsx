import { type AdminDashboardStats, STATUS_LABELS } from '@tramites/shared';
import {
  CircleCheck,
  ClipboardList,
  FileClock,
  FolderTree,
  History,
  ReceiptText,
  ScrollText,
  UserCog,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QueryList } from '../../../components/query-list.tsx';
import { SolicitudStatusBadge } from '../../../components/solicitud-status-badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { type StatTile, StatTiles, StatTilesSkeleton } from '../../../components/ui/stat-tiles.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDate, formatInteger } from '../../../lib/format.ts';
import { useAdminDashboardStats } from '../api/get-admin-stats.ts';

/** The audit log's tab. */
const AUDIT_TAB_HREF = '?tab=audit';

/** The eight cards of spec section 2 (admin dashboard tab). */
export function adminStatCards(stats: AdminDashboardStats): StatTile[] {
  const cards: (Omit<StatTile, 'value'> & { value: number })[] = [
    { label: 'Categorías', value: stats.total_categories, icon: FolderTree, tone: 'bg-sky-50 text-sky-700' },
    {
      label: 'Trámites',
      value: stats.total_tramites,
      icon: ScrollText,
      tone: 'bg-violet-50 text-violet-700',
    },
    {
      label: 'Solicitudes',
      value: stats.total_requests,
      icon: ClipboardList,
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      label: 'Documentos pendientes',
      value: stats.pending_documents,
      icon: FileClock,
      tone: 'bg-amber-50 text-amber-700',
    },
    { label: 'Clientes activos', value: stats.active_clients, icon: Users, tone: 'bg-pink-50 text-pink-700' },
    {
      label: 'Gestores',
      value: stats.total_gestores,
      hint:
        stats.gestores_pendientes_aprobacion > 0
          ? `${formatInteger(stats.gestores_pendientes_aprobacion)} por aprobar`
          : 'todos aprobados',
      icon: UserCog,
      tone: 'bg-indigo-50 text-indigo-700',
    },
    {
      label: 'Cotizaciones pendientes',
      value: stats.pending_quotations,
      icon: ReceiptText,
      tone: 'bg-orange-50 text-orange-700',
    },
    {
      label: 'Trámites completados',
      value: stats.completed_tramites,
      icon: CircleCheck,
      tone: 'bg-green-50 text-green-700',
    },
  ];
  // The e2e suite reads each figure by its test id.
  return cards.map((card) => ({
    ...card,
    value: formatInteger(card.value),
    valueTestId: `indicador-${card.label}`,
  }));
}

export interface AdminDashboardTabProps {
  /** 'Solicitudes por estado' (the solicitudes feature's chart), composed by the page. */
  statusChart: ReactNode;
}

export function AdminDashboardTab({ statusChart }: AdminDashboardTabProps) {
  const stats = useAdminDashboardStats();
  return (
    <div className="space-y-8">
      <section aria-labelledby="indicadores-titulo" className="space-y-3">
        <h2 id="indicadores-titulo" className="sr-only">
          Indicadores
        </h2>
        <QueryList
          query={stats}
          skeleton={<StatTilesSkeleton count={8} layout="stacked" />}
          error={{ title: 'No pudimos cargar los indicadores' }}
        >
          {(data) => <StatTiles tiles={adminStatCards(data)} layout="stacked" />}
        </QueryList>
      </section>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {statusChart}
        <RecentActivity stats={stats.data} isPending={stats.isPending} hasError={stats.isError} />
      </div>

      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
            <History className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">Auditoría</h2>
            <p className="text-slate-600 text-sm">
              Quién cambió el catálogo, las cuentas o las solicitudes, cuándo y por qué.
            </p>
          </div>
        </div>
        <ButtonLink to={AUDIT_TAB_HREF} variant="outline" size="sm" className="shrink-0">
          Ver auditoría
        </ButtonLink>
      </Card>
    </div>
  );
}

function RecentActivity({
  stats,
  isPending,
  hasError,
}: {
  stats: AdminDashboardStats | undefined;
  isPending: boolean;
  hasError: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Actividad reciente</CardTitle>
        <CardDescription>Las últimas solicitudes recibidas.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="space-y-3" role="status" aria-label="Cargando actividad reciente">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="h-14 w-full rounded-lg" />
            ))}
          </div>
        ) : !stats ? (
          <p className="text-slate-500 text-sm">
            {hasError ? 'La actividad no está disponible por ahora.' : 'Sin datos.'}
          </p>
        ) : stats.recent_requests.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title="Todavía no hay solicitudes"
            description="Cuando los clientes soliciten trámites los verás aquí."
          />
        ) : (
          <ul className="-my-2 divide-y divide-slate-100">
            {stats.recent_requests.map((solicitud) => (
              <li key={solicitud.id} className="py-3">
                <Link
                  to={paths.solicitud.href(solicitud.id)}
                  className="group block rounded-lg outline-offset-4"
                  aria-label={`${solicitud.tramite_name}, ${solicitud.client_name}, ${STATUS_LABELS[solicitud.status] ?? solicitud.status}, ${formatDate(solicitud.created_at)}`}
                >
                  <span className="flex flex-col-reverse items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
                    <span className="min-w-0">
                      <span className="block font-medium text-slate-900 group-hover:text-brand-700 group-hover:underline">
                        {solicitud.tramite_name}
                      </span>
                      <span className="block text-slate-600 text-sm">{solicitud.client_name}</span>
                      <span className="block text-slate-500 text-xs">
                        {solicitud.folio} · {formatDate(solicitud.created_at)}
                      </span>
                    </span>
                    <SolicitudStatusBadge status={solicitud.status} className="shrink-0" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
