import { ConnectionTestCard } from '../../../features/demo/components/connection-test-card.tsx';
import { CreateUsersCard } from '../../../features/demo/components/create-users-card.tsx';
import { DemoAccountsCard } from '../../../features/demo/components/demo-accounts-card.tsx';
import { DemoPageShell } from '../../../features/demo/components/demo-page-shell.tsx';
import { EndpointChecksCard } from '../../../features/demo/components/endpoint-checks-card.tsx';
import { QuickNavCard } from '../../../features/demo/components/quick-nav-card.tsx';
import { SessionInfoCard } from '../../../features/demo/components/session-info-card.tsx';

export function CompleteTestPage() {
  return (
    <DemoPageShell title="Prueba completa" description="Todas las herramientas de prueba en una sola página.">
      <DemoAccountsCard />
      <SessionInfoCard />
      <CreateUsersCard />
      <ConnectionTestCard />
      <EndpointChecksCard />
      <QuickNavCard />
    </DemoPageShell>
  );
}
