import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { ForgotPasswordForm } from '../../../features/password/components/forgot-password-form.tsx';

/** /recuperar: "¿Olvidaste tu contraseña?" asks for the e-mail the link goes to. */
export function ForgotPasswordPage() {
  return (
    <>
      <title>Recuperar contraseña · Trámites MX</title>
      <AuthCard
        title="Recupera tu contraseña"
        subtitle="Escribe el correo de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva."
        footer={
          <>
            ¿La recordaste?{' '}
            <Link to={paths.login.href()} className="font-semibold text-brand-700 hover:underline">
              Inicia sesión
            </Link>
          </>
        }
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
