import {
  MSG,
  RegisterFormSchema,
  type RegisterInput,
  ROLE_LABELS,
  SELF_REGISTER_ROLES,
} from '@tramites/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Select, SelectOptions } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { setServerFieldErrors } from '../../../lib/form-errors.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { authErrorMessage } from '../auth-error-message.ts';

type RegisterValues = z.input<typeof RegisterFormSchema>;
type RegisterOutput = z.output<typeof RegisterFormSchema>;

const FIELDS = ['name', 'email', 'phone', 'role', 'password', 'confirmPassword'] as const;

export interface RegisterFormProps {
  onRegister: (input: RegisterInput) => Promise<unknown>;
}

export function RegisterForm({ onRegister }: RegisterFormProps) {
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
    defaultValues: { name: '', email: '', phone: '', role: 'cliente', password: '', confirmPassword: '' },
  });

  // A password mismatch fails validation here, so nothing is sent (spec section 5).
  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setServerError(null);
    try {
      await onRegister(input);
    } catch (error) {
      setServerFieldErrors(error, FIELDS, setError);
      setServerError(authErrorMessage(error, MSG.registerError));
    }
  });

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
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {isSubmitting ? 'Creando cuenta...' : 'Crear Cuenta'}
      </Button>
    </form>
  );
}
