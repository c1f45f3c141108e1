import { z } from 'zod';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useAssignGestor } from '../api/assign-gestor.ts';
import { GestorChoiceForm } from './gestor-choice-form.tsx';

const SELECT_GESTOR_MESSAGE = 'Selecciona un gestor';

/**
 * The assignment's query (`new_gestor_id`, `assignment_reason` of at most 500 characters), as the form
 * holds it. The server's schema is not shared yet, so the form states the same limits; the reason is
 * optional as in the bulk reassignment's schema, so both fill one GestorChoiceForm.
 */
const AssignGestorFormSchema = z.object({
  new_gestor_id: z.string().min(1, SELECT_GESTOR_MESSAGE),
  reason: z.string().trim().max(500, 'El motivo no puede pasar de 500 caracteres').optional().default(''),
});

export interface AssignGestorFormProps {
  solicitudId: string;
  currentGestorId: string | null;
  onAssigned?: () => void;
  onCancel?: () => void;
}

/** Admin: give the solicitud to another gestor, seeing each one's load, with an optional reason. */
export function AssignGestorForm({
  solicitudId,
  currentGestorId,
  onAssigned,
  onCancel,
}: AssignGestorFormProps) {
  const assign = useAssignGestor();
  const serverForm = useServerForm({
    schema: AssignGestorFormSchema,
    defaultValues: { new_gestor_id: '', reason: '' },
    errorTitle: 'No se pudo asignar el gestor',
    onSubmit: async ({ new_gestor_id, reason }) => {
      const result = await assign.mutateAsync({ solicitudId, gestorId: new_gestor_id, reason });
      notifySuccess(result.message);
      onAssigned?.();
    },
  });

  return (
    <GestorChoiceForm
      serverForm={serverForm}
      label="Gestor"
      excludeGestorId={currentGestorId}
      noOptionsMessage="No hay otros gestores activos y aprobados disponibles."
      submitLabel="Asignar gestor"
      isPending={assign.isPending}
      onCancel={onCancel}
    />
  );
}
