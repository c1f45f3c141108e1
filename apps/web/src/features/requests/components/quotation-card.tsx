import { PAYMENT_METHOD_LABELS, type Payment, type Quotation } from '@tramites/shared';
import { CreditCard, Receipt, ThumbsDown, ThumbsUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMXN } from '../../../lib/format.ts';
import { useAcceptQuotation } from '../api/accept-quotation.ts';
import type { RequestPermissions } from '../api/get-solicitud-complete.ts';
import { usePayRequest } from '../api/pay-request.ts';
import { useRejectQuotation } from '../api/reject-quotation.ts';

const QUOTATION_STATUS: Record<Quotation['status'], { label: string; tone: BadgeTone }> = {
  pendiente: { label: 'Pendiente de respuesta', tone: 'warning' },
  aceptada: { label: 'Aceptada', tone: 'success' },
  rechazada: { label: 'Rechazada', tone: 'danger' },
  vencida: { label: 'Vencida', tone: 'neutral' },
  reemplazada: { label: 'Reemplazada', tone: 'neutral' },
};

const ITEM_TYPES: Record<string, string> = {
  derechos: 'Derechos',
  honorarios: 'Honorarios',
  iva: 'IVA',
  otro: 'Otro',
};

export const PAY_SIMULATED_LABEL = 'Pagar (simulado — modo demo)';

export interface QuotationCardProps {
  requestId: string;
  quotation: Quotation | null;
  payments: Payment[];
  permissions: RequestPermissions;
  isClient: boolean;
}

/** The current quotation (amount, items, validity, status), the client's answers and the payments made. */
export function QuotationCard({ requestId, quotation, payments, permissions, isClient }: QuotationCardProps) {
  const accept = useAcceptQuotation();
  const pay = usePayRequest();
  const [isRejecting, setIsRejecting] = useState(false);

  if (!quotation) {
    return (
      <p className="text-slate-600 text-sm">
        {isClient
          ? 'Tu gestor está preparando la cotización. Te avisaremos por el chat en cuanto esté lista.'
          : 'Esta solicitud aún no tiene cotización.'}
      </p>
    );
  }

  const status = quotation.is_expired ? QUOTATION_STATUS.vencida : QUOTATION_STATUS[quotation.status];
  const onAccept = () =>
    accept.mutate(quotation.id, {
      onSuccess: () => toast.success('Cotización aceptada. Ya puedes realizar el pago.'),
      onError: (error) => toast.error(errorMessage(error, 'No se pudo aceptar la cotización.')),
    });
  const onPay = () =>
    pay.mutate(requestId, {
      onSuccess: (payment) =>
        toast.success(
          `Pago de ${formatMXN(payment.amount)} registrado (simulado). Referencia ${payment.reference}.`,
        ),
      onError: (error) => toast.error(errorMessage(error, 'No se pudo registrar el pago.')),
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-slate-600 text-sm">Total</p>
          <p className="font-bold text-3xl text-slate-900 tabular-nums">
            {formatMXN(quotation.amount)} <span className="font-medium text-base text-slate-500">MXN</span>
          </p>
        </div>
        <Badge tone={status.tone} className="text-sm">
          {status.label}
        </Badge>
      </div>

      {quotation.description ? <p className="text-slate-700 text-sm">{quotation.description}</p> : null}

      {quotation.items.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Desglose de la cotización</caption>
            <thead className="bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Concepto
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Tipo
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Monto
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {quotation.items.map((item) => (
                <tr key={`${item.tipo}-${item.concepto}`}>
                  <td className="px-3 py-2">{item.concepto}</td>
                  <td className="px-3 py-2 text-slate-600">{ITEM_TYPES[item.tipo] ?? item.tipo}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatMXN(item.monto)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-slate-200 border-t font-semibold">
              <tr>
                <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                  Total
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatMXN(quotation.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}

      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-600">Vigente hasta: </dt>
          <dd className="inline font-medium text-slate-900">
            {formatDate(`${quotation.valid_until}T12:00:00`)}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Emitida: </dt>
          <dd className="inline font-medium text-slate-900">{formatDate(quotation.created_at)}</dd>
        </div>
      </dl>
      {quotation.is_automatic ? (
        <p className="-mt-2 text-slate-500 text-xs">Precio fijo del catálogo, cotizado automáticamente.</p>
      ) : null}

      {permissions.puede_aceptar_cotizacion ||
      permissions.puede_rechazar_cotizacion ||
      permissions.puede_pagar ? (
        <div className="flex flex-col gap-2 border-slate-100 border-t pt-4 sm:flex-row sm:flex-wrap">
          {permissions.puede_aceptar_cotizacion ? (
            <Button
              onClick={onAccept}
              isLoading={accept.isPending}
              leftIcon={<ThumbsUp className="size-4" aria-hidden="true" />}
            >
              Aceptar cotización
            </Button>
          ) : null}
          {permissions.puede_pagar ? (
            <Button
              variant="accent"
              onClick={onPay}
              isLoading={pay.isPending}
              leftIcon={<CreditCard className="size-4" aria-hidden="true" />}
            >
              {PAY_SIMULATED_LABEL}
            </Button>
          ) : null}
          {permissions.puede_rechazar_cotizacion ? (
            <Button
              variant="outline"
              onClick={() => setIsRejecting(true)}
              leftIcon={<ThumbsDown className="size-4" aria-hidden="true" />}
            >
              Rechazar
            </Button>
          ) : null}
        </div>
      ) : null}
      {permissions.puede_pagar ? (
        <p className="text-slate-500 text-xs">
          Modo demostración: el pago es simulado y no se realiza ningún cargo.
        </p>
      ) : null}

      {payments.length > 0 ? (
        <div className="space-y-2 border-slate-100 border-t pt-4">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
            <Receipt className="size-4" aria-hidden="true" />
            Pagos registrados
          </h3>
          <ul className="space-y-1.5 text-sm">
            {payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
                <span className="text-slate-700">
                  {PAYMENT_METHOD_LABELS[payment.method as keyof typeof PAYMENT_METHOD_LABELS] ??
                    payment.method}
                  {' · '}
                  <span className="break-all text-slate-500">Ref. {payment.reference}</span>
                </span>
                <span className="font-medium text-slate-900 tabular-nums">
                  {formatMXN(payment.amount)}{' '}
                  <span className="font-normal text-slate-500 text-xs">
                    {formatDateTime(payment.created_at)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <RejectQuotationDialog
        quotationId={quotation.id}
        open={isRejecting}
        onClose={() => setIsRejecting(false)}
      />
    </div>
  );
}

function RejectQuotationDialog({
  quotationId,
  open,
  onClose,
}: {
  quotationId: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Rechazar cotización"
      description="Tu gestor recibirá tu respuesta y podrá enviarte una nueva cotización."
    >
      <RejectQuotationForm quotationId={quotationId} onDone={onClose} />
    </Dialog>
  );
}

function RejectQuotationForm({ quotationId, onDone }: { quotationId: string; onDone: () => void }) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectQuotation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    reject.mutate(
      { quotationId, reason },
      {
        onSuccess: () => {
          toast.success('Cotización rechazada. Tu gestor preparará una nueva.');
          onDone();
        },
        onError: (caught) => {
          const message = errorMessage(caught, 'No se pudo rechazar la cotización.');
          setError(message);
          toast.error(message);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id={fieldId} label="Motivo (opcional)" hint="Por ejemplo: el precio, los tiempos o el alcance.">
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={describedBy(fieldId, { hint: true })}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={reject.isPending}>
          Volver
        </Button>
        <Button type="submit" variant="danger" isLoading={reject.isPending}>
          Rechazar cotización
        </Button>
      </div>
    </form>
  );
}
