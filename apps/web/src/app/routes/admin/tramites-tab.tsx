import { AdminTramitesTab } from '../../../features/catalog-admin/components/admin-tramites-tab.tsx';
import { useTramiteFormActions } from '../../../features/forms/components/tramite-form-actions.tsx';
import { TramiteFormTools } from '../../../features/forms/components/tramite-form-tools.tsx';

/** The catalogue's trámites tab with the forms feature's pieces: the form tools card and each procedure's form buttons. */
export function TramitesTab() {
  const formActions = useTramiteFormActions();
  return (
    <>
      <AdminTramitesTab formTools={<TramiteFormTools />} renderFormActions={formActions.renderActions} />
      {formActions.dialogs}
    </>
  );
}
