import type { AuthResponseSchema, SignInStep } from '@tramites/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import type { PendingSignIn } from '../../../lib/auth.tsx';
import { PasswordUpgradeStep } from './password-upgrade-step.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { SignInCodeStep } from './sign-in-code-step.tsx';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

type AuthResponse = z.infer<typeof AuthResponseSchema>;

const isSignedIn = (step: SignInStep): step is AuthResponse => 'token' in step;

const TITLES = {
  password: 'Nueva contraseña',
  code: 'Verificación en dos pasos',
  setup: 'Activa la verificación en dos pasos',
  codes: 'Códigos de recuperación',
} as const;

type Screen =
  | { kind: 'password' | 'code' | 'setup'; challenge: string }
  | { kind: 'codes'; codes: string[]; session: AuthResponse };

const screenOf = (step: PendingSignIn): Screen =>
  'password_change_required' in step
    ? { kind: 'password', challenge: step.challenge }
    : 'two_factor_required' in step
      ? { kind: 'code', challenge: step.challenge }
      : { kind: 'setup', challenge: step.challenge };

/**
 * What follows the password when the server asks for more (issue 23): a new password (staff under the
 * length rule), the code, or enrolment (staff without it) and its recovery codes. Ends with the session's
 * `{token, user}` given to `onSignedIn`; `onRestart` goes back to the password (an expired challenge).
 */
export function SignInSteps({
  pending,
  onSignedIn,
  onRestart,
}: {
  pending: PendingSignIn;
  onSignedIn: (response: AuthResponse) => void;
  onRestart: () => void;
}) {
  const [screen, setScreen] = useState<Screen>(() => screenOf(pending));
  const next = (step: SignInStep) => (isSignedIn(step) ? onSignedIn(step) : setScreen(screenOf(step)));
  return (
    <div className="space-y-5">
      <h2 className="font-semibold text-lg text-slate-900">{TITLES[screen.kind]}</h2>
      {screen.kind === 'password' ? <PasswordUpgradeStep challenge={screen.challenge} onNext={next} /> : null}
      {screen.kind === 'code' ? (
        <SignInCodeStep challenge={screen.challenge} onSignedIn={onSignedIn} />
      ) : null}
      {screen.kind === 'setup' ? (
        <>
          <p className="text-slate-600 text-sm">
            Tu cuenta de personal necesita un segundo paso al iniciar sesión: un código de tu teléfono además
            de la contraseña.
          </p>
          <TwoFactorEnrolment
            challenge={screen.challenge}
            onChallengeExpired={onRestart}
            onEnabled={({ recovery_codes, token, user }) => {
              if (token && user) {
                setScreen({ kind: 'codes', codes: recovery_codes, session: { token, user } });
              }
            }}
          />
        </>
      ) : null}
      {screen.kind === 'codes' ? (
        <RecoveryCodesPanel
          codes={screen.codes}
          doneLabel="Entrar"
          onDone={() => onSignedIn(screen.session)}
        />
      ) : null}
      {screen.kind !== 'codes' ? (
        <Button variant="ghost" fullWidth onClick={onRestart}>
          Volver a iniciar sesión
        </Button>
      ) : null}
    </div>
  );
}
