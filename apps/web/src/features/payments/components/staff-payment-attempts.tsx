import { PAYMENT_ATTEMPT_STATUS_LABELS, type PaymentAttempt, paymentMethodLabel } from '@tramites/shared';
import { CircleCheck, Download, XCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmActionDialog } from '../../../components/confirm-action-dialog.tsx';
import { RejectionReasonDialog } from '../../../components/rejection-reason-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePaymentOptions } from '../api/get-payment-options.ts';
import { useConfirmTransfer, useDeclineTransfer, useDownloadTransferProof } from '../api/review-transfer.ts';

/**
 * Staff's view of the payments a client has under way on this solicitud: an OXXO voucher or a SPEI
 * transfer waiting for the money, and bank transfers whose comprobante waits for them. Nothing when there
 * are none.
 */
export function StaffPaymentAttempts({ solicitudId }: { solicitudId: string }) {
  const options = usePaymentOptions(solicitudId);
  const attempts = options.data?.attempts ?? [];
  if (attempts.length === 0) {
    return null;
  }
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900 text-sm">Pagos en curso del cliente</h3>
      <ul className="space-y-3">
        {attempts.map((attempt) => (
          <li key={attempt.id} className="space-y-3 rounded-lg border border-slate-200 p-3.5">
            <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
              <div>
                <p className="font-medium text-slate-900">
                  {paymentMethodLabel(attempt.method)} ·{' '}
                  <span className="tabular-nums">{formatMXN(attempt.amount)}</span>
                </p>
                <p className="text-slate-600">
                  Iniciado {formatDateTime(attempt.created_at)}
                  {attempt.proof_uploaded_at
                    ? ` · comprobante ${formatDateTime(attempt.proof_uploaded_at)}`
                    : ''}
                </p>
              </div>
              <Badge tone={attempt.status === 'en_revision' ? 'info' : 'warning'}>
                {attempt.status === 'en_revision'
                  ? 'Comprobante por revisar'
                  : PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]}
              </Badge>
            </div>
            {attempt.method === 'transferencia' && attempt.status === 'en_revision' ? (
              <TransferReviewActions attempt={attempt} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Ver comprobante", "Confirmar pago" and "No aceptar" (with the reason the client will read). */
export function TransferReviewActions({ attempt }: { attempt: PaymentAttempt }) {
  const download = useDownloadTransferProof();
  const confirm = useConfirmTransfer();
  const decline = useDeclineTransfer();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isDeclining, setIsDeclining] = useState(false);

  const onDownload = () =>
    download.mutate(
      { attemptId: attempt.id, fallbackFilename: attempt.proof_filename },
      { onError: (error) => notifyError('No se pudo descargar el comprobante', error) },
    );

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button
        variant="outline"
        size="sm"
        onClick={onDownload}
        isLoading={download.isPending}
        leftIcon={<Download className="size-4" aria-hidden="true" />}
      >
        Ver comprobante
      </Button>
      <Button
        size="sm"
        onClick={() => setIsConfirming(true)}
        leftIcon={<CircleCheck className="size-4" aria-hidden="true" />}
      >
        Confirmar pago
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setIsDeclining(true)}
        leftIcon={<XCircle className="size-4" aria-hidden="true" />}
      >
        No aceptar
      </Button>

      <ConfirmActionDialog
        subject={isConfirming ? attempt : null}
        title="Confirmar pago"
        description={`Transferencia por ${formatMXN(attempt.amount)} MXN`}
        confirmLabel="Confirmar pago"
        isPending={confirm.isPending}
        errorTitle="No se pudo confirmar el pago"
        errorFallback="Intenta de nuevo."
        onClose={() => setIsConfirming(false)}
        action={async (subject) => {
          const payment = await confirm.mutateAsync(subject.id);
          notifySuccess(`Pago de ${formatMXN(payment.amount)} confirmado`);
        }}
      >
        {() => (
          <p>
            Confirma solo si el dinero ya está en la cuenta de la gestoría. El pago quedará registrado y la
            solicitud avanzará.
          </p>
        )}
      </ConfirmActionDialog>

      <RejectionReasonDialog
        open={isDeclining}
        title="No aceptar el comprobante"
        description="El cliente verá el motivo y podrá subir otro comprobante."
        label="Motivo"
        confirmLabel="No aceptar"
        isPending={decline.isPending}
        onClose={() => setIsDeclining(false)}
        onConfirm={(reason) =>
          decline.mutate(
            { attemptId: attempt.id, reason },
            {
              onSuccess: () => {
                notifySuccess('Comprobante no aceptado; avisamos al cliente');
                setIsDeclining(false);
              },
              onError: (error) => notifyError('No se pudo rechazar el comprobante', error),
            },
          )
        }
      />
    </div>
  );
}
