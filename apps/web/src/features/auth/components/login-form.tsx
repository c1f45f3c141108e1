import { LoginSchema, MSG } from '@tramites/shared';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginFields } from '../../../components/login-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { authErrorMessage } from '../auth-error-message.ts';

type LoginValues = z.input<typeof LoginSchema>;
type LoginOutput = z.output<typeof LoginSchema>;

export interface LoginFormProps {
  onLogin: (email: string, password: string) => Promise<unknown>;
  /** Demo mode prefills a sample account (DESIGN 9.4); read once, when the form mounts. */
  prefill?: { email: string; password: string } | null;
  submitLabel?: string;
  /** Under the password, before the button: the sign-in page's "¿Olvidaste tu contraseña?". */
  passwordHelp?: ReactNode;
}

export function LoginForm({
  onLogin,
  prefill,
  submitLabel = 'Iniciar Sesión',
  passwordHelp,
}: LoginFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: prefill ?? { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      await onLogin(email, password);
    } catch (error) {
      setServerError(authErrorMessage(error, MSG.loginError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <LoginFields register={register} errors={errors} showRequiredMark />
      {passwordHelp}
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {isSubmitting ? 'Iniciando Sesión...' : submitLabel}
      </Button>
    </form>
  );
}
