import { landingPathFor, type ResetPasswordResponse } from '@tramites/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { ResetPasswordForm } from '../../../features/password/components/reset-password-form.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notifySuccess } from '../../../lib/notify.ts';

/**
 * /restablecer?token=…: the e-mailed link. After the new password is set (every session of the account
 * ended), whoever was signed in on this browser is signed out, and the owner is signed in with the new
 * password and lands on their page; an account that needs a second step signs in on /login instead.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { login, logout } = useAuth();
  const token = searchParams.get('token')?.trim() ?? '';

  const handleReset = async ({ email, password }: ResetPasswordResponse & { password: string }) => {
    logout();
    try {
      const user = await login(email, password);
      notifySuccess('Contraseña cambiada', { description: 'Ya entraste con tu contraseña nueva.' });
      navigate(landingPathFor(user.role), { replace: true });
    } catch {
      notifySuccess('Contraseña cambiada', { description: 'Inicia sesión con tu contraseña nueva.' });
      navigate(paths.login.href(), { replace: true });
    }
  };

  return (
    <>
      <title>Elige una contraseña nueva · Trámites MX</title>
      <AuthCard
        title="Elige una contraseña nueva"
        subtitle="Escríbela dos veces. Al guardarla cerraremos todas las sesiones abiertas de tu cuenta."
        footer={
          <Link to={paths.login.href()} className="font-semibold text-brand-700 hover:underline">
            Volver a iniciar sesión
          </Link>
        }
      >
        <ResetPasswordForm token={token} onReset={handleReset} />
      </AuthCard>
    </>
  );
}
