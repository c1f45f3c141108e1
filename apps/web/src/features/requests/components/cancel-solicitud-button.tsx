import { StatusChangeSchema } from '@tramites/shared';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { OptionalReasonForm } from '../../../components/optional-reason-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useChangeSolicitudStatus } from '../api/change-solicitud-status.ts';

/** The reason as PUT /api/tramites/{id}/status checks it. */
const CancelFormSchema = z.object({ reason: StatusChangeSchema.in.shape.reason });

/** The client cancels their own solicitud (allowed before payment); asks for confirmation first. */
export function CancelSolicitudButton({ solicitudId, folio }: { solicitudId: string; folio: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="border-red-300 text-red-700 hover:bg-red-50"
        onClick={() => setIsOpen(true)}
        leftIcon={<Ban className="size-4" aria-hidden="true" />}
      >
        Cancelar solicitud
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="¿Cancelar la solicitud?"
        description={`${folio}: esta acción no se puede deshacer.`}
      >
        <CancelForm solicitudId={solicitudId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function CancelForm({ solicitudId, onDone }: { solicitudId: string; onDone: () => void }) {
  const changeStatus = useChangeSolicitudStatus();
  return (
    <OptionalReasonForm
      schema={CancelFormSchema}
      errorTitle="No se pudo cancelar la solicitud"
      onSubmit={async ({ reason }) => {
        await changeStatus.mutateAsync({
          solicitudId,
          newStatus: 'cancelado',
          reason: reason?.trim() || 'Cancelada por el cliente',
        });
        notifySuccess('Solicitud cancelada');
        onDone();
      }}
      submitLabel="Sí, cancelar solicitud"
      isPending={changeStatus.isPending}
      onBack={onDone}
    />
  );
}
