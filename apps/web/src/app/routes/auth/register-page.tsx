import type { RegisterInput } from '@tramites/shared';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { RegisterBenefits } from '../../../features/auth/components/register-benefits.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';
import { SimplifiedPrivacyNotice } from '../../../features/privacy/components/simplified-privacy-notice.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { readReturnTo, returnToHref, useGuestOutletContext } from '../../guards.tsx';

export function RegisterPage() {
  const { register } = useAuth();
  const location = useLocation();
  const { setRedirectAfterSignIn } = useGuestOutletContext();
  const returnTo = readReturnTo(location.state);

  const handleRegister = async (input: RegisterInput) => {
    // To /dashboard (spec section 2), or back to the procedure the visitor was about to request.
    setRedirectAfterSignIn(() => (returnTo ? returnToHref(returnTo) : paths.dashboard.href()));
    await register(input);
  };

  return (
    <>
      <title>Crear cuenta · Trámites MX</title>
      <AuthCard
        title="Crear Cuenta"
        subtitle="Regístrate gratis para cotizar y solicitar tus trámites."
        aside={<RegisterBenefits />}
        footer={
          <>
            ¿Ya tienes cuenta?{' '}
            <Link
              to={paths.login.href()}
              state={location.state}
              className="font-semibold text-brand-700 hover:underline"
            >
              Inicia sesión
            </Link>
          </>
        }
      >
        <RegisterForm onRegister={handleRegister} privacyNotice={<SimplifiedPrivacyNotice />} />
      </AuthCard>
    </>
  );
}
