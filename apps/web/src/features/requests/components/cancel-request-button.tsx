import { Ban } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeRequestStatus } from '../api/change-request-status.ts';

/** The client cancels their own request (allowed before payment); asks for confirmation first. */
export function CancelRequestButton({ requestId, folio }: { requestId: string; folio: string }) {
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
        <CancelForm requestId={requestId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function CancelForm({ requestId, onDone }: { requestId: string; onDone: () => void }) {
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changeStatus = useChangeRequestStatus();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    changeStatus.mutate(
      { requestId, newStatus: 'cancelado', reason: reason.trim() || 'Cancelada por el cliente' },
      {
        onSuccess: () => {
          toast.success('Solicitud cancelada');
          onDone();
        },
        onError: (caught) => {
          const message = errorMessage(caught, 'No se pudo cancelar la solicitud.');
          setError(message);
          toast.error(message);
        },
      },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Field id={fieldId} label="Motivo (opcional)">
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={changeStatus.isPending}>
          Volver
        </Button>
        <Button type="submit" variant="danger" isLoading={changeStatus.isPending}>
          Sí, cancelar solicitud
        </Button>
      </div>
    </form>
  );
}
