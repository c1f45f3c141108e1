import { ConnectionTestCard } from '../../../features/demo/components/connection-test-card.tsx';
import { CreateUsersCard } from '../../../features/demo/components/create-users-card.tsx';
import { DemoPageShell } from '../../../features/demo/components/demo-page-shell.tsx';
import { EndpointChecksCard } from '../../../features/demo/components/endpoint-checks-card.tsx';
import { QuickNavCard } from '../../../features/demo/components/quick-nav-card.tsx';

export function ApiTestPage() {
  return (
    <DemoPageShell
      title="Pruebas de API"
      description="Conectividad, endpoints principales y cuentas de prueba."
    >
      <ConnectionTestCard />
      <EndpointChecksCard />
      <CreateUsersCard />
      <QuickNavCard />
    </DemoPageShell>
  );
}
