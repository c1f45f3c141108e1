import { NAVIGATION_DELAY_MS } from '@tramites/shared';
import { ClipboardList, FlaskConical, Search } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { useDashboardStats } from '../../../features/dashboard/api/get-dashboard-stats.ts';
import {
  type DashboardShortcut,
  staffPanelShortcuts,
} from '../../../features/dashboard/components/dashboard-shortcuts.ts';
import { dashboardStatTiles } from '../../../features/dashboard/components/dashboard-stat-tiles.ts';
import { DashboardStatTiles } from '../../../features/dashboard/components/dashboard-stat-tiles-view.tsx';
import { ShortcutCard } from '../../../features/dashboard/components/shortcut-card.tsx';
import { SystemStatus } from '../../../features/dashboard/components/system-status.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notifyInfo } from '../../../lib/notify.ts';
import { useDemoMode } from '../../../lib/public-config.ts';

export function ImprovedDashboardPage() {
  const { user } = useAuth();
  const { id: userId, role, name } = user!;
  const { isDemoMode } = useDemoMode();
  const stats = useDashboardStats(userId);
  const navigate = useNavigate();
  const isClient = role === 'cliente';

  const actions: DashboardShortcut[] = [
    {
      to: paths.solicitudes.href(),
      title: isClient ? 'Mis Solicitudes' : 'Solicitudes',
      description: isClient
        ? 'El estado de tus trámites.'
        : role === 'admin'
          ? 'Todas las solicitudes, con búsqueda y filtros.'
          : 'Las solicitudes a tu cargo.',
      icon: ClipboardList,
      tone: 'bg-sky-50 text-sky-700',
    },
    {
      to: paths.categorias.href(),
      title: 'Explorar Trámites',
      // Only clients request procedures; staff consult the catalogue.
      description: isClient
        ? 'Solicita un trámite del catálogo.'
        : 'Consulta el catálogo de trámites y precios.',
      icon: Search,
      tone: 'bg-brand-50 text-brand-700',
    },
  ];
  actions.push(
    ...staffPanelShortcuts(role, {
      admin: 'Administra el catálogo y los casos.',
      gestor: 'Revisa documentos pendientes.',
    }),
  );
  if (isDemoMode) {
    actions.push({
      to: paths.apiTest.href(),
      title: 'Testing Tools',
      description: 'Pruebas de conexión y cuentas demo.',
      icon: FlaskConical,
      tone: 'bg-slate-100 text-slate-700',
    });
  }

  // Spec section 2: an info toast, then the navigation after 0.5 s.
  const navigateWithNotice = (action: DashboardShortcut) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    notifyInfo(`Abriendo ${action.title}…`);
    window.setTimeout(() => navigate(action.to), NAVIGATION_DELAY_MS);
  };

  return (
    <div className="container-page space-y-8 py-8 sm:py-10">
      <title>Panel · Trámites MX</title>
      <header className="rounded-[var(--radius-card)] bg-gradient-to-br from-brand-800 to-brand-700 p-6 text-white sm:p-8">
        {/* No gendered word (issue 26): "Bienvenido" would guess. */}
        <p className="text-brand-100">Te damos la bienvenida,</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="font-bold text-2xl sm:text-3xl">{name}</h1>
          <RoleBadge role={role} className="px-3 py-1 text-sm" />
        </div>
      </header>

      <section aria-labelledby="estadisticas-titulo" className="space-y-4">
        <h2 id="estadisticas-titulo" className="font-semibold text-lg text-slate-900">
          {isClient
            ? 'Tus estadísticas'
            : role === 'admin'
              ? 'Estadísticas de todos los casos'
              : 'Estadísticas de tus casos'}
        </h2>
        <DashboardStatTiles
          tiles={dashboardStatTiles(stats.data, role)}
          isPending={stats.isPending}
          error={stats.error}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      </section>

      <section aria-labelledby="acciones-titulo" className="space-y-4">
        <h2 id="acciones-titulo" className="font-semibold text-lg text-slate-900">
          Acciones
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {actions.map((action) => (
            <li key={action.title}>
              <ShortcutCard {...action} onClick={navigateWithNotice(action)} />
            </li>
          ))}
        </ul>
      </section>

      <SystemStatus />
    </div>
  );
}
