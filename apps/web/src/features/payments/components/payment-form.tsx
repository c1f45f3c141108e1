import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, RecordPaymentSchema } from '@tramites/shared';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useRecordPayment } from '../api/record-payment.ts';

interface PaymentFormValues {
  tramite_request_id: string;
  method: (typeof PAYMENT_METHODS)[number] | '';
  amount: string;
  reference: string;
}
type PaymentFormOutput = z.output<typeof RecordPaymentSchema>;

// The API's schema validates the form; the method select starts empty, which the schema refuses.
const paymentResolver = zodResolver(RecordPaymentSchema) as unknown as Resolver<
  PaymentFormValues,
  unknown,
  PaymentFormOutput
>;

export interface PaymentFormProps {
  solicitudId: string;
  /** The current quotation's amount: the payment must match it. */
  quotationAmount: number;
  onRecorded?: () => void;
  onCancel?: () => void;
}

/** POST /api/payments: staff record a payment received by SPEI, OXXO or card at the office. */
export function PaymentForm({ solicitudId, quotationAmount, onRecorded, onCancel }: PaymentFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const recordPayment = useRecordPayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: paymentResolver,
    defaultValues: {
      tramite_request_id: solicitudId,
      method: '',
      amount: quotationAmount.toFixed(2),
      reference: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const payment = await recordPayment.mutateAsync(values);
      notifySuccess(`Pago de ${formatMXN(payment.amount)} registrado`);
      onRecorded?.();
    } catch (error) {
      setServerFieldErrors(error, ['amount', 'reference', 'method'], setError);
      setSubmitError(errorMessage(error, 'No se pudo registrar el pago.'));
      notifyError('No se pudo registrar el pago', error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={id('method')} label="Método de pago" required error={errors.method?.message}>
        <Select
          id={id('method')}
          aria-required="true"
          invalid={Boolean(errors.method)}
          aria-describedby={describedBy(id('method'), { error: Boolean(errors.method) })}
          {...register('method')}
        >
          <option value="">Selecciona un método…</option>
          {PAYMENT_METHODS.map((method) => (
            <option key={method} value={method}>
              {PAYMENT_METHOD_LABELS[method]}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id={id('amount')}
          label="Monto (MXN)"
          required
          hint="Debe ser igual al de la cotización."
          error={errors.amount?.message}
        >
          <Input
            id={id('amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            aria-required="true"
            invalid={Boolean(errors.amount)}
            aria-describedby={describedBy(id('amount'), { hint: true, error: Boolean(errors.amount) })}
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
            id={id('reference')}
            maxLength={120}
            autoComplete="off"
            aria-required="true"
            invalid={Boolean(errors.reference)}
            aria-describedby={describedBy(id('reference'), { hint: true, error: Boolean(errors.reference) })}
            {...register('reference')}
          />
        </Field>
      </div>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={recordPayment.isPending}>
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" isLoading={recordPayment.isPending}>
          Registrar pago
        </Button>
      </div>
    </form>
  );
}
