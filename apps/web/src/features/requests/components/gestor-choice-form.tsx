import type { AssignableGestor } from '@tramites/shared';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { ServerForm } from '../../../lib/use-server-form.ts';
import { useAssignableGestores } from '../api/get-assignable-gestores.ts';

const LOAD_STATUS: Record<string, string> = {
  disponible: 'disponible',
  ocupado: 'ocupado',
  completo: 'sin cupo',
};

const gestorOptionLabel = (gestor: AssignableGestor) =>
  `${gestor.name} — carga ${gestor.current_assignments}/${gestor.max_concurrent}${
    LOAD_STATUS[gestor.status] ? ` (${LOAD_STATUS[gestor.status]})` : ''
  }`;

/** What a form that gives cases to a gestor holds: the API's `new_gestor_id` and an optional reason. */
export interface GestorChoiceValues {
  new_gestor_id: string;
  reason?: string;
}

export interface GestorChoiceFormProps<TOutput> {
  /** The caller's useServerForm over its own schema (its messages, its request). */
  serverForm: ServerForm<GestorChoiceValues, TOutput>;
  label: string;
  /** The gestor the cases leave (not offered as a destination). */
  excludeGestorId: string | null;
  noOptionsMessage: string;
  submitLabel: string;
  isPending: boolean;
  onCancel?: () => void;
}

/**
 * The gestor to give cases to, with each one's load, and an optional reason: the assign form and the
 * bulk reassignment, with the loading and error states of the assignable list (the buttons show once
 * the gestores are loaded).
 */
export function GestorChoiceForm<TOutput>({
  serverForm: { form, onSubmit, submitError },
  label,
  excludeGestorId,
  noOptionsMessage,
  submitLabel,
  isPending,
  onCancel,
}: GestorChoiceFormProps<TOutput>) {
  const idPrefix = useId();
  const {
    register,
    formState: { errors },
  } = form;
  const gestores = useAssignableGestores();
  const gestorId = `${idPrefix}-gestor`;
  const reasonId = `${idPrefix}-reason`;
  const gestorError = errors.new_gestor_id?.message;
  const reasonError = errors.reason?.message;

  const fields = () => {
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
    const options = gestores.data.filter((gestor) => gestor.id !== excludeGestorId);
    return (
      <>
        {options.length === 0 ? <Alert tone="info">{noOptionsMessage}</Alert> : null}
        <Field id={gestorId} label={label} required error={gestorError}>
          <Select
            {...fieldControl(gestorId, { error: gestorError })}
            aria-required="true"
            {...register('new_gestor_id')}
          >
            <option value="">Selecciona un gestor…</option>
            {options.map((gestor) => (
              <option key={gestor.id} value={gestor.id}>
                {gestorOptionLabel(gestor)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id={reasonId} label="Motivo (opcional)" error={reasonError}>
          <Input
            {...fieldControl(reasonId, { error: reasonError })}
            maxLength={500}
            {...register('reason')}
          />
        </Field>
        <FormFooter submitLabel={submitLabel} isPending={isPending} onCancel={onCancel} />
      </>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {fields()}
    </form>
  );
}
