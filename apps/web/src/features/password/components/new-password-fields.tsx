import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';

export interface NewPasswordFieldsProps {
  idPrefix: string;
  hint: string;
  password: { registration: UseFormRegisterReturn; error?: FieldError; label?: string };
  confirm: { registration: UseFormRegisterReturn; error?: FieldError };
}

/** The new password and its repetition, as the reset page and the change form both ask for them. */
export function NewPasswordFields({ idPrefix, hint, password, confirm }: NewPasswordFieldsProps) {
  const passwordId = `${idPrefix}-new`;
  const confirmId = `${idPrefix}-confirm`;
  return (
    <>
      <Field
        id={passwordId}
        label={password.label ?? 'Contraseña nueva'}
        required
        hint={hint}
        error={password.error?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...fieldControl(passwordId, { hint: true, error: password.error })}
          {...password.registration}
        />
      </Field>
      <Field id={confirmId} label="Repite la contraseña nueva" required error={confirm.error?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          required
          {...fieldControl(confirmId, { error: confirm.error })}
          {...confirm.registration}
        />
      </Field>
    </>
  );
}
