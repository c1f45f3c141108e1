import { landingPathFor, MSG } from '@tramites/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { SignInSteps } from '../../../features/two-factor/components/sign-in-steps.tsx';
import { type PendingSignIn, useAuth } from '../../../lib/auth.tsx';
import { useDemoMode } from '../../../lib/public-config.ts';
import { readReturnTo, returnToHref, useGuestOutletContext } from '../../guards.tsx';

/** The sample account prefilled in demo mode only (DESIGN 9.4). */
const DEMO_PREFILL = { email: 'cliente@demo.mx', password: 'demo1234' };

export function LoginPage() {
  const { signIn, finishSignIn, sessionExpired } = useAuth();
  // A second step the server asked for (code, staff enrolment, a longer staff password): shown instead of the form.
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const location = useLocation();
  const { setRedirectAfterSignIn } = useGuestOutletContext();
  const { isDemoMode, isLoading: isConfigLoading } = useDemoMode();
  const returnTo = readReturnTo(location.state);

  const handleLogin = async (email: string, password: string) => {
    // Back to the page that sent the user here, else the role's landing page (spec section 2).
    setRedirectAfterSignIn((user) => (returnTo ? returnToHref(returnTo) : landingPathFor(user.role)));
    const outcome = await signIn(email, password);
    if (outcome.pending) {
      setPending(outcome.pending);
    }
  };

  return (
    <>
      <title>Iniciar sesión · Trámites MX</title>
      <AuthCard
        title="Iniciar Sesión"
        subtitle="Entra para solicitar y dar seguimiento a tus trámites."
        footer={
          <>
            ¿No tienes cuenta?{' '}
            <Link
              to={paths.register.href()}
              state={location.state}
              className="font-semibold text-brand-700 hover:underline"
            >
              Regístrate
            </Link>
          </>
        }
      >
        {sessionExpired ? (
          <Alert tone="warning" className="mb-5">
            {MSG.sesionExpirada}
          </Alert>
        ) : null}
        {returnTo?.search?.includes('tramite=') ? (
          <Alert tone="info" className="mb-5">
            Inicia sesión para continuar con tu solicitud.
          </Alert>
        ) : null}
        {/* The form waits for the deployment's mode so a late prefill never overwrites what the user typed. */}
        {pending ? (
          <SignInSteps
            pending={pending}
            onSignedIn={(response) => {
              finishSignIn(response);
            }}
            onRestart={() => setPending(null)}
          />
        ) : isConfigLoading ? (
          <div className="flex h-56 items-center justify-center">
            <Spinner size="md" />
          </div>
        ) : (
          <LoginForm
            onLogin={handleLogin}
            prefill={isDemoMode ? DEMO_PREFILL : null}
            passwordHelp={
              <p className="-mt-2 text-right text-sm">
                <Link to={paths.recuperar.href()} className="font-medium text-brand-700 hover:underline">
                  ¿Olvidaste tu contraseña?
                </Link>
              </p>
            }
          />
        )}
        {isDemoMode ? (
          <p className="mt-4 text-center text-slate-500 text-xs">
            Modo demo: hay cuentas de cliente, gestor y administrador en{' '}
            <Link to={paths.testLogin.href()} className="font-medium text-brand-700 underline">
              Login de prueba
            </Link>
            .
          </p>
        ) : null}
      </AuthCard>
    </>
  );
}
