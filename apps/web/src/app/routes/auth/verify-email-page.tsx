import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { AuthCard } from '../../../features/auth/components/auth-card.tsx';
import { VerifyEmailResult } from '../../../features/email/components/verify-email-result.tsx';

/**
 * /verificar-correo?token=…: the e-mailed link of a new account's verification or of an e-mail change
 * (issue 23). Open to everyone: the link may be opened on a device where nobody is signed in.
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <>
      <title>Confirma tu correo · Trámites MX</title>
      <AuthCard
        title="Confirma tu correo"
        subtitle="Abriste el enlace que te enviamos por correo."
        footer={
          <Link to={paths.home.href()} className="font-semibold text-brand-700 hover:underline">
            Ir al inicio
          </Link>
        }
      >
        <VerifyEmailResult token={token} />
      </AuthCard>
    </>
  );
}
