import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, RecordPaymentSchema } from '@tramites/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { formatMXN } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useRecordPayment } from '../api/record-payment.ts';

const { method: PaymentMethodSchema } = RecordPaymentSchema.shape;

/**
 * The API's schema, with the method select's empty start ('Selecciona un método…') in its input: the
 * API's own rule refuses it, with its message.
 */
const PaymentFormSchema = RecordPaymentSchema.extend({
  method: z.literal('').or(PaymentMethodSchema).pipe(PaymentMethodSchema),
});

export interface PaymentFormProps {
  solicitudId: string;
  /** What is due now (the whole quotation, its anticipo or the balance): the payment must match it. */
  dueAmount: number;
  onRecorded?: () => void;
  onCancel?: () => void;
}

/** POST /api/payments: staff record a payment received by SPEI, OXXO or card at the office. */
export function PaymentForm({ solicitudId, dueAmount, onRecorded, onCancel }: PaymentFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const recordPayment = useRecordPayment();
  const { form, onSubmit, submitError } = useServerForm({
    schema: PaymentFormSchema,
    defaultValues: {
      tramite_request_id: solicitudId,
      method: '',
      amount: dueAmount.toFixed(2),
      reference: '',
    },
    errorTitle: 'No se pudo registrar el pago',
    serverFields: ['amount', 'reference', 'method'],
    onSubmit: async (values) => {
      const payment = await recordPayment.mutateAsync(values);
      notifySuccess(`Pago de ${formatMXN(payment.amount)} registrado`);
      onRecorded?.();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={id('method')} label="Método de pago" required error={errors.method?.message}>
        <Select
          {...fieldControl(id('method'), { error: errors.method })}
          aria-required="true"
          {...register('method')}
        >
          <option value="">Selecciona un método…</option>
          <SelectOptions values={PAYMENT_METHODS} labels={PAYMENT_METHOD_LABELS} />
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id('amount')}
          label="Monto (MXN)"
          required
          hint="Debe ser igual a lo pendiente de pago."
          error={errors.amount?.message}
        >
          <Input
            {...fieldControl(id('amount'), { hint: true, error: errors.amount })}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            aria-required="true"
            {...register('amount')}
          />
        </Field>
        <Field
          id={id('reference')}
          label="Referencia"
          required
          hint="Clave de rastreo SPEI, folio OXXO o voucher."
          error={errors.reference?.message}
        >
          <Input
            {...fieldControl(id('reference'), { hint: true, error: errors.reference })}
            maxLength={120}
            autoComplete="off"
            aria-required="true"
            {...register('reference')}
          />
        </Field>
      </div>
      <FormFooter submitLabel="Registrar pago" isPending={recordPayment.isPending} onCancel={onCancel} />
    </form>
  );
}
