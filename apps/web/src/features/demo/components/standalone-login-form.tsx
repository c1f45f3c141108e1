import { AuthResponseSchema, LoginSchema } from '@tramites/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginFields } from '../../../components/login-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { API_BASE } from '../../../lib/api-client.ts';
import { writeSession } from '../../../lib/auth.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts.ts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
type LoginValues = z.input<typeof LoginSchema>;

/**
 * Posts straight to /api/auth/login with fetch (no auth context, no api client), as the spec's
 * standalone page did; on success it stores the session and reloads into /dashboard. The fields are
 * checked with the API's own LoginSchema first.
 */
export function StandaloneLoginForm({ redirectTo }: { redirectTo: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof LoginSchema>>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setOutcome(null);
    try {
      const response = await fetch(`${API_BASE}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const data: unknown = await response.json().catch(() => ({}));
      const session = AuthResponseSchema.safeParse(data);
      if (response.ok && session.success) {
        writeSession(session.data.token, session.data.user);
        setOutcome({ tone: 'success', text: 'Login exitoso! Redirigiendo...' });
        // A full load, so the app starts with the stored session.
        window.setTimeout(() => window.location.assign(redirectTo), 800);
        return;
      }
      const detail = (data as { detail?: unknown } | null)?.detail;
      setOutcome({ tone: 'error', text: typeof detail === 'string' ? detail : 'Login failed' });
    } catch (error) {
      setOutcome({
        tone: 'error',
        text: `❌ Error: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      <LoginFields register={register} errors={errors} />
      <Button type="submit" fullWidth isLoading={isSubmitting}>
        {isSubmitting ? 'Iniciando Sesión...' : 'Iniciar Sesión'}
      </Button>
    </form>
  );
}
