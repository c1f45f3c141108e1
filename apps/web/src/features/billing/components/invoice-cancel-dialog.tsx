import {
  CANCELLATION_MOTIVE_LABELS,
  CANCELLATION_MOTIVES,
  type CancelInvoiceInput,
  CancelInvoiceSchema,
} from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCancelInvoice } from '../api/invoices.ts';

/** Staff cancel a factura with one of the SAT's motives; 01 (replaced by another) asks for its folio fiscal. */
export function InvoiceCancelDialog({
  invoiceId,
  open,
  onClose,
}: {
  invoiceId: string;
  open: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const cancel = useCancelInvoice();
  const { form, onSubmit, submitError } = useServerForm({
    schema: CancelInvoiceSchema,
    defaultValues: { motive: '02', substitution: '' } as CancelInvoiceInput,
    serverFields: ['motive', 'substitution'],
    errorTitle: 'No se pudo cancelar la factura',
    onSubmit: async (values) => {
      const invoice = await cancel.mutateAsync({ invoiceId, ...values });
      notifySuccess(
        invoice.status === 'cancelada'
          ? 'Factura cancelada'
          : 'Cancelación solicitada: el SAT espera al receptor',
      );
      onClose();
    },
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const motiveId = `${id}-motive`;
  const substitutionId = `${id}-substitution`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Cancelar factura"
      description="La cancelación se envía al SAT con el motivo que elijas."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submitError ? <Alert tone="error">{submitError}</Alert> : null}
        <Field id={motiveId} label="Motivo de cancelación (SAT)" required error={errors.motive?.message}>
          <Select {...fieldControl(motiveId, { error: errors.motive })} {...register('motive')}>
            {CANCELLATION_MOTIVES.map((motive) => (
              <option key={motive} value={motive}>
                {motive} · {CANCELLATION_MOTIVE_LABELS[motive]}
              </option>
            ))}
          </Select>
        </Field>
        {watch('motive') === '01' ? (
          <Field
            id={substitutionId}
            label="Folio fiscal (UUID) de la factura que la sustituye"
            required
            error={errors.substitution?.message}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              {...fieldControl(substitutionId, { error: errors.substitution })}
              {...register('substitution')}
            />
          </Field>
        ) : null}
        <FormFooter
          submitLabel="Cancelar factura"
          submitVariant="danger"
          isPending={isSubmitting}
          onCancel={onClose}
          cancelLabel="Volver"
        />
      </form>
    </Dialog>
  );
}
