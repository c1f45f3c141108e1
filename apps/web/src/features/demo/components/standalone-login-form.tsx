import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { API_BASE } from '../../../lib/api-client.ts';
import { type SessionUser, writeSession } from '../../../lib/auth.tsx';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../api/demo-api.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Posts straight to /api/auth/login with fetch (no auth context, no api client), as the spec's
 * standalone page did; on success it stores the session and reloads into /dashboard.
 */
export function StandaloneLoginForm({ redirectTo }: { redirectTo: string }) {
  const idPrefix = useId();
  const [email, setEmail] = useState<string>(DEMO_ACCOUNTS[0].email);
  const [password, setPassword] = useState(DEMO_PASSWORD);
  const [isBusy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch(`${API_BASE}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const data = (await response.json().catch(() => ({}))) as {
        token?: string;
        user?: SessionUser;
        detail?: string;
      };
      if (response.ok && data.token && data.user) {
        writeSession(data.token, data.user);
        setOutcome({ tone: 'success', text: 'Login exitoso! Redirigiendo...' });
        // A full load, so the app starts with the stored session.
        window.setTimeout(() => window.location.assign(redirectTo), 800);
        return;
      }
      setOutcome({ tone: 'error', text: data.detail ?? 'Login failed' });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: `❌ Error: ${error instanceof Error ? error.message : String(error)}`,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <Field id={`${idPrefix}-email`} label="Correo electrónico">
        <Input
          id={`${idPrefix}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </Field>
      <Field id={`${idPrefix}-password`} label="Contraseña">
        <Input
          id={`${idPrefix}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
      </Field>
      <Button type="submit" fullWidth isLoading={isBusy}>
        {isBusy ? 'Iniciando Sesión...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
