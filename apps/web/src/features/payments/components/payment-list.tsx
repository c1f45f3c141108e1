import { PAYMENT_METHOD_LABELS, type Payment } from '@tramites/shared';
import { Receipt } from 'lucide-react';
import { formatDateTime, formatMXN } from '../../../lib/format.ts';

/** The payments recorded on a solicitud: method, reference, amount and when; nothing when there are none. */
export function PaymentList({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) {
    return null;
  }
  return (
    <div className="space-y-2 border-slate-100 border-t pt-4">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 text-sm">
        <Receipt className="size-4" aria-hidden="true" />
        Pagos registrados
      </h3>
      <ul className="space-y-1.5 text-sm">
        {payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap justify-between gap-x-3 gap-y-0.5">
            <span className="text-slate-700">
              {PAYMENT_METHOD_LABELS[payment.method as keyof typeof PAYMENT_METHOD_LABELS] ?? payment.method}
              {' · '}
              <span className="break-all text-slate-500">Ref. {payment.reference}</span>
            </span>
            <span className="font-medium text-slate-900 tabular-nums">
              {formatMXN(payment.amount)}{' '}
              <span className="font-normal text-slate-500 text-xs">{formatDateTime(payment.created_at)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
