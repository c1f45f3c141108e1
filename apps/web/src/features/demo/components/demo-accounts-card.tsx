import { landingPathFor } from '@tramites/shared';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts.ts';

/** Quick sign-in as each demo account, then to that role's landing page. */
export function DemoAccountsCard() {
  const { login, user } = useAuth();
  const navigate = useNavigate();
  const [busyEmail, setBusyEmail] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (email: string) => {
    setBusyEmail(email);
    setError(null);
    try {
      const signedIn = await login(email, DEMO_PASSWORD);
      navigate(landingPathFor(signedIn.role));
    } catch (caught) {
      setError(`❌ Error: ${errorMessage(caught, 'Login failed')}`);
    } finally {
      setBusyEmail(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cuentas de prueba</CardTitle>
        <CardDescription>
          Contraseña de todas:{' '}
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono">{DEMO_PASSWORD}</code>
          {user ? ` · Sesión actual: ${user.name}` : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-slate-600 text-sm">
          Solo en modo demo, estas cuentas (y las demás de ejemplo: luis@demo.mx, sofia@demo.mx y
          gestor2@demo.mx) entran con la contraseña sola: no piden verificación en dos pasos ni la contraseña
          de 12 caracteres del personal. Fuera del modo demo, todo el personal usa ambas.
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <ul className="space-y-2">
          {DEMO_ACCOUNTS.map((account) => (
            <li
              key={account.email}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{account.label}</p>
                <p className="break-all font-mono text-slate-600 text-sm">{account.email}</p>
              </div>
              <Button
                size="sm"
                onClick={() => void signIn(account.email)}
                isLoading={busyEmail === account.email}
                disabled={busyEmail !== null}
                leftIcon={<LogIn className="size-4" aria-hidden="true" />}
              >
                Entrar como {account.label}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
