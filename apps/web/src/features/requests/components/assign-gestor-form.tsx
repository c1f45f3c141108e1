import type { AssignableGestor } from '@tramites/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useAssignGestor } from '../api/assign-gestor.ts';
import { useAssignableGestores } from '../api/get-assignable-gestores.ts';

export const SELECT_GESTOR_MESSAGE = 'Selecciona un gestor';

/**
 * The assignment's query (`new_gestor_id`, `assignment_reason` of at most 500 characters), as the form
 * holds it. The server's schema is not shared yet, so the form states the same limits.
 */
const AssignGestorFormSchema = z.object({
  gestorId: z.string().min(1, SELECT_GESTOR_MESSAGE),
  reason: z.string().trim().max(500, 'El motivo no puede pasar de 500 caracteres'),
});
type AssignGestorFormValues = z.input<typeof AssignGestorFormSchema>;

const LOAD_STATUS: Record<string, string> = {
  disponible: 'disponible',
  ocupado: 'ocupado',
  completo: 'sin cupo',
};

export const gestorOptionLabel = (gestor: AssignableGestor) =>
  `${gestor.name} — carga ${gestor.current_assignments}/${gestor.max_concurrent}${
    LOAD_STATUS[gestor.status] ? ` (${LOAD_STATUS[gestor.status]})` : ''
  }`;

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
  const id = (name: string) => `${idPrefix}-${name}`;
  const gestores = useAssignableGestores();
  const assign = useAssignGestor();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AssignGestorFormValues, unknown, z.output<typeof AssignGestorFormSchema>>({
    resolver: zodResolver(AssignGestorFormSchema),
    defaultValues: { gestorId: '', reason: '' },
  });
  const gestorError = errors.gestorId?.message;
  const reasonError = errors.reason?.message;

  const onSubmit = handleSubmit(async ({ gestorId, reason }) => {
    setSubmitError(null);
    try {
      const result = await assign.mutateAsync({ solicitudId, gestorId, reason });
      notifySuccess(result.message);
      onAssigned?.();
    } catch (error) {
      setSubmitError(errorMessage(error, 'No se pudo asignar el gestor.'));
      notifyError('No se pudo asignar el gestor', error);
    }
  });

  if (gestores.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label="Cargando gestores">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (gestores.isError) {
    return (
      <QueryError
        title="No pudimos cargar los gestores"
        error={gestores.error}
        onRetry={() => void gestores.refetch()}
        isRetrying={gestores.isFetching}
      />
    );
  }

  const options = gestores.data.filter((gestor) => gestor.id !== currentGestorId);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {options.length === 0 ? (
        <Alert tone="info">No hay otros gestores activos y aprobados disponibles.</Alert>
      ) : null}
      <Field id={id('gestor')} label="Gestor" required error={gestorError}>
        <Select
          id={id('gestor')}
          aria-required="true"
          invalid={Boolean(gestorError)}
          aria-describedby={describedBy(id('gestor'), { error: Boolean(gestorError) })}
          {...register('gestorId')}
        >
          <option value="">Selecciona un gestor…</option>
          {options.map((gestor) => (
            <option key={gestor.id} value={gestor.id}>
              {gestorOptionLabel(gestor)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('reason')} label="Motivo (opcional)" error={reasonError}>
        <Input
          id={id('reason')}
          maxLength={500}
          invalid={Boolean(reasonError)}
          aria-describedby={describedBy(id('reason'), { error: Boolean(reasonError) })}
          {...register('reason')}
        />
      </Field>
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
    </form>
  );
}
