import type { PendingTransfer } from '@tramites/shared';
import { Check, FileText, Landmark, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListSkeleton, QueryList } from '../../../components/query-list.tsx';
import { RejectionReasonDialog } from '../../../components/rejection-reason-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatDateTime, formatInteger, formatMXN } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDownloadTransferProof } from '../api/download-transfer-proof.ts';
import { usePendingTransfers } from '../api/get-pending-transfers.ts';
import { useConfirmTransfer, useDeclineTransfer } from '../api/review-pending-transfer.ts';

/** Transfers whose comprobante waits for staff, oldest first: see it, confirm the money, or decline it. */
export function PendingTransfersQueue() {
  const transfers = usePendingTransfers();
  const items = transfers.data?.items ?? [];
  return (
    <section aria-labelledby="transferencias-titulo" className="space-y-3">
      <div>
        <h2 id="transferencias-titulo" className="font-semibold text-lg text-slate-900">
          Transferencias por confirmar
          {items.length > 0 ? (
            <Badge tone="warning" className="ml-2 align-middle">
              {formatInteger(items.length)}
            </Badge>
          ) : null}
        </h2>
        <p className="text-slate-600 text-sm">
          Revisa el comprobante y tu estado de cuenta; al confirmar, el pago entra al libro y la solicitud
          avanza.
        </p>
      </div>
      <QueryList
        query={transfers}
        skeleton={
          <ListSkeleton label="Cargando transferencias" count={2} itemClassName="h-24 w-full rounded-xl" />
        }
        error={{ title: 'Error cargando las transferencias' }}
        isEmpty={() => items.length === 0}
        empty={<EmptyState icon={Landmark} title="No hay transferencias por confirmar" />}
      >
        {() => (
          <ul className="space-y-3" aria-label="Transferencias por confirmar">
            {items.map((transfer) => (
              <li key={transfer.id}>
                <PendingTransferCard transfer={transfer} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function PendingTransferCard({ transfer }: { transfer: PendingTransfer }) {
  const [dialog, setDialog] = useState<'confirm' | 'decline' | null>(null);
  const confirm = useConfirmTransfer();
  const decline = useDeclineTransfer();
  const proof = useDownloadTransferProof();
  const who = `${formatMXN(transfer.amount)} de ${transfer.client_name} (${transfer.folio})`;

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync(transfer.id);
      setDialog(null);
      notifySuccess(`Transferencia de ${formatMXN(transfer.amount)} confirmada`);
    } catch (error) {
      notifyError('No se pudo confirmar la transferencia', error);
    }
  };
  const onDecline = async (reason: string) => {
    try {
      await decline.mutateAsync({ attemptId: transfer.id, reason });
      setDialog(null);
      notifySuccess('Comprobante no aceptado: el cliente verá el motivo');
    } catch (error) {
      notifyError('No se pudo rechazar el comprobante', error);
    }
  };
  const onProof = async () => {
    try {
      await proof.mutateAsync({
        attemptId: transfer.id,
        fallbackFilename: transfer.proof_filename ?? undefined,
      });
    } catch (error) {
      notifyError('No se pudo descargar el comprobante', error);
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-semibold text-slate-900 tabular-nums">{formatMXN(transfer.amount)} MXN</p>
        <p className="text-slate-700 text-sm">
          <Link
            to={paths.solicitud.href(transfer.tramite_request_id)}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {transfer.folio}
          </Link>{' '}
          · {transfer.client_name} · {transfer.tramite_name}
        </p>
        <p className="text-slate-500 text-xs">
          Comprobante subido {formatDateTime(transfer.proof_uploaded_at)}
          {transfer.gestor_name ? ` · Gestor: ${transfer.gestor_name}` : ' · Sin gestor'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => void onProof()}
          isLoading={proof.isPending}
          leftIcon={<FileText className="size-4" aria-hidden="true" />}
          aria-label={`Ver comprobante de ${who}`}
        >
          Ver comprobante
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDialog('confirm')}
          leftIcon={<Check className="size-4" aria-hidden="true" />}
          aria-label={`Confirmar transferencia de ${who}`}
        >
          Confirmar
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-red-700"
          onClick={() => setDialog('decline')}
          leftIcon={<X className="size-4" aria-hidden="true" />}
          aria-label={`No aceptar comprobante de ${who}`}
        >
          No aceptar
        </Button>
      </div>
      <ConfirmDialog
        open={dialog === 'confirm'}
        title="Confirmar transferencia"
        description={`¿Llegaron ${formatMXN(transfer.amount)} MXN de ${transfer.client_name} con la referencia ${transfer.folio}?`}
        confirmLabel="Sí, llegó el dinero"
        isPending={confirm.isPending}
        onConfirm={() => void onConfirm()}
        onClose={() => setDialog(null)}
      >
        <p>El pago quedará registrado y la solicitud avanzará. Compruébalo antes en tu estado de cuenta.</p>
      </ConfirmDialog>
      <RejectionReasonDialog
        open={dialog === 'decline'}
        title="No aceptar el comprobante"
        description={`${transfer.client_name} verá el motivo y podrá subir otro comprobante.`}
        label="Motivo"
        confirmLabel="No aceptar"
        isPending={decline.isPending}
        onConfirm={(reason) => void onDecline(reason)}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
