import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';

/** What the field takes: the app's 6 digits, a recovery code, or either (turning it off). */
const KINDS = {
  app: { label: 'Código de verificación', inputMode: 'numeric', maxLength: 7 },
  recovery: { label: 'Código de recuperación', inputMode: 'text', maxLength: 11 },
  any: { label: 'Código de verificación', inputMode: 'numeric', maxLength: 11 },
} as const;

/** The one code field of the two-step forms (sign-in, enrolment, turning it off). */
export function VerificationCodeField({
  kind,
  registration,
  error,
  className,
  autoFocus,
}: {
  kind: keyof typeof KINDS;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  className?: string;
  autoFocus?: boolean;
}) {
  const id = `${useId()}-code`;
  const { label, inputMode, maxLength } = KINDS[kind];
  return (
    <Field id={id} label={label} required error={error?.message}>
      <Input
        {...fieldControl(id, { error })}
        inputMode={inputMode}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        maxLength={maxLength}
        className={className}
        autoFocus={autoFocus}
        {...registration}
      />
    </Field>
  );
}
