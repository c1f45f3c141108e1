import { ChangeEmailSchema } from '@tramites/shared';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useChangeEmail } from '../api/email-api.ts';

const EMPTY = { email: '', current_password: '' };

export interface ChangeEmailFormProps {
  /** The account's address now: it stays until the link sent to the new one is opened. */
  currentEmail?: string;
}

/**
 * "Cambiar correo" on /cuenta (issue 23): the new address and the current password. Nothing changes
 * yet: the server mails a link to the new address (and a notice to the current one), and the form says so.
 */
export function ChangeEmailForm({ currentEmail }: ChangeEmailFormProps) {
  const id = useId();
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { form, onSubmit, submitError } = useServerForm({
    schema: ChangeEmailSchema,
    defaultValues: EMPTY,
    serverFields: ['email', 'current_password'],
    errorTitle: 'No se pudo pedir el cambio de correo',
    onSubmit: async (values) => {
      setSent(null);
      const { detail } = await change.mutateAsync(values);
      form.reset(EMPTY);
      setSent(detail);
      notifySuccess('Revisa tu correo nuevo', { description: detail });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Cambiar correo">
      {currentEmail ? (
        <p className="text-slate-600 text-sm">
          Tu correo actual es <span className="font-medium text-slate-900">{currentEmail}</span>.
        </p>
      ) : null}
      {sent ? (
        <Alert tone="success" title="Te enviamos un enlace">
          {sent}
        </Alert>
      ) : null}
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field
        id={emailId}
        label="Correo nuevo"
        required
        error={errors.email?.message}
        hint="Te enviaremos un enlace a esa dirección; el cambio se hace al abrirlo."
      >
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...fieldControl(emailId, { error: errors.email, hint: true })}
          {...register('email')}
        />
      </Field>
      <Field id={passwordId} label="Contraseña actual" required error={errors.current_password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          required
          {...fieldControl(passwordId, { error: errors.current_password })}
          {...register('current_password')}
        />
      </Field>
      <Button type="submit" isLoading={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Cambiar correo'}
      </Button>
    </form>
  );
}
