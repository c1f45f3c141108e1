import {
  isRequestStatus,
  REQUEST_STATUSES,
  type RequestStatus,
  type Solicitud,
  STATUS_LABELS,
  statusLabel,
  TRANSITION_MESSAGES,
} from '@tramites/shared';
import { ArrowRightLeft, ShieldAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useChangeRequestStatus } from '../../features/requests/api/change-request-status.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { Alert } from '../ui/alert.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Select, Textarea } from '../ui/input.tsx';
import { describedBy, Field } from '../ui/label.tsx';

export interface StatusChangeDialogProps {
  requestId: string;
  currentStatus: string;
  /** The moves the server allows this user (permisos.estados_permitidos): the only ones offered. */
  allowedStatuses: readonly RequestStatus[];
  /** Admins may force any other status with a non-empty reason (recorded as an override). */
  canForce: boolean;
  onChanged?: (updated: Solicitud & { message: string }) => void;
  /** Folio or name of the request, for the dialog's description. */
  requestLabel?: string;
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  className?: string;
}

export const SELECT_STATUS_MESSAGE = 'Selecciona el nuevo estado';

/** The statuses an admin may force: every other one that is not already an allowed move. */
export function forceableStatuses(currentStatus: string, allowed: readonly RequestStatus[]): RequestStatus[] {
  return REQUEST_STATUSES.filter((status) => status !== currentStatus && !allowed.includes(status));
}

/**
 * A 'Cambiar estado' button and its dialog. It offers only the moves the server allows; an admin can
 * open 'Forzar otro estado', which lists every other status and requires a reason (the server
 * answers 409 without one).
 */
export function StatusChangeDialog({
  triggerLabel = 'Cambiar estado',
  triggerVariant = 'primary',
  triggerSize = 'md',
  className,
  ...props
}: StatusChangeDialogProps) {
  const [isOpen, setIsOpen] = useState(false);
  const forceable = props.canForce ? forceableStatuses(props.currentStatus, props.allowedStatuses) : [];
  const hasOptions = props.allowedStatuses.length > 0 || forceable.length > 0;
  return (
    <>
      <Button
        variant={triggerVariant}
        size={triggerSize}
        className={className}
        onClick={() => setIsOpen(true)}
        disabled={!hasOptions}
        title={hasOptions ? undefined : 'No hay cambios de estado disponibles desde este estado'}
        leftIcon={<ArrowRightLeft className="size-4" aria-hidden="true" />}
      >
        {triggerLabel}
      </Button>
      <Dialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        title="Cambiar estado"
        description={
          props.requestLabel
            ? `${props.requestLabel} · Estado actual: ${statusLabel(props.currentStatus)}`
            : `Estado actual: ${statusLabel(props.currentStatus)}`
        }
      >
        <StatusChangeForm {...props} forceable={forceable} onDone={() => setIsOpen(false)} />
      </Dialog>
    </>
  );
}

type StatusChangeFormProps = Omit<
  StatusChangeDialogProps,
  'triggerLabel' | 'triggerVariant' | 'triggerSize'
> & {
  forceable: RequestStatus[];
  onDone: () => void;
};

function StatusChangeForm({
  requestId,
  allowedStatuses,
  forceable,
  onChanged,
  onDone,
}: StatusChangeFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [selected, setSelected] = useState<RequestStatus | ''>(
    allowedStatuses.length === 1 ? allowedStatuses[0]! : '',
  );
  const [isForcing, setIsForcing] = useState(allowedStatuses.length === 0 && forceable.length > 0);
  const [forced, setForced] = useState<RequestStatus | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ status?: string; reason?: string }>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const changeStatus = useChangeRequestStatus();

  const target = isForcing ? forced : selected;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: typeof errors = {};
    if (!target) {
      nextErrors.status = SELECT_STATUS_MESSAGE;
    }
    if (isForcing && !reason.trim()) {
      nextErrors.reason = TRANSITION_MESSAGES.needs_reason;
    }
    setErrors(nextErrors);
    if (!target || Object.keys(nextErrors).length > 0) {
      return;
    }
    setSubmitError(null);
    changeStatus.mutate(
      { requestId, newStatus: target, reason },
      {
        onSuccess: (updated) => {
          toast.success(`${updated.message}: ${statusLabel(updated.status)}`);
          onChanged?.(updated);
          onDone();
        },
        onError: (error) => {
          const message = errorMessage(error, 'Error actualizando estado');
          setSubmitError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}

      {allowedStatuses.length > 0 ? (
        <fieldset
          className="space-y-2"
          disabled={isForcing}
          aria-describedby={errors.status && !isForcing ? `${id('status')}-error` : undefined}
        >
          <legend className="mb-2 font-medium text-slate-800 text-sm">Nuevo estado</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {allowedStatuses.map((status) => (
              <label
                key={status}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 px-3 py-2.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-55"
              >
                <input
                  type="radio"
                  name={id('status')}
                  value={status}
                  checked={!isForcing && selected === status}
                  onChange={() => setSelected(status)}
                  className="size-4 accent-brand-700"
                />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
          {errors.status && !isForcing ? (
            <p id={`${id('status')}-error`} className="font-medium text-red-700 text-sm">
              {errors.status}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="text-slate-600 text-sm">El flujo normal no permite cambios desde el estado actual.</p>
      )}

      {forceable.length > 0 ? (
        <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50/60 p-3.5">
          <label className="flex cursor-pointer items-start gap-2.5 text-sm">
            <input
              type="checkbox"
              checked={isForcing}
              onChange={(event) => {
                setIsForcing(event.target.checked);
                setErrors({});
              }}
              className="mt-0.5 size-4 shrink-0 accent-amber-600"
            />
            <span>
              <span className="flex items-center gap-1.5 font-medium text-amber-900">
                <ShieldAlert className="size-4" aria-hidden="true" />
                Forzar otro estado
              </span>
              <span className="text-amber-900/80">
                Fuera del flujo normal. Quedará registrado como cambio forzado y el motivo es obligatorio.
              </span>
            </span>
          </label>
          {isForcing ? (
            <Field id={id('forced')} label="Estado a forzar" required error={errors.status}>
              <Select
                id={id('forced')}
                value={forced}
                onChange={(event) => setForced(isRequestStatus(event.target.value) ? event.target.value : '')}
                invalid={Boolean(errors.status)}
                aria-describedby={describedBy(id('forced'), { error: Boolean(errors.status) })}
              >
                <option value="">Selecciona un estado…</option>
                {forceable.map((status) => (
                  <option key={status} value={status}>
                    {STATUS_LABELS[status]}
                  </option>
                ))}
              </Select>
            </Field>
          ) : null}
        </div>
      ) : null}

      <Field
        id={id('reason')}
        label={isForcing ? 'Motivo' : 'Notas (opcional)'}
        required={isForcing}
        hint={isForcing ? 'Explica por qué se fuerza el cambio.' : 'Quedan en el historial y en el chat.'}
        error={errors.reason}
      >
        <Textarea
          id={id('reason')}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-required={isForcing || undefined}
          invalid={Boolean(errors.reason)}
          aria-describedby={describedBy(id('reason'), { hint: true, error: Boolean(errors.reason) })}
        />
      </Field>

      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={changeStatus.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant={isForcing ? 'danger' : 'primary'} isLoading={changeStatus.isPending}>
          {changeStatus.isPending ? 'Guardando…' : isForcing ? 'Forzar cambio' : 'Guardar estado'}
        </Button>
      </div>
    </form>
  );
}
