import {
  MSG,
  PRIVACY_NOTICE_VERSION,
  RegisterFormSchema,
  type RegisterInput,
  ROLE_LABELS,
  SELF_REGISTER_ROLES,
} from '@tramites/shared';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { paths } from '../../../config/paths.ts';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { authErrorMessage } from '../auth-error-message.ts';

type RegisterValues = z.input<typeof RegisterFormSchema>;
type RegisterOutput = z.output<typeof RegisterFormSchema>;

const FIELDS = [
  'name',
  'email',
  'phone',
  'role',
  'password',
  'confirmPassword',
  'acceptPrivacyNotice',
] as const;

export interface RegisterFormProps {
  onRegister: (input: RegisterInput) => Promise<unknown>;
  /** The aviso simplificado, shown above its checkbox (the privacy feature, composed by the page). */
  privacyNotice?: ReactNode;
}

export function RegisterForm({ onRegister, privacyNotice }: RegisterFormProps) {
  const idPrefix = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, RegisterOutput>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      role: 'cliente',
      password: '',
      confirmPassword: '',
      // Never pre-ticked (LFPDPPP: consent is given, not assumed).
      acceptPrivacyNotice: false,
    },
  });

  // A password mismatch fails validation here, so nothing is sent (spec section 5).
  const onSubmit = handleSubmit(
    async ({ confirmPassword: _confirm, acceptPrivacyNotice: _accepted, ...input }) => {
      setServerError(null);
      try {
        // The box was ticked (the schema requires it): the account records the version the page showed.
        await onRegister({ ...input, privacy_notice_version: PRIVACY_NOTICE_VERSION });
      } catch (error) {
        setServerFieldErrors(error, FIELDS, setError);
        setServerError(authErrorMessage(error, MSG.registerError));
      }
    },
  );

  const fieldProps = (name: (typeof FIELDS)[number], options: { hint?: boolean } = {}) =>
    fieldControl(id(name), { hint: options.hint, error: errors[name] });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError ? (
        <Alert tone="error" title="No pudimos crear tu cuenta">
          {serverError}
        </Alert>
      ) : null}
      <Field id={id('name')} label="Nombre completo" required error={errors.name?.message}>
        <Input autoComplete="name" required {...fieldProps('name')} {...register('name')} />
      </Field>
      <Field id={id('email')} label="Correo electrónico" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...fieldProps('email')} {...register('email')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('phone')} label="Teléfono" required hint="10 dígitos" error={errors.phone?.message}>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            {...fieldProps('phone', { hint: true })}
            {...register('phone')}
          />
        </Field>
        <Field id={id('role')} label="Tipo de cuenta" required error={errors.role?.message}>
          <Select required {...fieldProps('role')} {...register('role')}>
            <SelectOptions values={SELF_REGISTER_ROLES} labels={ROLE_LABELS} />
          </Select>
        </Field>
      </div>
      <Field
        id={id('password')}
        label="Contraseña"
        required
        hint="Minimo 6 caracteres"
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...fieldProps('password', { hint: true })}
          {...register('password')}
        />
      </Field>
      <Field
        id={id('confirmPassword')}
        label="Confirmar contraseña"
        required
        error={errors.confirmPassword?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...fieldProps('confirmPassword')}
          {...register('confirmPassword')}
        />
      </Field>
      <div className="space-y-2">
        {privacyNotice}
        <label htmlFor={id('acceptPrivacyNotice')} className="flex cursor-pointer items-start gap-3 text-sm">
          <input
            id={id('acceptPrivacyNotice')}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            aria-invalid={Boolean(errors.acceptPrivacyNotice) || undefined}
            aria-describedby={errors.acceptPrivacyNotice ? `${id('acceptPrivacyNotice')}-error` : undefined}
            {...register('acceptPrivacyNotice')}
          />
          <span>
            He leído y acepto el{' '}
            <Link
              to={paths.privacidad.href()}
              target="_blank"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              aviso de privacidad<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </Link>{' '}
            y los{' '}
            <Link
              to={paths.terminos.href()}
              target="_blank"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              términos y condiciones<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </Link>
            .
          </span>
        </label>
        {errors.acceptPrivacyNotice ? (
          <p id={`${id('acceptPrivacyNotice')}-error`} className="font-medium text-red-700 text-sm">
            {errors.acceptPrivacyNotice.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {isSubmitting ? 'Creando cuenta...' : 'Crear Cuenta'}
      </Button>
    </form>
  );
}
