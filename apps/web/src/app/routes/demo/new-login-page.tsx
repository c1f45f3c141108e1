import { Link, useNavigate } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { DemoPageShell } from '../../../features/demo/components/demo-page-shell.tsx';
import { SessionInfoCard } from '../../../features/demo/components/session-info-card.tsx';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../features/demo/demo-accounts.ts';
import { useAuth } from '../../../lib/auth.tsx';

/** Simplified login: always to /dashboard, replacing history (spec section 2). */
export function NewLoginPage() {
  const { login, isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  return (
    <DemoPageShell
      title="Nuevo login"
      description="Inicio de sesión simplificado que siempre lleva al dashboard."
    >
      <Card>
        <CardHeader>
          <CardTitle>Iniciar Sesión</CardTitle>
          <CardDescription>
            {isAuthenticated && user ? (
              <>
                Ya tienes sesión como {user.name}.{' '}
                <Link to={paths.dashboard.href()} className="font-semibold text-brand-700 hover:underline">
                  Ir al dashboard
                </Link>
              </>
            ) : (
              'Usa una cuenta demo o la tuya.'
            )}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            prefill={{ email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD }}
            onLogin={async (email, password) => {
              await login(email, password);
              navigate(paths.dashboard.href(), { replace: true });
            }}
          />
        </CardContent>
      </Card>
      <SessionInfoCard />
    </DemoPageShell>
  );
}
