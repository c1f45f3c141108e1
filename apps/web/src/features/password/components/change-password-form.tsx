import { ChangePasswordFormSchema, passwordMinLengthFor, type Role } from '@tramites/shared';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY = { current_password: '', new_password: '', confirm_password: '' };

export interface ChangePasswordFormProps {
  /** The signed-in user's role: staff passwords need 12 characters or more. */
  accountRole: Role;
}

/**
 * The change form of /cuenta: the current password, then the new one twice. The server ends the user's
 * other sessions; this one stays, so the form only clears itself and says so.
 */
export function ChangePasswordForm({ accountRole }: ChangePasswordFormProps) {
  const id = useId();
  const change = useChangePassword();
  const { form, onSubmit, submitError } = useServerForm({
    schema: ChangePasswordFormSchema,
    defaultValues: EMPTY,
    serverFields: ['current_password', 'new_password'],
    errorTitle: 'No se pudo cambiar la contraseña',
    onSubmit: async ({ current_password, new_password }) => {
      const { detail } = await change.mutateAsync({ current_password, new_password });
      form.reset(EMPTY);
      notifySuccess('Contraseña cambiada', { description: detail });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const currentId = `${id}-current`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Cambiar contraseña">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={currentId} label="Contraseña actual" required error={errors.current_password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...fieldControl(currentId, { error: errors.current_password })}
          {...register('current_password')}
        />
      </Field>
      <NewPasswordFields
        idPrefix={id}
        hint={`Mínimo ${passwordMinLengthFor(accountRole)} caracteres. Evita contraseñas comunes. Cerraremos tus sesiones en otros dispositivos.`}
        password={{ registration: register('new_password'), error: errors.new_password }}
        confirm={{ registration: register('confirm_password'), error: errors.confirm_password }}
      />
      <Button type="submit" isLoading={isSubmitting}>
        {isSubmitting ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
    </form>
  );
}
