import { isRequestStatus, type RequestStatus } from '@tramites/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabList, TabPanel } from '../../../components/ui/tabs.tsx';
import { AdminDashboardTab } from './admin-dashboard-tab.tsx';
import { AdminDocumentsTab } from './admin-documents-tab.tsx';
import { AdminGestoresTab } from './admin-gestores-tab.tsx';

/** The tabs that work today; catalogue, forms and users are not built yet, so they are not shown at all. */
export const ADMIN_TABS = ['dashboard', 'estados', 'documents', 'gestores'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const TAB_LABELS: Record<AdminTab, string> = {
  dashboard: 'Panel',
  estados: 'Estados',
  documents: 'Documentos',
  gestores: 'Gestores',
};

const TAB_ID = 'panel-admin';

/** Unknown or missing ?tab= shows the dashboard. */
export const parseAdminTab = (value: string | null): AdminTab =>
  ADMIN_TABS.includes(value as AdminTab) ? (value as AdminTab) : 'dashboard';

/** Where the dashboard's chart sends a status: the Estados tab filtered by it. */
export const estadosTabHref = (status: RequestStatus) => `?tab=estados&estado=${status}`;

export interface AdminPanelProps {
  /** The dashboard tab's 'Solicitudes por estado' chart (solicitudes feature), composed by the page. */
  statusChart: ReactNode;
  /** The Estados tab: solicitudes filtered by `status` (solicitudes feature), composed by the page. */
  renderEstados: (filter: {
    status: RequestStatus | undefined;
    onStatusChange: (status: RequestStatus | undefined) => void;
  }) => ReactNode;
}

/** The admin panel; the tab (and the Estados filter) live in the URL: ?tab=estados&estado=en_proceso. */
export function AdminPanel({ statusChart, renderEstados }: AdminPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get('tab'));
  const estadoParam = searchParams.get('estado');
  const estado = estadoParam && isRequestStatus(estadoParam) ? estadoParam : undefined;

  const setTab = (next: AdminTab) =>
    setSearchParams(next === 'dashboard' ? {} : { tab: next }, { replace: false });

  const setEstado = (next: RequestStatus | undefined) =>
    setSearchParams(next ? { tab: 'estados', estado: next } : { tab: 'estados' }, { replace: true });

  return (
    <div className="space-y-6">
      <TabList
        idBase={TAB_ID}
        label="Secciones del panel de administración"
        value={tab}
        onValueChange={setTab}
        items={ADMIN_TABS.map((value) => ({ value, label: TAB_LABELS[value] }))}
      />
      <TabPanel idBase={TAB_ID} value={tab}>
        {tab === 'dashboard' ? <AdminDashboardTab statusChart={statusChart} /> : null}
        {tab === 'estados' ? renderEstados({ status: estado, onStatusChange: setEstado }) : null}
        {tab === 'documents' ? <AdminDocumentsTab /> : null}
        {tab === 'gestores' ? <AdminGestoresTab /> : null}
      </TabPanel>
    </div>
  );
}
