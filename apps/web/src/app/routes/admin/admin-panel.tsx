import { type AdminUser, type GestorWorkload, isRequestStatus, type RequestStatus } from '@tramites/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { AdminAuditTab } from '../../../features/audit/components/admin-audit-tab.tsx';
import { useAdminCategories } from '../../../features/catalog-admin/api/get-admin-categories.ts';
import { AdminCategoriesTab } from '../../../features/catalog-admin/components/admin-categories-tab.tsx';
import { AdminDashboardTab } from '../../../features/dashboard/components/admin-dashboard-tab.tsx';
import { AdminRejectionReasonsTab } from '../../../features/document-review/components/admin-rejection-reasons-tab.tsx';
import { AdminDocumentsTab } from '../../../features/documents/components/admin-documents-tab.tsx';
import { AdminFormsTab } from '../../../features/forms/components/admin-forms-tab.tsx';
import { AdminPaymentsTab } from '../../../features/payments-admin/components/admin-payments-tab.tsx';
import { AdminDocumentAccessTab } from '../../../features/privacy-access/components/admin-document-access-tab.tsx';
import { AdminPrivacyTab } from '../../../features/privacy-arco/components/admin-privacy-tab.tsx';
import { AdminQualityTab } from '../../../features/quality/components/admin-quality-tab.tsx';
import { AdminQuickRepliesTab } from '../../../features/quick-replies/components/admin-quick-replies-tab.tsx';
import { usePendingGestoresCount } from '../../../features/users/api/get-admin-users.ts';
import { useGestoresWorkload } from '../../../features/users/api/get-gestores-workload.ts';
import { AdminGestoresTab } from '../../../features/users/components/admin-gestores-tab.tsx';
import { AdminUsersTab } from '../../../features/users/components/admin-users-tab.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { TramitesTab } from './tramites-tab.tsx';

/** The tabs of the panel (spec section 2), each addressable by ?tab=. */
export const ADMIN_TABS = [
  'dashboard',
  'categories',
  'tramites',
  'estados',
  'forms',
  'documents',
  'motivos',
  'payments',
  'gestores',
  'users',
  'accesos',
  'audit',
  'privacidad',
  'respuestas',
  'calidad',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_LABELS: Record<AdminTab, string> = {
  dashboard: 'Panel',
  categories: 'Categorías',
  tramites: 'Trámites',
  estados: 'Estados',
  forms: 'Formularios',
  documents: 'Documentos',
  motivos: 'Motivos de rechazo',
  payments: 'Pagos',
  gestores: 'Gestores',
  users: 'Usuarios',
  accesos: 'Accesos',
  audit: 'Auditoría',
  privacidad: 'Privacidad',
  respuestas: 'Respuestas rápidas',
  calidad: 'Calidad',
};

const TAB_ID = 'panel-admin';

/** Unknown or missing ?tab= shows the dashboard. */
export const parseAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : 'dashboard';

/** Where the dashboard's chart sends a status: the Estados tab filtered by it. */
export const estadosTabHref = (status: RequestStatus) => `?tab=estados&estado=${status}`;

export interface AdminPanelProps {
  /** The signed-in admin (their own account cannot be demoted or deactivated). */
  currentUserId: string;
  /** The dashboard tab's 'Solicitudes por estado' chart (solicitudes feature), composed by the page. */
  statusChart: ReactNode;
  /** The Estados tab: solicitudes filtered by `status` (solicitudes feature), composed by the page. */
  renderEstados: (filter: {
    status: RequestStatus | undefined;
    onStatusChange: (status: RequestStatus | undefined) => void;
  }) => ReactNode;
  /** A client's solicitudes in the users tab (solicitudes feature). */
  renderUserSolicitudes: (user: AdminUser) => ReactNode;
  /** 'Reasignar casos abiertos' on a gestor's card (solicitudes feature). */
  renderReassign: (gestor: GestorWorkload) => ReactNode;
}

/** The admin panel; the tab (and the Estados filter) live in the URL: ?tab=estados&estado=en_proceso. */
export function AdminPanel({
  currentUserId,
  statusChart,
  renderEstados,
  renderUserSolicitudes,
  renderReassign,
}: AdminPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get('tab'));
  const estadoParam = searchParams.get('estado');
  const estado = estadoParam && isRequestStatus(estadoParam) ? estadoParam : undefined;
  const pendingGestores = usePendingGestoresCount();

  const setTab = (next: AdminTab) =>
    setSearchParams(next === 'dashboard' ? {} : { tab: next }, { replace: false });

  const setEstado = (next: RequestStatus | undefined) =>
    setSearchParams(next ? { tab: 'estados', estado: next } : { tab: 'estados' }, { replace: true });

  const badges: Partial<Record<AdminTab, ReactNode>> = {
    users: pendingGestores.data ? (
      <>
        <span aria-hidden="true">{formatInteger(pendingGestores.data)}</span>
        <span className="sr-only">
          {pendingGestores.data === 1 ? '1 gestor pendiente' : `${pendingGestores.data} gestores pendientes`}
        </span>
      </>
    ) : undefined,
  };

  return (
    <div className="space-y-6">
      <TabList
        idBase={TAB_ID}
        label="Secciones del panel de administración"
        value={tab}
        onValueChange={setTab}
        items={ADMIN_TABS.map((value) => ({ value, label: TAB_LABELS[value], badge: badges[value] }))}
      />
      <TabPanel idBase={TAB_ID} value={tab}>
        {tab === 'dashboard' ? <AdminDashboardTab statusChart={statusChart} /> : null}
        {tab === 'categories' ? <AdminCategoriesTab /> : null}
        {tab === 'tramites' ? <TramitesTab /> : null}
        {tab === 'estados' ? renderEstados({ status: estado, onStatusChange: setEstado }) : null}
        {tab === 'forms' ? <AdminFormsTab /> : null}
        {tab === 'documents' ? <AdminDocumentsTab /> : null}
        {tab === 'motivos' ? <AdminRejectionReasonsTab /> : null}
        {tab === 'payments' ? <PaymentsTab /> : null}
        {tab === 'gestores' ? <AdminGestoresTab renderReassign={renderReassign} /> : null}
        {tab === 'users' ? (
          <AdminUsersTab currentUserId={currentUserId} renderUserSolicitudes={renderUserSolicitudes} />
        ) : null}
        {tab === 'accesos' ? <AdminDocumentAccessTab /> : null}
        {tab === 'audit' ? <AuditTab /> : null}
        {tab === 'privacidad' ? <AdminPrivacyTab /> : null}
        {tab === 'respuestas' ? <AdminQuickRepliesTab /> : null}
        {tab === 'calidad' ? <AdminQualityTab /> : null}
      </TabPanel>
    </div>
  );
}

/** The audit log, naming categories by the catalogue's list. */
function AuditTab() {
  const categories = useAdminCategories();
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.name]));
  return <AdminAuditTab categoryNames={categoryNames} />;
}

/** The payments tab, its gestor filter fed by the users feature's list of gestores. */
function PaymentsTab() {
  const workload = useGestoresWorkload();
  const gestores = (workload.data?.gestores ?? []).map((gestor) => ({
    id: gestor.gestor_id,
    name: gestor.name,
  }));
  return <AdminPaymentsTab gestores={gestores} />;
}
