import type { AdminTramite } from '@tramites/shared';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
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
  return (
    <ConfirmActionDialog
      subject={tramite}
      action={async ({ id }) => {
        const result = await remove.mutateAsync(id);
        notifySuccess(result.message);
      }}
      onClose={onClose}
      errorTitle="Error eliminando trámite"
      errorFallback="No se pudo eliminar el trámite."
      title={willArchive ? 'Archivar trámite' : 'Eliminar trámite'}
      description={tramite ? `"${tramite.name}" (${tramite.category_name})` : undefined}
      confirmLabel={willArchive ? 'Archivar trámite' : 'Eliminar trámite'}
      confirmVariant="danger"
      isPending={remove.isPending}
    >
      {(subject) => <p>{deleteConsequence(subject)}</p>}
    </ConfirmActionDialog>
  );
}
