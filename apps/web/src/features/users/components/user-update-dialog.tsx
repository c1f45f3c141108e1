import { AdminUserUpdateSchema, ROLE_LABELS, ROLES } from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormFooter } from '../../../components/ui/form-footer.tsx';
import { Input, Select, SelectOptions } from '../../../components/ui/input.tsx';
import { describedBy, Field } from '../../../components/ui/label.tsx';
import { formatInteger } from '../../../lib/format.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useUpdateAdminUser } from '../api/update-admin-user.ts';
import type { UserSummary } from '../user-summary.ts';

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
  const otherRoles = ROLES.filter((role) => role !== user.role);
  const deactivating = kind === 'active' && user.is_active;
  const { form, onSubmit, submitError } = useServerForm({
    schema: AdminUserUpdateSchema,
    defaultValues:
      kind === 'role' ? { role: otherRoles[0], reason: '' } : { is_active: !user.is_active, reason: '' },
    serverFields: ['role', 'is_active', 'reason'],
    errorTitle: kind === 'role' ? 'Error cambiando el rol' : 'Error actualizando la cuenta',
    // 409: an admin cannot demote or deactivate themselves; the server says so.
    errorFallback: 'No se pudo guardar el cambio.',
    onSubmit: async (values) => {
      const updated = await update.mutateAsync({ userId: user.id, ...values });
      notifySuccess(
        kind === 'role'
          ? `${user.name} ahora es ${ROLE_LABELS[updated.role]}`
          : updated.is_active
            ? `Cuenta de ${user.name} reactivada`
            : `Cuenta de ${user.name} desactivada`,
      );
      onDone();
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
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
              <SelectOptions values={otherRoles} labels={ROLE_LABELS} />
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
      <FormFooter
        submitLabel={
          kind === 'role' ? 'Cambiar rol' : deactivating ? 'Desactivar cuenta' : 'Reactivar cuenta'
        }
        submitVariant={deactivating ? 'danger' : 'primary'}
        isPending={update.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
