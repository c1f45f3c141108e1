import { RotateCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAssignGestor } from '../api/assign-gestor.ts';
import { type AssignableGestor, useAssignableGestores } from '../api/get-assignable-gestores.ts';

export const SELECT_GESTOR_MESSAGE = 'Selecciona un gestor';

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
  requestId: string;
  currentGestorId: string | null;
  onAssigned?: () => void;
  onCancel?: () => void;
}

/** Admin: give the request to another gestor, seeing each one's load, with an optional reason. */
export function AssignGestorForm({
  requestId,
  currentGestorId,
  onAssigned,
  onCancel,
}: AssignGestorFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const gestores = useAssignableGestores();
  const assign = useAssignGestor();
  const [gestorId, setGestorId] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!gestorId) {
      setFieldError(SELECT_GESTOR_MESSAGE);
      return;
    }
    setFieldError(null);
    setSubmitError(null);
    assign.mutate(
      { requestId, gestorId, reason },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onAssigned?.();
        },
        onError: (error) => {
          const message = errorMessage(error, 'No se pudo asignar el gestor.');
          setSubmitError(message);
          toast.error(message);
        },
      },
    );
  };

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
      <Alert tone="error" title="No pudimos cargar los gestores">
        <p>{errorMessage(gestores.error, 'Intenta de nuevo.')}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => void gestores.refetch()}
          leftIcon={<RotateCw className="size-4" aria-hidden="true" />}
        >
          Reintentar
        </Button>
      </Alert>
    );
  }

  const options = gestores.data.filter((gestor) => gestor.id !== currentGestorId);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {options.length === 0 ? (
        <Alert tone="info">No hay otros gestores activos y aprobados disponibles.</Alert>
      ) : null}
      <Field id={id('gestor')} label="Gestor" required error={fieldError ?? undefined}>
        <Select
          id={id('gestor')}
          value={gestorId}
          onChange={(event) => {
            setGestorId(event.target.value);
            setFieldError(null);
          }}
          aria-required="true"
          invalid={Boolean(fieldError)}
          aria-describedby={describedBy(id('gestor'), { error: Boolean(fieldError) })}
        >
          <option value="">Selecciona un gestor…</option>
          {options.map((gestor) => (
            <option key={gestor.id} value={gestor.id}>
              {gestorOptionLabel(gestor)}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={id('reason')} label="Motivo (opcional)">
        <Input
          id={id('reason')}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
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
