import { ReassignOpenRequestsSchema } from '@tramites/shared';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useReassignOpenSolicitudes } from '../api/reassign-open-solicitudes.ts';
import { GestorChoiceForm } from './gestor-choice-form.tsx';

export interface ReassignOpenDialogProps {
  gestorId: string;
  gestorName: string;
  /** Open solicitudes the gestor holds now (said in the dialog). */
  openCount: number;
}

/**
 * 'Reasignar casos abiertos': every open solicitud of a gestor goes to another active, approved gestor
 * (required, 'Selecciona un gestor'), with an optional reason for the audit and the chat.
 */
export function ReassignOpenDialog({ gestorId, gestorName, openCount }: ReassignOpenDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setIsOpen(true)}
        leftIcon={<ArrowRightLeft className="size-4" aria-hidden="true" />}
        aria-label={`Reasignar casos abiertos de ${gestorName}`}
      >
        Reasignar casos abiertos
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="Reasignar casos abiertos"
        description={`${formatInteger(openCount)} ${openCount === 1 ? 'solicitud abierta' : 'solicitudes abiertas'} de ${gestorName} pasarán al gestor que elijas.`}
      >
        <ReassignOpenForm gestorId={gestorId} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

function ReassignOpenForm({ gestorId, onDone }: { gestorId: string; onDone: () => void }) {
  const reassign = useReassignOpenSolicitudes();
  const serverForm = useServerForm({
    schema: ReassignOpenRequestsSchema,
    defaultValues: { new_gestor_id: '', reason: '' },
    errorTitle: 'No se pudieron reasignar los casos',
    serverFields: ['new_gestor_id', 'reason'],
    onSubmit: async (values) => {
      const result = await reassign.mutateAsync({ gestorId, ...values });
      notifySuccess(result.message);
      onDone();
    },
  });

  return (
    <GestorChoiceForm
      serverForm={serverForm}
      label="Gestor de destino"
      excludeGestorId={gestorId}
      noOptionsMessage="No hay otros gestores activos y aprobados a quienes reasignar."
      submitLabel="Reasignar casos"
      isPending={reassign.isPending}
      onCancel={onDone}
    />
  );
}
