import { MSG, PASSWORD_MSG, type SignInStep, STAFF_PASSWORD_MIN_LENGTH } from '@tramites/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { upgradePasswordAtSignIn } from '../api/sign-in-steps.ts';

const UpgradeFormSchema = z
  .object({
    new_password: z
      .string()
      .min(1, MSG.passwordRequerido)
      .min(STAFF_PASSWORD_MIN_LENGTH, PASSWORD_MSG.staffMin)
      .max(200),
    confirm: z.string().min(1, MSG.passwordRequerido),
  })
  .refine((form) => form.new_password === form.confirm, { message: MSG.passwordMismatch, path: ['confirm'] });

/** Staff whose password is shorter than the staff rule choose a new one before going on. */
export function PasswordUpgradeStep({
  challenge,
  onNext,
}: {
  challenge: string;
  onNext: (step: SignInStep) => void;
}) {
  const id = useId();
  const { form, onSubmit, submitError } = useServerForm({
    schema: UpgradeFormSchema,
    defaultValues: { new_password: '', confirm: '' },
    errorTitle: 'No se pudo cambiar la contraseña',
    serverFields: ['new_password'],
    onSubmit: async ({ new_password }) => {
      onNext(await upgradePasswordAtSignIn({ challenge, new_password }));
    },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Alert tone="info" title="Elige una contraseña más larga">
        El personal ve documentos de identidad de los clientes: su contraseña necesita al menos{' '}
        {STAFF_PASSWORD_MIN_LENGTH} caracteres. Una frase de varias palabras es fácil de recordar.
      </Alert>
      {submitError && !errors.new_password ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={`${id}-new`} label="Nueva contraseña" required error={errors.new_password?.message}>
        <Input
          {...fieldControl(`${id}-new`, { error: errors.new_password })}
          type="password"
          autoComplete="new-password"
          {...form.register('new_password')}
        />
      </Field>
      <Field id={`${id}-confirm`} label="Confirmar nueva contraseña" required error={errors.confirm?.message}>
        <Input
          {...fieldControl(`${id}-confirm`, { error: errors.confirm })}
          type="password"
          autoComplete="new-password"
          {...form.register('confirm')}
        />
      </Field>
      <Button type="submit" fullWidth size="lg" isLoading={form.formState.isSubmitting}>
        Guardar y continuar
      </Button>
    </form>
  );
}
