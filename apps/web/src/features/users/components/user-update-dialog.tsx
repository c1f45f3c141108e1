import { AdminUserUpdateSchema, ROLE_LABELS, ROLES } from '@tramites/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { formatInteger } from '../../../lib/format.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';
import type { UserSummary } from '../user-summary.ts';

type UserUpdateValues = z.input<typeof AdminUserUpdateSchema>;
type UserUpdateOutput = z.output<typeof AdminUserUpdateSchema>;

/** 'Cambiar rol' or 'Desactivar / Reactivar cuenta', with an optional reason for the audit. */
export function UserUpdateDialog({
  update,
  onClose,
}: {
  update: { kind: 'role' | 'active'; user: UserSummary } | null;
  onClose: () => void;
}) {
  const title =
    update?.kind === 'role'
      ? 'Cambiar rol'
      : update?.user.is_active
        ? 'Desactivar cuenta'
        : 'Reactivar cuenta';
  return (
    <Dialog
      open={update !== null}
      onClose={onClose}
      title={title}
      description={update ? `${update.user.name} · ${update.user.email}` : undefined}
    >
      {update ? <UserUpdateForm kind={update.kind} user={update.user} onDone={onClose} /> : null}
    </Dialog>
  );
}

function UserUpdateForm({
  kind,
  user,
  onDone,
}: {
  kind: 'role' | 'active';
  user: UserSummary;
  onDone: () => void;
}) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const update = useUpdateAdminUser();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const otherRoles = ROLES.filter((role) => role !== user.role);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<UserUpdateValues, unknown, UserUpdateOutput>({
    resolver: zodResolver(AdminUserUpdateSchema),
    defaultValues:
      kind === 'role' ? { role: otherRoles[0], reason: '' } : { is_active: !user.is_active, reason: '' },
  });
  const deactivating = kind === 'active' && user.is_active;

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const updated = await update.mutateAsync({ userId: user.id, ...values });
      notifySuccess(
        kind === 'role'
          ? `${user.name} ahora es ${ROLE_LABELS[updated.role]}`
          : updated.is_active
            ? `Cuenta de ${user.name} reactivada`
            : `Cuenta de ${user.name} desactivada`,
      );
      onDone();
    } catch (error) {
      setServerFieldErrors(error, ['role', 'is_active', 'reason'], setError);
      // 409: an admin cannot demote or deactivate themselves; the server says so.
      setSubmitError(errorMessage(error, 'No se pudo guardar el cambio.'));
      notifyError(kind === 'role' ? 'Error cambiando el rol' : 'Error actualizando la cuenta', error);
    }
  });
  const roleError = errors.role?.message;
  const reasonError = errors.reason?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      {kind === 'role' ? (
        <>
          <p className="text-slate-700 text-sm">
            Rol actual: <span className="font-medium">{ROLE_LABELS[user.role]}</span>
          </p>
          <Field id={id('role')} label="Nuevo rol" required error={roleError}>
            <Select
              id={id('role')}
              invalid={Boolean(roleError)}
              aria-describedby={describedBy(id('role'), { error: Boolean(roleError) })}
              {...register('role')}
            >
              {otherRoles.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </Select>
          </Field>
        </>
      ) : (
        <p className="text-slate-700 text-sm">
          {deactivating
            ? `No podrá iniciar sesión y su sesión abierta deja de funcionar.${
                user.role === 'gestor' && user.current_assignments > 0
                  ? ` Conserva sus ${formatInteger(user.current_assignments)} casos abiertos: reasígnalos desde la pestaña Gestores.`
                  : ''
              }`
            : 'Podrá volver a iniciar sesión con su contraseña.'}
        </p>
      )}
      <Field id={id('reason')} label="Motivo (opcional)" hint="Queda en la auditoría." error={reasonError}>
        <Input
          id={id('reason')}
          maxLength={500}
          invalid={Boolean(reasonError)}
          aria-describedby={describedBy(id('reason'), { hint: true, error: Boolean(reasonError) })}
          {...register('reason')}
        />
      </Field>
      <div className="flex flex-col-reverse gap-3 border-slate-100 border-t pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" variant={deactivating ? 'danger' : 'primary'} isLoading={update.isPending}>
          {kind === 'role' ? 'Cambiar rol' : deactivating ? 'Desactivar cuenta' : 'Reactivar cuenta'}
        </Button>
      </div>
    </form>
  );
}
