import { StatusChangeSchema } from '@tramites/shared';
import { Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useChangeSolicitudStatus } from '../api/change-solicitud-status.ts';

/** The reason as PUT /api/tramites/{id}/status checks it. */
const CancelFormSchema = z.object({ reason: StatusChangeSchema.in.shape.reason });

/** The client cancels their own solicitud (allowed before payment); asks for confirmation first. */
export function CancelSolicitudButton({ solicitudId, folio }: { solicitudId: string; folio: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setIsOpen(true)}
        leftIcon={<Ban className="size-4" aria-hidden="true" />}
      >
        Cancelar solicitud
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="¿Cancelar la solicitud?"
        description={`${folio}: esta acción no se puede deshacer.`}
      >
        <CancelForm solicitudId={solicitudId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function CancelForm({ solicitudId, onDone }: { solicitudId: string; onDone: () => void }) {
  const fieldId = useId();
  const changeStatus = useChangeSolicitudStatus();
  const { form, onSubmit, submitError } = useServerForm({
    schema: CancelFormSchema,
    defaultValues: { reason: '' },
    errorTitle: 'No se pudo cancelar la solicitud',
    onSubmit: async ({ reason }) => {
      await changeStatus.mutateAsync({
        solicitudId,
        newStatus: 'cancelado',
        reason: reason?.trim() || 'Cancelada por el cliente',
      });
      notifySuccess('Solicitud cancelada');
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const reasonError = errors.reason?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={fieldId} label="Motivo (opcional)" error={reasonError}>
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={1000}
          invalid={Boolean(reasonError)}
          aria-describedby={describedBy(fieldId, { error: Boolean(reasonError) })}
          {...register('reason')}
        />
      </Field>
      <FormFooter
        submitLabel="Sí, cancelar solicitud"
        submitVariant="danger"
        isPending={changeStatus.isPending}
        onCancel={onDone}
        cancelLabel="Volver"
      />
    </form>
  );
}
