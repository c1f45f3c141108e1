import type { AdminTramite } from '@tramites/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmAction } from '../../../lib/use-confirm-action.ts';
import { useDeleteTramite } from '../api/delete-tramite.ts';

/**
 * What deleting a trámite will do, said before confirming: one nobody requested is deleted; one with
 * requests is archived (it leaves the catalogue; its solicitudes keep pointing at it).
 */
export function deleteConsequence(tramite: Pick<AdminTramite, 'requests_count'>): string {
  return tramite.requests_count > 0
    ? `Tiene ${plural(tramite.requests_count, 'solicitud', 'solicitudes')}, así que no se eliminará: se archivará. Dejará de aparecer en el catálogo y sus solicitudes se conservan; podrás restaurarlo.`
    : 'Nadie lo ha solicitado: se eliminará definitivamente.';
}

/** 'Eliminar' on a trámite: deleted, or archived when it has solicitudes (said before confirming). */
export function TramiteDeleteDialog({
  tramite,
  onClose,
}: {
  tramite: AdminTramite | null;
  onClose: () => void;
}) {
  const remove = useDeleteTramite();
  const willArchive = (tramite?.requests_count ?? 0) > 0;
  const { failure, confirm, close } = useConfirmAction({
    subject: tramite,
    action: async ({ id }) => {
      const result = await remove.mutateAsync(id);
      notifySuccess(result.message);
    },
    onClose,
    errorTitle: 'Error eliminando trámite',
    errorFallback: 'No se pudo eliminar el trámite.',
  });
  return (
    <ConfirmDialog
      open={tramite !== null}
      title={willArchive ? 'Archivar trámite' : 'Eliminar trámite'}
      description={tramite ? `"${tramite.name}" (${tramite.category_name})` : undefined}
      confirmLabel={willArchive ? 'Archivar trámite' : 'Eliminar trámite'}
      confirmVariant="danger"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {tramite ? <p>{deleteConsequence(tramite)}</p> : null}
    </ConfirmDialog>
  );
}
