import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { DemoPageShell } from '../../../features/demo/components/demo-page-shell.tsx';
import { StandaloneLoginForm } from '../../../features/demo/components/standalone-login-form.tsx';
import { DEMO_PASSWORD } from '../../../features/demo/demo-accounts.ts';

export function StandaloneLoginPage() {
  return (
    <DemoPageShell
      title="Login independiente"
      description="Envía las credenciales directo a /api/auth/login."
    >
      <Card>
        <CardHeader>
          <CardTitle>Iniciar Sesión</CardTitle>
          <CardDescription>
            cliente@demo.mx, gestor@demo.mx o admin@demo.mx · contraseña {DEMO_PASSWORD}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <StandaloneLoginForm redirectTo={paths.dashboard.href()} />
        </CardContent>
      </Card>
    </DemoPageShell>
  );
}
