import { useId } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useAssignGestor } from '../api/assign-gestor.ts';
import { GestorChoiceFields } from './gestor-choice-fields.tsx';

const SELECT_GESTOR_MESSAGE = 'Selecciona un gestor';

/**
 * The assignment's query (`new_gestor_id`, `assignment_reason` of at most 500 characters), as the form
 * holds it. The server's schema is not shared yet, so the form states the same limits.
 */
const AssignGestorFormSchema = z.object({
  gestorId: z.string().min(1, SELECT_GESTOR_MESSAGE),
  reason: z.string().trim().max(500, 'El motivo no puede pasar de 500 caracteres'),
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
  const idPrefix = useId();
  const assign = useAssignGestor();
  const { form, onSubmit, submitError } = useServerForm({
    schema: AssignGestorFormSchema,
    defaultValues: { gestorId: '', reason: '' },
    errorTitle: 'No se pudo asignar el gestor',
    onSubmit: async ({ gestorId, reason }) => {
      const result = await assign.mutateAsync({ solicitudId, gestorId, reason });
      notifySuccess(result.message);
      onAssigned?.();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const gestorError = errors.gestorId?.message;
  const reasonError = errors.reason?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <GestorChoiceFields
        idPrefix={idPrefix}
        label="Gestor"
        excludeGestorId={currentGestorId}
        noOptionsMessage="No hay otros gestores activos y aprobados disponibles."
        gestorField={register('gestorId')}
        reasonField={register('reason')}
        gestorError={gestorError}
        reasonError={reasonError}
      >
        <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={assign.isPending}>
              Cancelar
            </Button>
          ) : null}
          <Button type="submit" isLoading={assign.isPending}>
            Asignar gestor
          </Button>
        </div>
      </GestorChoiceFields>
    </form>
  );
}
