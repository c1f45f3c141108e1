import type { StatusChangeResponse } from '@tramites/shared';
import {
  isRequestStatus,
  REQUEST_STATUSES,
  type RequestStatus,
  STATUS_LABELS,
  statusLabel,
  TRANSITION_MESSAGES,
} from '@tramites/shared';
import { ArrowRightLeft, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Select, SelectOptions, Textarea } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useChangeSolicitudStatus } from '../api/change-solicitud-status.ts';

export interface StatusChangeDialogProps {
  solicitudId: string;
  currentStatus: string;
  /** The moves the server allows this user (permisos.estados_permitidos): the only ones offered. */
  allowedStatuses: readonly RequestStatus[];
  /** Admins may force any other status with a non-empty reason (recorded as an override). */
  canForce: boolean;
  onChanged?: (updated: StatusChangeResponse) => void;
  /** Folio or name of the solicitud, for the dialog's description. */
  solicitudLabel?: string;
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  className?: string;
}

const SELECT_STATUS_MESSAGE = 'Selecciona el nuevo estado';

/** The statuses an admin may force: every other one that is not already an allowed move. */
export function forceableStatuses(currentStatus: string, allowed: readonly RequestStatus[]): RequestStatus[] {
  return REQUEST_STATUSES.filter((status) => status !== currentStatus && !allowed.includes(status));
}

const notes = z.string().trim().max(1000, 'El motivo no puede pasar de 1000 caracteres');

/**
 * The dialog's form: an allowed move (optional notes), or a forced one, which needs a reason with the
 * status machine's own message (the server answers 409 without one). Its output is the move to send.
 */
const StatusChangeFormSchema = z
  .object({ isForcing: z.boolean(), status: z.string(), forced: z.string(), reason: notes })
  .superRefine((form, context) => {
    const field = form.isForcing ? 'forced' : 'status';
    if (!isRequestStatus(form[field])) {
      context.addIssue({ code: 'custom', path: [field], message: SELECT_STATUS_MESSAGE });
    }
    if (form.isForcing && !form.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: TRANSITION_MESSAGES.needs_reason });
    }
  })
  .transform((form) => ({
    newStatus: (form.isForcing ? form.forced : form.status) as RequestStatus,
    reason: form.reason,
  }));

/**
 * A 'Cambiar estado' button and its dialog. It offers only the moves the server allows; an admin can
 * open 'Forzar otro estado', which lists every other status and requires a reason.
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
          props.solicitudLabel
            ? `${props.solicitudLabel} · Estado actual: ${statusLabel(props.currentStatus)}`
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
  solicitudId,
  allowedStatuses,
  forceable,
  onChanged,
  onDone,
}: StatusChangeFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const changeStatus = useChangeSolicitudStatus();
  const { form, onSubmit, submitError } = useServerForm({
    schema: StatusChangeFormSchema,
    defaultValues: {
      isForcing: allowedStatuses.length === 0 && forceable.length > 0,
      status: allowedStatuses.length === 1 ? allowedStatuses[0]! : '',
      forced: '',
      reason: '',
    },
    errorTitle: 'Error actualizando estado',
    errorFallback: 'Error actualizando estado',
    onSubmit: async ({ newStatus, reason }) => {
      const updated = await changeStatus.mutateAsync({ solicitudId, newStatus, reason });
      notifySuccess(`${updated.message}: ${statusLabel(updated.status)}`);
      onChanged?.(updated);
      onDone();
    },
  });
  const {
    register,
    watch,
    clearErrors,
    formState: { errors },
  } = form;
  const isForcing = watch('isForcing');
  const selected = watch('status');
  const statusError = isForcing ? undefined : errors.status?.message;
  const forcedError = errors.forced?.message;
  const reasonError = errors.reason?.message;
  const forcingField = register('isForcing');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}

      {allowedStatuses.length > 0 ? (
        <fieldset
          className="space-y-2"
          disabled={isForcing}
          aria-describedby={statusError ? `${id('status')}-error` : undefined}
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
                  value={status}
                  {...register('status')}
                  checked={!isForcing && selected === status}
                  className="size-4 accent-brand-700"
                />
                {STATUS_LABELS[status]}
              </label>
            ))}
          </div>
          {statusError ? (
            <p id={`${id('status')}-error`} className="font-medium text-red-700 text-sm">
              {statusError}
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
              {...forcingField}
              onChange={(event) => {
                clearErrors();
                void forcingField.onChange(event);
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
            <Field id={id('forced')} label="Estado a forzar" required error={forcedError}>
              <Select
                id={id('forced')}
                invalid={Boolean(forcedError)}
                aria-describedby={describedBy(id('forced'), { error: Boolean(forcedError) })}
                {...register('forced')}
              >
                <option value="">Selecciona un estado…</option>
                <SelectOptions values={forceable} labels={STATUS_LABELS} />
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
        error={reasonError}
      >
        <Textarea
          id={id('reason')}
          rows={3}
          maxLength={1000}
          aria-required={isForcing || undefined}
          invalid={Boolean(reasonError)}
          aria-describedby={describedBy(id('reason'), { hint: true, error: Boolean(reasonError) })}
          {...register('reason')}
        />
      </Field>

      <FormFooter
        submitLabel={changeStatus.isPending ? 'Guardando…' : isForcing ? 'Forzar cambio' : 'Guardar estado'}
        submitVariant={isForcing ? 'danger' : 'primary'}
        isPending={changeStatus.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
