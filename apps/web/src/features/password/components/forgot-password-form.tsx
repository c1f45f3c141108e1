import { ForgotPasswordSchema } from '@tramites/shared';
import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

/**
 * "¿Olvidaste tu contraseña?": asks for the e-mail, then shows the server's neutral answer, the same
 * whether an account has that address or not (nothing here tells who has an account).
 */
export function ForgotPasswordForm() {
  const id = useId();
  const request = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<{ email: string; detail: string } | null>(null);
  const { form, onSubmit, submitError } = useServerForm({
    schema: ForgotPasswordSchema,
    defaultValues: { email: '' },
    serverFields: ['email'],
    errorTitle: 'No se pudo enviar el enlace',
    onSubmit: async ({ email }) => {
      const { detail } = await request.mutateAsync({ email });
      setSentTo({ email, detail });
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (sentTo) {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Revisa tu correo">
          {sentTo.detail}
        </Alert>
        <p className="flex items-start gap-2 text-slate-600 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            Si no llega en unos minutos, revisa que <strong className="break-all">{sentTo.email}</strong> esté
            bien escrito. El enlace vence en 30 minutos y sirve una sola vez.
          </span>
        </p>
        <Button type="button" variant="outline" fullWidth onClick={() => setSentTo(null)}>
          Usar otro correo
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {submitError ? <Alert tone="error">{submitError}</Alert> : null}
      <Field id={`${id}-email`} label="Correo electrónico" required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          required
          {...fieldControl(`${id}-email`, { error: errors.email })}
          {...register('email')}
        />
      </Field>
      <Button type="submit" fullWidth size="lg" isLoading={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar enlace'}
      </Button>
    </form>
  );
}
