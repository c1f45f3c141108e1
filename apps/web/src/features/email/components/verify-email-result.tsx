import { EMAIL_MSG, landingPathFor, type User } from '@tramites/shared';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useResendVerification, verifyEmail } from '../api/email-api.ts';

type Outcome =
  | { state: 'verifying' }
  | { state: 'done'; detail: string; user: User }
  | { state: 'dead' }
  | { state: 'failed'; detail: string };

/**
 * What /verificar-correo shows for a link's token: it is sent once (the link works once: React's double
 * effects in development must not spend it twice), then the result. A signed-in owner's stored profile
 * takes the answer (verified, or the new address); a dead link offers a new one to whoever is signed in
 * and still unverified.
 */
export function VerifyEmailResult({ token }: { token: string }) {
  const { user, isAuthenticated, replaceUser } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>(token ? { state: 'verifying' } : { state: 'dead' });
  const sentFor = useRef<string | null>(null);
  const resend = useResendVerification();

  useEffect(() => {
    if (!token || sentFor.current === token) {
      return;
    }
    sentFor.current = token;
    verifyEmail({ token }).then(
      (result) => setOutcome({ state: 'done', ...result }),
      (error: unknown) =>
        setOutcome(
          isApiError(error) && error.code === 'invalid_link'
            ? { state: 'dead' }
            : { state: 'failed', detail: errorMessage(error, 'No se pudo confirmar el correo.') },
        ),
    );
  }, [token]);

  const verifiedUser = outcome.state === 'done' ? outcome.user : null;
  useEffect(() => {
    if (verifiedUser && isAuthenticated && user?.id === verifiedUser.id) {
      replaceUser(verifiedUser);
    }
  }, [verifiedUser, isAuthenticated, user?.id, replaceUser]);

  // After a dead link the way on is secondary to asking for a new one.
  const onwardVariant = outcome.state === 'dead' ? 'outline' : 'primary';
  const onward =
    isAuthenticated && user ? (
      <ButtonLink to={landingPathFor(user.role)} fullWidth size="lg" variant={onwardVariant}>
        Continuar
      </ButtonLink>
    ) : (
      <ButtonLink to={paths.login.href()} fullWidth size="lg" variant={onwardVariant}>
        Iniciar sesión
      </ButtonLink>
    );

  if (outcome.state === 'verifying') {
    return (
      <div className="flex justify-center py-6">
        <Spinner label="Confirmando tu correo..." />
      </div>
    );
  }
  if (outcome.state === 'done') {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Correo confirmado">
          {outcome.detail}
        </Alert>
        {onward}
      </div>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <div className="space-y-5">
        <Alert tone="error" title="No se pudo confirmar el correo">
          {outcome.detail}
        </Alert>
        {onward}
      </div>
    );
  }
  const canAskAgain = isAuthenticated && user?.email_verified === false;
  return (
    <div className="space-y-5">
      <Alert tone="error" title="Enlace no válido">
        {EMAIL_MSG.enlaceInvalido}
      </Alert>
      {canAskAgain ? (
        resend.isSuccess ? (
          <Alert tone="success">{resend.data.detail}</Alert>
        ) : (
          <>
            {resend.isError ? (
              <Alert tone="error">{errorMessage(resend.error, 'No se pudo reenviar el enlace.')}</Alert>
            ) : null}
            <Button fullWidth size="lg" isLoading={resend.isPending} onClick={() => resend.mutate()}>
              Enviar un enlace nuevo
            </Button>
          </>
        )
      ) : isAuthenticated ? (
        <p className="text-slate-600 text-sm">
          Si querías cambiar tu correo, pídelo de nuevo en{' '}
          <Link to={paths.cuenta.href()} className="font-semibold text-brand-700 hover:underline">
            Mi cuenta
          </Link>
          .
        </p>
      ) : (
        <p className="text-slate-600 text-sm">Inicia sesión para pedir un enlace nuevo.</p>
      )}
      {onward}
    </div>
  );
}
