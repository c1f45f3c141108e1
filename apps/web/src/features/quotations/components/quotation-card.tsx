import {
  depositAmount,
  type Payment,
  paymentPlan,
  QUOTATION_PHASE_LABELS,
  type Quotation,
  type QuotationPhase,
  quotationPhase,
  roundMoney,
  type SolicitudComplete,
} from '@tramites/shared';
import { Landmark, ThumbsDown, ThumbsUp, WalletCards } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { z } from 'zod';
import { OptionalReasonForm } from '../../../components/optional-reason-form.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate, formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useAcceptQuotation } from '../api/accept-quotation.ts';
import { useRejectQuotation } from '../api/reject-quotation.ts';

const PHASE_TONES: Record<QuotationPhase, BadgeTone> = {
  pendiente: 'warning',
  aceptada: 'info',
  pagada: 'success',
  rechazada: 'danger',
  vencida: 'neutral',
  reemplazada: 'neutral',
};

const ITEM_TYPES: Record<string, string> = {
  derechos: 'Derechos',
  honorarios: 'Honorarios',
  iva: 'IVA',
  otro: 'Otro',
};

export interface QuotationCardProps {
  quotation: Quotation | null;
  permissions: SolicitudComplete['permisos'];
  isClient: boolean;
  /** The payments of the solicitud: one made against this quotation makes it 'Pagada'. */
  payments: readonly Payment[];
  /** The payment button (payments feature), composed by the page: shown beside accept and reject. */
  payAction?: ReactNode;
  /** What follows the quotation (the payments made), composed by the page. */
  children?: ReactNode;
}

/** The current quotation (amount, items, validity, status) and the client's answers to it. */
export function QuotationCard({
  quotation,
  permissions,
  isClient,
  payments,
  payAction,
  children,
}: QuotationCardProps) {
  const accept = useAcceptQuotation();
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

  const phase = quotationPhase(quotation, payments);
  // With an anticipo, 'Pagada' waits for the balance: until then the first instalment is what was paid.
  const isDepositOnly =
    phase === 'pagada' &&
    paymentPlan(
      quotation,
      payments.filter((payment) => payment.quotation_id === quotation.id && !payment.review_reason),
    ).balance > 0;
  // The server's permission applies the shared rule (canRejectQuotation): once accepted, only paying remains.
  const canReject = permissions.puede_rechazar_cotizacion;
  const onAccept = async () => {
    try {
      await accept.mutateAsync(quotation.id);
      notifySuccess('Cotización aceptada. Ya puedes realizar el pago.');
    } catch (error) {
      notifyError('No se pudo aceptar la cotización', error);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-slate-600 text-sm">Total</p>
          <p className="font-bold text-3xl text-slate-900 tabular-nums">
            {formatMXN(quotation.amount)} <span className="font-medium text-base text-slate-500">MXN</span>
          </p>
        </div>
        <Badge tone={isDepositOnly ? 'info' : PHASE_TONES[phase]} className="text-sm">
          {isDepositOnly ? 'Anticipo pagado' : QUOTATION_PHASE_LABELS[phase]}
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
                {/* On a phone the concept already says it: the amounts keep their room. */}
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
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
                  <td className="hidden px-3 py-2 text-slate-600 sm:table-cell">
                    {ITEM_TYPES[item.tipo] ?? item.tipo}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatMXN(item.monto)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-slate-200 border-t font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left">
                  Total
                </th>
                <td className="hidden sm:table-cell" />
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {formatMXN(quotation.amount)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}

      <QuotationTerms quotation={quotation} isClient={isClient} />

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

      {permissions.puede_aceptar_cotizacion || canReject || payAction ? (
        <div className="flex flex-col gap-2 border-slate-100 border-t pt-4 sm:flex-row sm:flex-wrap">
          {permissions.puede_aceptar_cotizacion ? (
            <Button
              onClick={() => void onAccept()}
              isLoading={accept.isPending}
              leftIcon={<ThumbsUp className="size-4" aria-hidden="true" />}
            >
              Aceptar cotización
            </Button>
          ) : null}
          {payAction}
          {canReject ? (
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
      {children}

      <RejectQuotationDialog
        quotationId={quotation.id}
        open={isRejecting}
        onClose={() => setIsRejecting(false)}
      />
    </div>
  );
}

/**
 * Who pays the derechos and how the total is paid: the gestoría's (a line of the total, so the client
 * uploads no receipt for them) or the client's own payment to the authority, outside the total; and an
 * anticipo, with the balance due before delivery. The total above stays what the client pays here.
 */
export function QuotationTerms({ quotation, isClient }: { quotation: Quotation; isClient: boolean }) {
  const deposit = depositAmount(quotation.amount, quotation.deposit_percent);
  const clientDerechos = quotation.client_derechos_amount;
  if (!quotation.derechos_included && clientDerechos === null && deposit === null) {
    return null;
  }
  return (
    <ul className="space-y-2 text-sm">
      {quotation.derechos_included ? (
        <li className="flex gap-2.5 rounded-lg bg-green-50 p-3 text-green-900">
          <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {isClient
              ? 'La gestoría paga los derechos por ti; están incluidos en el total.'
              : 'La gestoría paga los derechos; están incluidos en el total y el cliente no sube su comprobante.'}
          </span>
        </li>
      ) : null}
      {clientDerechos !== null ? (
        <li className="flex gap-2.5 rounded-lg bg-amber-50 p-3 text-amber-900">
          <Landmark className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0 space-y-0.5">
            <span className="block font-medium">
              {isClient ? 'Derechos que pagas directamente' : 'Derechos que el cliente paga directamente'}:{' '}
              <span className="tabular-nums">{formatMXN(clientDerechos)}</span>
            </span>
            {quotation.client_derechos_note ? (
              <span className="block break-words">{quotation.client_derechos_note}</span>
            ) : null}
            <span className="block text-amber-800 text-xs">
              {isClient
                ? 'No forman parte del total que pagas aquí.'
                : 'No forman parte del total que el cliente paga en la plataforma.'}
            </span>
          </span>
        </li>
      ) : null}
      {deposit !== null ? (
        <li className="flex gap-2.5 rounded-lg bg-sky-50 p-3 text-sky-900">
          <WalletCards className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Anticipo de {quotation.deposit_percent} %:{' '}
            <strong className="tabular-nums">{formatMXN(deposit)}</strong> para iniciar; el saldo de{' '}
            <strong className="tabular-nums">{formatMXN(roundMoney(quotation.amount - deposit))}</strong> se
            paga antes de la entrega.
          </span>
        </li>
      ) : null}
    </ul>
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

/** The body of POST /api/quotations/{id}/reject: an optional reason of at most 1000 characters. */
const RejectQuotationFormSchema = z.object({
  reason: z.string().trim().max(1000, 'El motivo no puede pasar de 1000 caracteres'),
});

function RejectQuotationForm({ quotationId, onDone }: { quotationId: string; onDone: () => void }) {
  const reject = useRejectQuotation();
  return (
    <OptionalReasonForm
      schema={RejectQuotationFormSchema}
      errorTitle="No se pudo rechazar la cotización"
      onSubmit={async ({ reason }) => {
        await reject.mutateAsync({ quotationId, reason });
        notifySuccess('Cotización rechazada. Tu gestor preparará una nueva.');
        onDone();
      }}
      hint="Por ejemplo: el precio, los tiempos o el alcance."
      submitLabel="Rechazar cotización"
      isPending={reject.isPending}
      onBack={onDone}
    />
  );
}
