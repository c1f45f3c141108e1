import { Settings } from 'lucide-react';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { ClienteSolicitudes } from '../../../features/requests/components/cliente-solicitudes.tsx';
import { ReassignOpenDialog } from '../../../features/requests/components/reassign-open-dialog.tsx';
import { SolicitudesByStatus } from '../../../features/requests/components/solicitudes-by-status.tsx';
import { SolicitudesStatusChart } from '../../../features/requests/components/solicitudes-status-chart.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { AdminPanel, estadosTabHref } from './admin-panel.tsx';

/**
 * /admin (admins only; the route guard shows 'Acceso Denegado' to anyone else): the admin panel, with
 * the solicitudes feature's chart, Estados list, a client's solicitudes and the reassignment of a
 * gestor's open cases in its tabs.
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
          <p className="text-slate-600">Catálogo, solicitudes, documentos, gestores, usuarios y auditoría.</p>
        </div>
        <RoleBadge role={user!.role} className="px-3 py-1 text-sm" />
      </header>
      <AdminPanel
        currentUserId={user!.id}
        statusChart={<SolicitudesStatusChart statusHref={estadosTabHref} />}
        renderEstados={(filter) => <SolicitudesByStatus {...filter} />}
        renderUserSolicitudes={(cliente) => (
          <ClienteSolicitudes clienteId={cliente.id} clienteName={cliente.name} />
        )}
        renderReassign={(gestor) => (
          <ReassignOpenDialog
            gestorId={gestor.gestor_id}
            gestorName={gestor.name}
            openCount={gestor.current_assignments}
          />
        )}
      />
    </div>
  );
}
