import { ArrowLeft, Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RoleBadge } from '../../../components/role-badge.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { RequestReviewPane } from '../../../features/document-review/components/request-review-pane.tsx';
import { GestorPanel } from '../../../features/gestor/components/gestor-panel.tsx';
import { useAssignableGestores } from '../../../features/requests/api/get-assignable-gestores.ts';
import { AssignedSolicitudes } from '../../../features/requests/components/assigned-solicitudes.tsx';
import { WorkQueueView } from '../../../features/work-queue/components/work-queue-view.tsx';
import { useAuth } from '../../../lib/auth.tsx';

const VIEWS = ['bandeja', 'documentos'] as const;
type View = (typeof VIEWS)[number];
const VIEW_TAB_ID = 'mi-bandeja';

/**
 * /gestor and /gestor-avanzado (issue 27): "Mi bandeja", the gestor's one work queue, and the spec's
 * 'Panel Gestor Avanzado' (metric cards, pending documents grouped by request, batch review) as its
 * "Documentos" view. The view is in the URL (?vista=documentos; the panel's own ?tab= opens it too).
 */
export function GestorPage() {
  const { user } = useAuth();
  // RequireRole guarantees a gestor or admin here.
  const { id, role } = user!;
  const isAdmin = role === 'admin';
  // DESIGN 9.5: a self-registered gestor sees no cases until an admin approves the account.
  const isPendingApproval = role === 'gestor' && user?.is_approved === false;
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View =
    searchParams.get('vista') === 'documentos' || searchParams.has('tab') ? 'documentos' : 'bandeja';
  const setView = (next: View) =>
    setSearchParams(
      // Each view keeps its own parameters out of the other's URL.
      () => (next === 'documentos' ? new URLSearchParams({ vista: 'documentos' }) : new URLSearchParams()),
      { replace: true },
    );

  return (
    <div className="container-page space-y-6 py-8 sm:py-10">
      <title>Mi bandeja · Trámites MX</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 font-bold text-2xl text-slate-900 sm:text-3xl">
            <Inbox className="size-7 text-brand-700" aria-hidden="true" />
            Mi bandeja
          </h1>
          <p className="text-slate-600">
            {isAdmin
              ? 'Lo que espera cada solicitud abierta, de todos los gestores, lo más urgente primero.'
              : 'Todo lo que espera de ti, lo más urgente primero, con sus documentos a un lado.'}
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
        <div className="space-y-5">
          <TabList
            idBase={VIEW_TAB_ID}
            label="Vistas de la bandeja"
            value={view}
            onValueChange={setView}
            items={[
              { value: 'bandeja', label: 'Bandeja' },
              { value: 'documentos', label: 'Documentos' },
            ]}
          />
          {view === 'bandeja' ? (
            <TabPanel idBase={VIEW_TAB_ID} value="bandeja">
              {isAdmin ? <AdminWorkQueue /> : <WorkQueue isAdmin={false} />}
            </TabPanel>
          ) : (
            <TabPanel idBase={VIEW_TAB_ID} value="documentos">
              <GestorPanel userId={id} userRole={role} allSolicitudes={<AssignedSolicitudes role={role} />} />
            </TabPanel>
          )}
        </div>
      )}
    </div>
  );
}

function WorkQueue({ isAdmin, gestores }: { isAdmin: boolean; gestores?: { id: string; name: string }[] }) {
  return (
    <WorkQueueView
      isAdmin={isAdmin}
      gestores={gestores}
      solicitudHref={(requestId) => paths.solicitud.href(requestId)}
      renderReviewPane={(requestId) => <RequestReviewPane requestId={requestId} />}
    />
  );
}

/** An admin's queue, with the gestores to pick one's queue from (only admins may list them). */
function AdminWorkQueue() {
  const gestores = useAssignableGestores();
  return <WorkQueue isAdmin gestores={gestores.data} />;
}
