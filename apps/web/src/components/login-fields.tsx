import type { LoginSchema } from '@tramites/shared';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { Input } from './ui/input.tsx';
import { Field, fieldControl } from './ui/label.tsx';

type LoginValues = z.input<typeof LoginSchema>;

const LOGIN_FIELDS = [
  { name: 'email', label: 'Correo electrónico', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Contraseña', type: 'password', autoComplete: 'current-password' },
] as const;

export interface LoginFieldsProps {
  register: UseFormRegister<LoginValues>;
  errors: FieldErrors<LoginValues>;
  /** An asterisk after each label: the app's sign-in form shows it, the standalone demo page does not. */
  showRequiredMark?: boolean;
}

/** The email and password of a sign-in form (LoginSchema), wired for screen readers. */
export function LoginFields({ register, errors, showRequiredMark = false }: LoginFieldsProps) {
  const idPrefix = useId();
  return LOGIN_FIELDS.map(({ name, label, type, autoComplete }) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name];
    return (
      <Field key={name} id={id} label={label} required={showRequiredMark} error={error?.message}>
        <Input
          {...fieldControl(id, { error })}
          type={type}
          autoComplete={autoComplete}
          required
          {...register(name)}
        />
      </Field>
    );
  });
}
