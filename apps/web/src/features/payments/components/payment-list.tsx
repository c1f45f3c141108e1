import { INSTALMENT_LABELS, type Payment, paymentMethodLabel } from '@tramites/shared';
import { Download, Receipt, TriangleAlert, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatMXN } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useDownloadReceipt } from '../api/download-receipt.ts';

function ReceiptButton({ paymentId }: { paymentId: string }) {
  const download = useDownloadReceipt();
  return (
    <Button
      size="sm"
      variant="outline"
      leftIcon={<Download className="size-4" aria-hidden="true" />}
      isLoading={download.isPending}
      onClick={() =>
        download.mutate(paymentId, {
          onError: (error) => notifyError('No se pudo descargar el recibo', error),
        })
      }
    >
      Descargar recibo
    </Button>
  );
}

/**
 * The payments recorded on a solicitud: instalment, method, reference, amount and when, what was refunded,
 * money flagged for review, and the receipt of each; nothing when there are none. `invoiceActions` renders a
 * payment's factura (the billing feature, composed by the page: features do not import each other).
 */
export function PaymentList({
  payments,
  invoiceActions,
}: {
  payments: Payment[];
  invoiceActions?: (payment: Payment) => ReactNode;
}) {
  if (payments.length === 0) {
    return null;
  }
  return (
    <div className="space-y-2 border-slate-100 border-t pt-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
        <Receipt className="size-4" aria-hidden="true" />
        Pagos registrados
      </h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="space-y-2 py-3 first:pt-1"
            aria-label={`Pago de ${formatMXN(payment.amount)}`}
          >
            <div className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
              <span className="text-slate-700">
                <span className="font-medium text-slate-900">{INSTALMENT_LABELS[payment.kind]}</span>
                {' · '}
                {paymentMethodLabel(payment.method)}
                {' · '}
                <span className="break-all text-slate-500">Ref. {payment.reference}</span>
              </span>
              <span className="font-medium text-slate-900 tabular-nums">
                {formatMXN(payment.amount)}{' '}
                <span className="font-normal text-slate-500 text-xs">
                  {formatDateTime(payment.created_at)}
                </span>
              </span>
            </div>
            {payment.refunded_amount > 0 ? (
              <p className="flex items-center gap-1.5 text-slate-600 text-xs">
                <Undo2 className="size-3.5" aria-hidden="true" />
                {payment.refunded_amount >= payment.amount
                  ? `Reembolsado por completo (${formatMXN(payment.refunded_amount)})`
                  : `Reembolsado: ${formatMXN(payment.refunded_amount)}`}
              </p>
            ) : null}
            {payment.review_reason ? (
              <p className="flex items-start gap-1.5 text-amber-800 text-xs">
                <TriangleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span>En revisión: {payment.review_reason}</span>
              </p>
            ) : null}
            <div className="flex flex-wrap items-start gap-2">
              <ReceiptButton paymentId={payment.id} />
              {invoiceActions?.(payment)}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
