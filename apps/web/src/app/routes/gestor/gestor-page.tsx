import { ArrowLeft, UserCheck } from 'lucide-react';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { GestorPanel } from '../../../features/gestor/components/gestor-panel.tsx';
import { AssignedSolicitudes } from '../../../features/requests/components/assigned-solicitudes.tsx';
import { useAuth } from '../../../lib/auth.tsx';

/** /gestor and /gestor-avanzado: the 'Panel Gestor Avanzado' for gestores and admins (guarded). */
export function GestorPage() {
  const { user } = useAuth();
  // RequireRole guarantees a gestor or admin here.
  const { id, role } = user!;
  // DESIGN 9.5: a self-registered gestor sees no cases until an admin approves the account.
  const isPendingApproval = role === 'gestor' && user?.is_approved === false;

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>Panel Gestor Avanzado · Trámites MX</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 font-bold text-2xl text-slate-900 sm:text-3xl">
            <UserCheck className="size-7 text-brand-700" aria-hidden="true" />
            Panel Gestor Avanzado
          </h1>
          <p className="text-slate-600">
            Revisa documentos, aprueba o rechaza y da seguimiento a tus trámites.
          </p>
        </div>
        <RoleBadge role={role} className="px-3 py-1 text-sm" />
      </header>

      {isPendingApproval ? (
        <Alert tone="warning" title="Tu cuenta de gestor está pendiente de aprobación">
          <p>
            Un administrador debe aprobar tu cuenta antes de que puedas recibir casos y revisar documentos.
            Mientras tanto no verás trámites en este panel.
          </p>
          <ButtonLink to={paths.dashboard.href()} variant="outline" size="sm" className="mt-3">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Volver a mi panel
          </ButtonLink>
        </Alert>
      ) : (
        <GestorPanel userId={id} userRole={role} allSolicitudes={<AssignedSolicitudes role={role} />} />
      )}
    </div>
  );
}
