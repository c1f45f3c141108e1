import {
  CreateRefundSchema,
  formatMXN,
  type Payment,
  refundableAmountOf,
  toCentavos,
} from '@tramites/shared';
import { Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useCreateRefund } from '../api/create-refund.ts';

/** Providers whose refund goes back through their API; any other payment's refund is recorded by hand. */
const PROVIDER_REFUNDS = new Set(['stripe']);

export interface RefundDialogProps {
  payment: Payment;
  /**
   * The payment's solicitud, as the request panel knows it (the same as `payment.tramite_request_id`):
   * every solicitud query refreshes after a refund, its page included.
   */
  requestId: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  onRefunded?: () => void;
}

/**
 * "Reembolsar" for an admin: the button, and the dialog that asks the amount (what is left, prefilled)
 * and the reason, then asks once more before sending. Nothing shows when nothing is left to refund.
 */
export function RefundDialog({
  payment,
  triggerVariant = 'outline',
  triggerSize = 'sm',
  onRefunded,
}: RefundDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const left = refundableAmountOf(payment);
  if (left <= 0) {
    return null;
  }
  return (
    <>
      <Button
        variant={triggerVariant}
        size={triggerSize}
        leftIcon={<Undo2 className="size-4" aria-hidden="true" />}
        onClick={() => setIsOpen(true)}
        aria-label={`Reembolsar pago de ${formatMXN(payment.amount)}`}
      >
        Reembolsar
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="Reembolsar pago"
        // The dialog sits in the ledger's right-aligned action cell: its text must not inherit that.
        className="text-left"
        description={`Pago de ${formatMXN(payment.amount)} MXN · queda por reembolsar ${formatMXN(left)} MXN`}
      >
        {isOpen ? (
          <RefundForm
            payment={payment}
            left={left}
            onDone={() => {
              setIsOpen(false);
              onRefunded?.();
            }}
            onCancel={() => setIsOpen(false)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function RefundForm({
  payment,
  left,
  onDone,
  onCancel,
}: {
  payment: Payment;
  left: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const createRefund = useCreateRefund();
  // The form's values wait here for the second "Sí" (a refund cannot be undone).
  const [pending, setPending] = useState<z.output<typeof CreateRefundSchema> | null>(null);
  const throughProvider = PROVIDER_REFUNDS.has(payment.provider);
  const schema = CreateRefundSchema.refine((values) => toCentavos(values.amount) <= toCentavos(left), {
    path: ['amount'],
    message: `No puede superar lo que queda por reembolsar (${formatMXN(left)} MXN)`,
  });
  const { form, onSubmit, submitError } = useServerForm({
    schema,
    defaultValues: { amount: left.toFixed(2), reason: '' },
    errorTitle: 'No se pudo reembolsar el pago',
    serverFields: ['amount', 'reason'],
    onSubmit: async (values) => {
      if (!pending) {
        setPending(values);
        return;
      }
      const refund = await createRefund.mutateAsync({ paymentId: payment.id, ...values });
      notifySuccess(
        refund.status === 'pendiente'
          ? `Reembolso de ${formatMXN(refund.amount)} en proceso`
          : `Reembolso de ${formatMXN(refund.amount)} registrado`,
      );
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <p className="text-slate-600 text-sm">
        {throughProvider
          ? 'El dinero vuelve al cliente a través de Stripe, al mismo medio con el que pagó.'
          : 'Registra aquí una devolución que ya hiciste por transferencia o en efectivo: la plataforma no mueve el dinero.'}{' '}
        Un reembolso no reabre el saldo de la solicitud.
      </p>
      {pending ? (
        <Alert tone="warning" title={`¿Reembolsar ${formatMXN(pending.amount)} MXN?`}>
          Motivo: {pending.reason}. Esta acción no se puede deshacer.
        </Alert>
      ) : (
        <>
          <Field
            id={id('amount')}
            label="Monto a reembolsar (MXN)"
            required
            hint={`Máximo ${formatMXN(left)} MXN.`}
            error={errors.amount?.message}
          >
            <Input
              {...fieldControl(id('amount'), { hint: true, error: errors.amount })}
              type="number"
              inputMode="decimal"
              min={0.01}
              max={left}
              step={0.01}
              aria-required="true"
              {...register('amount')}
            />
          </Field>
          <Field id={id('reason')} label="Motivo" required error={errors.reason?.message}>
            <Textarea
              {...fieldControl(id('reason'), { error: errors.reason })}
              rows={3}
              maxLength={500}
              aria-required="true"
              {...register('reason')}
            />
          </Field>
        </>
      )}
      <FormFooter
        submitLabel={pending ? 'Sí, reembolsar' : 'Continuar'}
        submitVariant={pending ? 'danger' : 'primary'}
        isPending={createRefund.isPending}
        onCancel={pending ? () => setPending(null) : onCancel}
        cancelLabel={pending ? 'Volver' : 'Cancelar'}
      />
    </form>
  );
}
