import { CreateUsersCard } from '../../../features/demo/components/create-users-card.tsx';
import { DemoAccountsCard } from '../../../features/demo/components/demo-accounts-card.tsx';
import { DemoPageShell } from '../../../features/demo/components/demo-page-shell.tsx';

export function TestLoginPage() {
  return (
    <DemoPageShell title="Login de prueba" description="Entra con una de las cuentas de demostración.">
      <DemoAccountsCard />
      <CreateUsersCard />
    </DemoPageShell>
  );
}
