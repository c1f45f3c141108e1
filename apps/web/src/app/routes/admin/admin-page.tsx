import { Settings } from 'lucide-react';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { AdminPanel, estadosTabHref } from '../../../features/admin/components/admin-panel.tsx';
import { SolicitudesByStatus } from '../../../features/requests/components/solicitudes-by-status.tsx';
import { SolicitudesStatusChart } from '../../../features/requests/components/solicitudes-status-chart.tsx';
import { useAuth } from '../../../lib/auth.tsx';

/**
 * /admin (admins only; the route guard shows 'Acceso Denegado' to anyone else): the admin panel, with
 * the solicitudes feature's chart and Estados list in its tabs.
 */
export function AdminPage() {
  // RequireRole guarantees an admin here.
  const { user } = useAuth();
  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>Panel de Administración · Trámites MX</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 font-bold text-2xl text-slate-900 sm:text-3xl">
            <Settings className="size-7 text-brand-700" aria-hidden="true" />
            Panel de Administración
          </h1>
          <p className="text-slate-600">Indicadores, estados de las solicitudes, documentos y gestores.</p>
        </div>
        <RoleBadge role={user!.role} className="px-3 py-1 text-sm" />
      </header>
      <AdminPanel
        statusChart={<SolicitudesStatusChart statusHref={estadosTabHref} />}
        renderEstados={(filter) => <SolicitudesByStatus {...filter} />}
      />
    </div>
  );
}
