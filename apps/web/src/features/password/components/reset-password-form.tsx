import { PASSWORD_MSG, ResetPasswordFormSchema, type ResetPasswordResponse } from '@tramites/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { NewPasswordFields } from './new-password-fields.tsx';

export interface ResetPasswordFormProps {
  /** The token of the e-mailed link (`/restablecer?token=…`). */
  token: string;
  /** The password is set (every session ended): the page signs its owner in or sends them to /login. */
  onReset: (result: ResetPasswordResponse & { password: string }) => Promise<void>;
}

/** The new password, twice; a used, expired or unknown link says so and offers a new one. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const id = useId();
  const reset = useResetPassword();
  const [isLinkDead, setIsLinkDead] = useState(token === '');
  const { form, onSubmit, submitError } = useServerForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
    serverFields: ['password'],
    errorTitle: 'No se pudo cambiar la contraseña',
    onSubmit: async ({ password }) => {
      try {
        const result = await reset.mutateAsync({ token, password });
        await onReset({ ...result, password });
      } catch (error) {
        if (isApiError(error) && error.code === 'invalid_link') {
          setIsLinkDead(true);
        }
        throw error;
      }
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (isLinkDead) {
    return (
      <div className="space-y-5">
        <Alert tone="error" title="Enlace no válido">
          {PASSWORD_MSG.enlaceInvalido}
        </Alert>
        <ButtonLink to={paths.recuperar.href()} fullWidth size="lg">
          Solicitar un enlace nuevo
        </ButtonLink>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <NewPasswordFields
        idPrefix={id}
        hint="Mínimo 6 caracteres (12 para gestores y administradores). Evita contraseñas comunes."
        password={{ registration: register('password'), error: errors.password }}
        confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword }}
      />
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {isSubmitting ? 'Guardando...' : 'Guardar contraseña nueva'}
      </Button>
    </form>
  );
}
