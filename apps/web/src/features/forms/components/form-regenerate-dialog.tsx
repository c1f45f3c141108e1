import type { AdminTramite } from '@tramites/shared';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { plural } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!tramite) {
      return;
    }
    setFailure(null);
    try {
      const result = await regenerate.mutateAsync(tramite.id);
      notifySuccess(result.message);
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudo regenerar el formulario.'));
      notifyError('Error regenerando formulario', error);
    }
  };
  const documents = tramite?.required_documents.length ?? 0;
  return (
    <ConfirmDialog
      open={tramite !== null}
      title="Regenerar formulario"
      description={tramite ? `«${tramite.name}»` : undefined}
      confirmLabel="Regenerar formulario"
      isPending={regenerate.isPending}
      onConfirm={() => void confirm()}
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
