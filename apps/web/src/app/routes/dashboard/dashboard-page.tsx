import { ADMIN_RECENT_REQUESTS } from '@tramites/shared';
import { ClipboardList, Inbox, Search } from 'lucide-react';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { UnreadBadge } from '../../../components/unread-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { CATEGORIAS_SEARCH_ID } from '../../../features/catalog/components/catalog-search-box.tsx';
import { useDashboardStats } from '../../../features/dashboard/api/get-dashboard-stats.ts';
import { ChatList } from '../../../features/dashboard/components/chat-list.tsx';
import { DashboardGreeting, isNewUser } from '../../../features/dashboard/components/dashboard-greeting.tsx';
import {
  CHATS_SECTION_ID,
  type DashboardShortcut,
  staffPanelShortcuts,
  supportShortcut,
} from '../../../features/dashboard/components/dashboard-shortcuts.ts';
import { dashboardStatTiles } from '../../../features/dashboard/components/dashboard-stat-tiles.ts';
import { DashboardStatTiles } from '../../../features/dashboard/components/dashboard-stat-tiles-view.tsx';
import { FirstSteps } from '../../../features/dashboard/components/first-steps.tsx';
import { RecentSolicitudes } from '../../../features/dashboard/components/recent-solicitudes.tsx';
import { ShortcutCard } from '../../../features/dashboard/components/shortcut-card.tsx';
import { useSolicitudes } from '../../../features/requests/api/get-solicitudes.ts';
import { RequiredActions } from '../../../features/requests/components/required-actions.tsx';
import { useAuth } from '../../../lib/auth.tsx';

export function DashboardPage() {
  const { user } = useAuth();
  // RequireAuth guarantees a user here.
  const { id: userId, role, name } = user!;
  const stats = useDashboardStats(userId);
  // The latest solicitudes the user may see (a client's own, a gestor's assigned, every one for an admin).
  const recent = useSolicitudes({ sort: 'fecha_desc', limit: ADMIN_RECENT_REQUESTS, offset: 0 });
  const solicitudes = recent.data?.solicitudes;

  const shortcuts: DashboardShortcut[] = [
    {
      to: paths.solicitudes.href(),
      title: role === 'cliente' ? 'Mis Solicitudes' : 'Solicitudes',
      description:
        role === 'cliente' ? 'Consulta el estado de tus trámites.' : 'Busca y filtra las solicitudes.',
      icon: ClipboardList,
      tone: 'bg-sky-50 text-sky-700',
    },
  ];
  shortcuts.push(
    ...staffPanelShortcuts(role, {
      admin: 'Catálogo, estados, gestores, usuarios y auditoría.',
      gestor: 'Mi bandeja: todo lo que espera de ti, lo más urgente primero.',
    }),
  );
  if (role === 'cliente') {
    shortcuts.push({
      to: paths.categorias.href(),
      title: 'Explorar Trámites',
      description: 'Solicita un nuevo trámite del catálogo.',
      icon: Search,
      tone: 'bg-brand-50 text-brand-700',
    });
  }
  shortcuts.push(supportShortcut(role, solicitudes?.[0]?.id));

  const isPendingApproval = role === 'gestor' && user?.is_approved === false;
  // Staff are never "new" by their lists (a gestor may have no case yet); a client is until they ask.
  const hasRequests = role === 'cliente' ? (recent.data ? recent.data.total > 0 : undefined) : true;
  const isNew = isNewUser(user?.created_at, hasRequests);

  return (
    <div className="container-page space-y-8 py-8 sm:py-10">
      <title>Mi panel · Trámites MX</title>
      <header className="flex flex-wrap items-center justify-between gap-4">
        <DashboardGreeting name={name} isNew={isNew} />
        <RoleBadge role={role} className="px-3 py-1 text-sm" />
      </header>

      {user?.temp ? (
        <Alert tone="warning" title="No pudimos cargar tu perfil">
          Estás conectado, pero no pudimos comunicarnos con el servidor para obtener tus datos. Algunas
          secciones pueden no estar disponibles.
        </Alert>
      ) : null}

      {isPendingApproval ? (
        <Alert tone="warning" title="Tu cuenta de gestor está pendiente de aprobación">
          Un administrador debe aprobar tu cuenta antes de que puedas recibir y revisar casos. Te avisaremos
          cuando esté lista.
        </Alert>
      ) : null}

      {role === 'cliente' && hasRequests === false ? (
        <section aria-labelledby="primeros-pasos-titulo">
          {/* Lands on the catalogue's search box, focused (as 'Buscar Mi Trámite' does). */}
          <FirstSteps searchHref={`${paths.categorias.href()}#${CATEGORIAS_SEARCH_ID}`} />
        </section>
      ) : null}

      {role === 'cliente' ? <RequiredActions /> : null}

      <section aria-labelledby="accesos-titulo">
        <h2 id="accesos-titulo" className="sr-only">
          Accesos rápidos
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.title}>
              <ShortcutCard {...shortcut} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resumen-titulo" className="space-y-4">
        <h2 id="resumen-titulo" className="font-semibold text-lg text-slate-900">
          Resumen
        </h2>
        <DashboardStatTiles
          tiles={dashboardStatTiles(stats.data, role)}
          isPending={stats.isPending}
          error={stats.error}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      </section>

      {/* minmax(0, …) columns: long names and the admin table stay inside the screen on a phone. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="recientes-titulo" className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="recientes-titulo" className="font-semibold text-lg text-slate-900">
              {role === 'admin' ? 'Últimas solicitudes' : 'Solicitudes recientes'}
            </h2>
            {/* Issue 27: the newest cases are an overview; what each waits for, and in what order, is the Bandeja's. */}
            {role === 'cliente' ? null : (
              <ButtonLink to={paths.gestor.href()} variant="outline" size="sm">
                <Inbox className="size-4" aria-hidden="true" />
                Ver lo que espera en Mi bandeja
              </ButtonLink>
            )}
          </div>
          <RecentSolicitudes
            role={role}
            solicitudes={solicitudes}
            isPending={recent.isPending}
            error={recent.error}
            onRetry={() => void recent.refetch()}
          />
        </section>
        <section id={CHATS_SECTION_ID} aria-labelledby="chats-titulo" className="scroll-mt-20 space-y-4">
          <div className="flex items-center gap-2">
            <h2 id="chats-titulo" className="font-semibold text-lg text-slate-900">
              Conversaciones
            </h2>
            <UnreadBadge count={stats.data?.unread_messages} />
          </div>
          {solicitudes ? (
            <ChatList solicitudes={solicitudes} role={role} />
          ) : (
            <p className="text-slate-500 text-sm">
              {recent.isPending
                ? 'Cargando conversaciones…'
                : 'Las conversaciones no están disponibles por ahora.'}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
