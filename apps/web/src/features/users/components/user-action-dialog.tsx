import { type AdminUser, AdminUserUpdateSchema, ROLE_LABELS, ROLES } from '@tramites/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
import { useApproveGestor } from '../api/approve-gestor.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';

type UserUpdateValues = z.input<typeof AdminUserUpdateSchema>;
type UserUpdateOutput = z.output<typeof AdminUserUpdateSchema>;

/** What the dialogs need of an account (a users-tab row, or a gestor of the workload list). */
export type UserSummary = Pick<
  AdminUser,
  'id' | 'name' | 'email' | 'role' | 'is_active' | 'max_concurrent' | 'current_assignments'
>;

/** What the users or gestores tab is asking to do with an account. */
export type UserAction = { kind: 'approve' | 'role' | 'active'; user: UserSummary };

/** The three confirmations of the users tab (and the gestores tab): approve, change role, (de)activate. */
export function UserActionDialog({ action, onClose }: { action: UserAction | null; onClose: () => void }) {
  const update = action && action.kind !== 'approve' ? { kind: action.kind, user: action.user } : null;
  const title =
    update?.kind === 'role'
      ? 'Cambiar rol'
      : update?.user.is_active
        ? 'Desactivar cuenta'
        : 'Reactivar cuenta';
  return (
    <>
      <ApproveGestorDialog user={action?.kind === 'approve' ? action.user : null} onClose={onClose} />
      <Dialog
        open={update !== null}
        onClose={onClose}
        title={title}
        description={update ? `${update.user.name} · ${update.user.email}` : undefined}
      >
        {update ? <UserUpdateForm kind={update.kind} user={update.user} onDone={onClose} /> : null}
      </Dialog>
    </>
  );
}

function ApproveGestorDialog({ user, onClose }: { user: UserSummary | null; onClose: () => void }) {
  const approve = useApproveGestor();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!user) {
      return;
    }
    setFailure(null);
    try {
      await approve.mutateAsync(user.id);
      notifySuccess(`${user.name} ya puede recibir casos`);
      close();
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudo aprobar al gestor.'));
      notifyError('Error aprobando gestor', error);
    }
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Aprobar gestor"
      description={user ? `${user.name} · ${user.email}` : undefined}
      confirmLabel="Aprobar gestor"
      isPending={approve.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {user ? (
        <p>
          Podrá ver y trabajar casos, y empezará a recibir solicitudes nuevas según su carga (capacidad de{' '}
          {formatInteger(user.max_concurrent)} casos).
        </p>
      ) : null}
    </ConfirmDialog>
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
