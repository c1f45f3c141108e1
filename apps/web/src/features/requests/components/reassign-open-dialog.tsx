import { ReassignOpenRequestsSchema } from '@tramites/shared';
import { ArrowRightLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { QueryError } from '../../../components/query-error.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useAssignableGestores } from '../api/get-assignable-gestores.ts';
import { useReassignOpenSolicitudes } from '../api/reassign-open-solicitudes.ts';
import { gestorOptionLabel } from './assign-gestor-form.tsx';

type ReassignFormValues = z.input<typeof ReassignOpenRequestsSchema>;
type ReassignFormOutput = z.output<typeof ReassignOpenRequestsSchema>;

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
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const gestores = useAssignableGestores();
  const reassign = useReassignOpenSolicitudes();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReassignFormValues, unknown, ReassignFormOutput>({
    resolver: zodResolver(ReassignOpenRequestsSchema),
    defaultValues: { new_gestor_id: '', reason: '' },
  });
  const gestorError = errors.new_gestor_id?.message;
  const reasonError = errors.reason?.message;

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const result = await reassign.mutateAsync({ gestorId, ...values });
      notifySuccess(result.message);
      onDone();
    } catch (error) {
      setServerFieldErrors(error, ['new_gestor_id', 'reason'], setError);
      setSubmitError(errorMessage(error, 'No se pudieron reasignar los casos.'));
      notifyError('No se pudieron reasignar los casos', error);
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
  const options = gestores.data.filter((gestor) => gestor.id !== gestorId);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {options.length === 0 ? (
        <Alert tone="info">No hay otros gestores activos y aprobados a quienes reasignar.</Alert>
      ) : null}
      <Field id={id('gestor')} label="Gestor de destino" required error={gestorError}>
        <Select
          id={id('gestor')}
          aria-required="true"
          invalid={Boolean(gestorError)}
          aria-describedby={describedBy(id('gestor'), { error: Boolean(gestorError) })}
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
        <Button variant="outline" onClick={onDone} disabled={reassign.isPending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={reassign.isPending}>
          Reasignar casos
        </Button>
      </div>
    </form>
  );
}
