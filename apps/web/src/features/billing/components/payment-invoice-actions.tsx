import {
  INVOICE_REQUESTED_OUTSIDE,
  INVOICE_STATUS_LABELS,
  type InvoiceSummary,
  type Payment,
} from '@tramites/shared';
import { FileCode2, FileText, ReceiptText, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDownloadInvoiceFile, useRequestInvoice } from '../api/invoices.ts';
import { useTaxProfile } from '../api/tax-profile.ts';
import { InvoiceCancelDialog } from './invoice-cancel-dialog.tsx';

const STATUS_TONES: Record<InvoiceSummary['status'], BadgeTone> = {
  solicitada: 'info',
  emitida: 'success',
  cancelada: 'neutral',
  error: 'danger',
};

/** Money that may be invoiced: kept (not flagged for review) and not refunded in full. */
export const isInvoiceable = (payment: Payment) =>
  payment.review_reason === null && payment.refunded_amount < payment.amount;

function InvoiceDownloads({ invoice }: { invoice: InvoiceSummary }) {
  const download = useDownloadInvoiceFile();
  const get = (kind: 'xml' | 'pdf') =>
    download.mutate(
      { invoiceId: invoice.id, kind },
      { onError: (error) => notifyError('No se pudo descargar la factura', error) },
    );
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        leftIcon={<FileCode2 className="size-4" aria-hidden="true" />}
        onClick={() => get('xml')}
      >
        XML
      </Button>
      <Button
        size="sm"
        variant="outline"
        leftIcon={<FileText className="size-4" aria-hidden="true" />}
        onClick={() => get('pdf')}
      >
        PDF
      </Button>
    </>
  );
}

/** Whom the factura will name, before the client asks (or where to say it, when they have not yet). */
function InvoiceReceiverLine() {
  const profile = useTaxProfile();
  if (!profile.data) {
    return null;
  }
  const receiver = profile.data.tax_profile;
  return (
    <p className="text-slate-600 text-xs">
      {receiver
        ? `A nombre de ${receiver.razon_social} · RFC ${receiver.rfc}. `
        : 'Para pedirla, captura antes tus datos de facturación. '}
      <Link to={paths.cuenta.href()} className="font-medium text-brand-700 underline">
        {receiver ? 'Cambiar datos de facturación' : 'Capturar datos de facturación'}
      </Link>
    </p>
  );
}

/**
 * A payment's factura on the request page. The client asks for it ("Solicitar factura") and then sees where
 * it stands, with the XML and PDF once issued; staff see the same and may cancel it with a SAT motive.
 */
export function PaymentInvoiceActions({ payment, isClient }: { payment: Payment; isClient: boolean }) {
  const request = useRequestInvoice();
  const [problem, setProblem] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const invoice = payment.invoice;
  if (!isInvoiceable(payment) && !invoice) {
    return null;
  }
  const issuedHere = invoice?.status === 'emitida' && invoice.provider === 'facturapi';
  // The client reads the whole sentence instead of the badge; staff see the badge and issue it outside.
  const requestedOutside = invoice?.status === 'solicitada' && invoice.provider === 'externa';
  const canAsk = isClient && isInvoiceable(payment) && (!invoice || invoice.status === 'error');

  const ask = () => {
    setProblem(null);
    request.mutate(payment.id, {
      onSuccess: (issued) =>
        notifySuccess(
          issued.status === 'emitida'
            ? 'Factura emitida: te la enviamos por correo'
            : INVOICE_REQUESTED_OUTSIDE,
        ),
      onError: (error) => {
        setProblem(errorMessage(error, 'No se pudo solicitar la factura.'));
        notifyError('No se pudo solicitar la factura', error);
      },
    });
  };

  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        {invoice && !(requestedOutside && isClient) ? (
          <Badge tone={STATUS_TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
        ) : null}
        {requestedOutside && isClient ? (
          <p className="flex items-center gap-1.5 text-slate-700 text-sm">
            <ReceiptText className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {INVOICE_REQUESTED_OUTSIDE}
          </p>
        ) : null}
        {issuedHere ? <InvoiceDownloads invoice={invoice} /> : null}
        {canAsk ? (
          <Button
            size="sm"
            variant="secondary"
            leftIcon={<ReceiptText className="size-4" aria-hidden="true" />}
            isLoading={request.isPending}
            onClick={ask}
          >
            {invoice?.status === 'error' ? 'Reintentar factura' : 'Solicitar factura'}
          </Button>
        ) : null}
        {!isClient && invoice && (invoice.status === 'emitida' || invoice.status === 'solicitada') ? (
          <Button
            size="sm"
            variant="ghost"
            leftIcon={<XCircle className="size-4" aria-hidden="true" />}
            onClick={() => setCancelling(true)}
          >
            Cancelar factura
          </Button>
        ) : null}
      </div>
      {requestedOutside && !isClient ? (
        <p className="text-slate-600 text-xs">
          El cliente pidió factura: sus datos fiscales están en el historial de la solicitud. Emítela fuera de
          la plataforma y envíasela por correo.
        </p>
      ) : null}
      {canAsk ? <InvoiceReceiverLine /> : null}
      {invoice?.sat_uuid ? (
        <p className="break-all text-slate-500 text-xs">Folio fiscal: {invoice.sat_uuid}</p>
      ) : null}
      {invoice?.error ? (
        // Why it failed, or a cancellation the SAT holds until the receiver accepts it.
        <p className={invoice.status === 'error' ? 'text-red-700 text-xs' : 'text-amber-800 text-xs'}>
          {invoice.error}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-red-700 text-xs">
          {problem}
          {problem.includes('Mi cuenta') ? (
            <>
              {' '}
              <Link to={paths.cuenta.href()} className="font-medium underline">
                Ir a mis datos de facturación
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {invoice && !isClient ? (
        <InvoiceCancelDialog invoiceId={invoice.id} open={cancelling} onClose={() => setCancelling(false)} />
      ) : null}
    </div>
  );
}
