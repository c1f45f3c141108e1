import {
  LEDGER_INVOICE_LABELS,
  LEDGER_STATUS_LABELS,
  type LedgerEntry,
  type LedgerStatus,
  paymentMethodLabel,
  REFUND_STATUS_LABELS,
} from '@tramites/shared';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatMXN } from '../../../lib/format.ts';
import { RefundDialog } from './refund-dialog.tsx';

/** The ledger's cells for one payment: its row's on a desktop, stacked in a card on a phone. */

const STATUS_TONES: Record<LedgerStatus, BadgeTone> = {
  confirmado: 'success',
  por_revisar: 'warning',
  reembolso_parcial: 'info',
  reembolsado: 'neutral',
};

export function SolicitudLink({ entry }: { entry: LedgerEntry }) {
  return (
    <Link
      to={paths.solicitud.href(entry.tramite_request_id)}
      className="whitespace-nowrap font-medium text-brand-700 underline-offset-2 hover:underline"
    >
      {entry.folio}
    </Link>
  );
}

export function Money({ entry }: { entry: LedgerEntry }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{formatMXN(entry.amount)}</span>
      {entry.refunded_amount > 0 ? (
        <span className="block text-red-700 text-xs">−{formatMXN(entry.refunded_amount)} reembolsado</span>
      ) : null}
    </>
  );
}

export function StatusCell({ entry }: { entry: LedgerEntry }) {
  return (
    <div className="space-y-1">
      <Badge tone={STATUS_TONES[entry.status]}>{LEDGER_STATUS_LABELS[entry.status]}</Badge>
      {entry.review_reason && entry.status === 'por_revisar' ? (
        <p className="max-w-56 text-amber-800 text-xs">{entry.review_reason}</p>
      ) : null}
      {entry.refunds.length > 0 ? (
        <ul className="space-y-0.5 text-slate-500 text-xs" aria-label="Reembolsos">
          {entry.refunds.map((refund) => (
            <li key={refund.id}>
              {formatMXN(refund.amount)} · {REFUND_STATUS_LABELS[refund.status]} ·{' '}
              {formatDateTime(refund.created_at)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function InvoiceCell({ entry }: { entry: LedgerEntry }) {
  if (!entry.invoice) {
    return <span className="text-slate-400">—</span>;
  }
  return (
    <>
      <span className="block">{LEDGER_INVOICE_LABELS[entry.invoice.status] ?? entry.invoice.status}</span>
      {entry.invoice.sat_uuid ? (
        <span className="block max-w-40 truncate text-slate-500 text-xs" title={entry.invoice.sat_uuid}>
          {entry.invoice.sat_uuid}
        </span>
      ) : null}
    </>
  );
}

/** A payment on a phone: the same facts stacked. */
export function LedgerCard({ entry }: { entry: LedgerEntry }) {
  return (
    <Card className="space-y-2 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <SolicitudLink entry={entry} />
          <p className="text-slate-600 text-sm">{entry.client.name}</p>
          <p className="text-slate-500 text-xs">{entry.tramite_name}</p>
        </div>
        <div className="shrink-0 text-right tabular-nums">
          <Money entry={entry} />
        </div>
      </div>
      <p className="text-slate-600 text-sm">
        {paymentMethodLabel(entry.method)} · {formatDateTime(entry.created_at)}
      </p>
      <p className="text-slate-500 text-xs">
        Gestor: {entry.gestor?.name ?? 'Sin gestor'} · Factura:{' '}
        {entry.invoice
          ? (LEDGER_INVOICE_LABELS[entry.invoice.status] ?? entry.invoice.status)
          : 'no solicitada'}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <StatusCell entry={entry} />
        <RefundDialog payment={entry} requestId={entry.tramite_request_id} />
      </div>
    </Card>
  );
}
