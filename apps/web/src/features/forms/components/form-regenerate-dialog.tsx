import type { AdminTramite } from '@tramites/shared';
import { Sparkles } from 'lucide-react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { plural } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
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
  return (
    <ConfirmActionDialog
      subject={tramite}
      action={async ({ id }) => {
        const result = await regenerate.mutateAsync(id);
        notifySuccess(result.message);
      }}
      onClose={onClose}
      errorTitle="Error regenerando formulario"
      errorFallback="No se pudo regenerar el formulario."
      title="Regenerar formulario"
      description={tramite ? `«${tramite.name}»` : undefined}
      confirmLabel="Regenerar formulario"
      isPending={regenerate.isPending}
    >
      {({ required_documents }) => (
        <p>
          <Sparkles className="mr-1 inline size-4 text-violet-600" aria-hidden="true" />
          Se vuelve a generar su formulario automático: datos de contacto y{' '}
          {plural(required_documents.length, 'campo de archivo', 'campos de archivo')}, uno por documento
          requerido. Un formulario editado a mano no se sobrescribe.
        </p>
      )}
    </ConfirmActionDialog>
  );
}
