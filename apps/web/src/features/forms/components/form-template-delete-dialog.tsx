import type { FormTemplate } from '@tramites/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { plural } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useConfirmAction } from '../../../lib/use-confirm-action.ts';
import { useDeleteFormTemplate } from '../api/delete-form-template.ts';
import { usePublishFormTemplate } from '../api/publish-form-template.ts';
import { shortFormId } from '../form-builder.ts';

/** Said before confirming: a template requests were filled with is kept (409), so unpublish it instead. */
function deleteConsequence(template: Pick<FormTemplate, 'requests_count'>): string {
  if (template.requests_count === 0) {
    return 'Nadie lo ha usado en una solicitud: se eliminará definitivamente.';
  }
  return `Lo usaron ${plural(template.requests_count, 'solicitud', 'solicitudes')}, que conservan sus respuestas: no se podrá eliminar. Despublícalo para que no se use en solicitudes nuevas.`;
}

/** 'Eliminar formulario'; when requests used it (409), it offers to unpublish it instead. */
export function FormTemplateDeleteDialog({
  template,
  onClose,
}: {
  template: FormTemplate | null;
  onClose: () => void;
}) {
  const remove = useDeleteFormTemplate();
  const publish = usePublishFormTemplate();
  const { failure, failureCause, confirm, close } = useConfirmAction({
    subject: template,
    action: async ({ id, name }) => {
      const result = await remove.mutateAsync(id);
      notifySuccess(result?.message ?? `Formulario «${name}» eliminado`);
    },
    onClose,
    errorTitle: 'Error eliminando formulario',
    errorFallback: 'No se pudo eliminar el formulario.',
  });
  const isConflict = isApiError(failureCause) && failureCause.status === 409;

  const unpublish = async () => {
    if (!template) {
      return;
    }
    try {
      await publish.mutateAsync({ id: template.id, publish: false });
      notifySuccess(`Formulario «${template.name}» despublicado`);
      close();
    } catch (error) {
      notifyError('Error despublicando formulario', error);
    }
  };

  return (
    <ConfirmDialog
      open={template !== null}
      title="Eliminar formulario"
      description={template ? `«${template.name}» (ID ${shortFormId(template.id)})` : undefined}
      confirmLabel="Eliminar formulario"
      confirmVariant="danger"
      isPending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {failure ? (
        <Alert tone="error" title="No se eliminó">
          <p>{failure}</p>
          {isConflict && template?.is_published ? (
            <div className="mt-3 space-y-2">
              <p>
                Despublícalo: las solicitudes nuevas dejarán de usarlo y las anteriores conservan sus
                respuestas.
              </p>
              <Button
                size="sm"
                variant="outline"
                isLoading={publish.isPending}
                onClick={() => void unpublish()}
              >
                Despublicar formulario
              </Button>
            </div>
          ) : null}
        </Alert>
      ) : null}
      {template ? <p>{deleteConsequence(template)}</p> : null}
    </ConfirmDialog>
  );
}
