import type { AdminTramite } from '@tramites/shared';
import { Sparkles } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmAction } from '../../../lib/use-confirm-action.ts';
import { useRegenerateForm } from '../api/regenerate-form.ts';

/** 'Regenerar formulario': the procedure's generated form made again from its required documents. */
export function FormRegenerateDialog({
  tramite,
  onClose,
}: {
  tramite: AdminTramite | null;
  onClose: () => void;
}) {
  const regenerate = useRegenerateForm();
  const { failure, confirm, close } = useConfirmAction({
    subject: tramite,
    action: async ({ id }) => {
      const result = await regenerate.mutateAsync(id);
      notifySuccess(result.message);
    },
    onClose,
    errorTitle: 'Error regenerando formulario',
    errorFallback: 'No se pudo regenerar el formulario.',
  });
  const documents = tramite?.required_documents.length ?? 0;
  return (
    <ConfirmDialog
      open={tramite !== null}
      title="Regenerar formulario"
      description={tramite ? `«${tramite.name}»` : undefined}
      confirmLabel="Regenerar formulario"
      isPending={regenerate.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p>
        <Sparkles className="mr-1 inline size-4 text-violet-600" aria-hidden="true" />
        Se vuelve a generar su formulario automático: datos de contacto y{' '}
        {plural(documents, 'campo de archivo', 'campos de archivo')}, uno por documento requerido. Un
        formulario editado a mano no se sobrescribe.
      </p>
    </ConfirmDialog>
  );
}
