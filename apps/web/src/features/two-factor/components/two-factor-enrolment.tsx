import { TwoFactorCodeSchema, type TwoFactorEnableResponse, type TwoFactorSetup } from '@tramites/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { Field, fieldControl } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useServerForm } from '../../../lib/use-server-form.ts';
import { enableTwoFactor, setupTwoFactor } from '../api/sign-in-steps.ts';
import { VerificationCodeField } from './verification-code-field.tsx';

// The QR library is fetched only when someone enrols, never with the sign-in page itself.
const TotpQrCode = lazy(() =>
  import('./totp-qr-code.tsx').then((module) => ({ default: module.TotpQrCode })),
);

const EnableFormSchema = z.object({ code: TwoFactorCodeSchema });

/** The secret in groups of four, as apps that take it typed show it. */
const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Enrolment: a new secret as a QR code and as text, then the first code turns it on. With `challenge`
 * (a staff sign-in) the answer also signs the person in; without it, the signed-in user opts in.
 */
export function TwoFactorEnrolment({
  challenge,
  onEnabled,
  onChallengeExpired,
}: {
  challenge?: string;
  onEnabled: (response: TwoFactorEnableResponse) => void;
  /** A sign-in challenge that expired (401): back to the password. */
  onChallengeExpired?: () => void;
}) {
  const id = useId();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // One secret per attempt: a second setup would replace the secret the screen shows.
  const requested = useRef(-1);
  useEffect(() => {
    if (requested.current === attempt) {
      return;
    }
    requested.current = attempt;
    setSetupError(null);
    setupTwoFactor(challenge)
      .then(setSetup)
      .catch((error: unknown) => setSetupError(errorMessage(error, 'No se pudo preparar la verificación.')));
  }, [attempt, challenge]);

  const { form, onSubmit, submitError } = useServerForm({
    schema: EnableFormSchema,
    defaultValues: { code: '' },
    errorTitle: 'No se pudo activar la verificación',
    serverFields: ['code'],
    onSubmit: async ({ code }) => {
      onEnabled(await enableTwoFactor({ code, challenge }));
    },
  });
  const codeError = form.formState.errors.code;

  if (setupError) {
    return (
      <Alert tone="error" title="No se pudo preparar la verificación">
        <p>{setupError}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          onClick={() => (challenge && onChallengeExpired ? onChallengeExpired() : setAttempt((n) => n + 1))}
        >
          {challenge ? 'Volver a iniciar sesión' : 'Intentar de nuevo'}
        </Button>
      </Alert>
    );
  }
  if (!setup) {
    return (
      <div className="flex h-56 items-center justify-center">
        <Spinner size="md" />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-slate-700 text-sm">
        <li>
          Abre tu app de autenticación (Google Authenticator, Microsoft Authenticator, 1Password u otra) y
          escanea el código QR.
        </li>
        <li>Escribe el código de 6 dígitos que te muestra la app.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <Suspense fallback={<div className="size-44 animate-pulse rounded-lg bg-slate-100" />}>
          <TotpQrCode value={setup.otpauth_url} />
        </Suspense>
        <div className="w-full min-w-0 space-y-1 text-sm">
          <Field
            id={`${id}-secret`}
            label="Clave secreta"
            hint="¿No puedes escanearlo? Escribe esta clave en la app."
          >
            {/* A text area: the 32 characters wrap on a phone instead of hiding behind the edge. */}
            <Textarea
              {...fieldControl(`${id}-secret`, { hint: true })}
              readOnly
              rows={2}
              value={groupSecret(setup.secret)}
              onFocus={(event) => event.currentTarget.select()}
              className="min-h-0 resize-none font-mono text-sm"
            />
          </Field>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {submitError && !codeError ? <Alert tone="error">{submitError}</Alert> : null}
        <VerificationCodeField kind="app" registration={form.register('code')} error={codeError} />
        <Button type="submit" fullWidth isLoading={form.formState.isSubmitting}>
          Activar verificación
        </Button>
      </form>
    </div>
  );
}
