import { ConnectionTestCard } from '../../../features/demo/components/connection-test-card.tsx';
import { DemoPageShell } from '../../../features/demo/components/demo-page-shell.tsx';
import { QuickNavCard } from '../../../features/demo/components/quick-nav-card.tsx';
import { SessionInfoCard } from '../../../features/demo/components/session-info-card.tsx';

export function TestPage() {
  return (
    <DemoPageShell
      title="Página de prueba"
      description="Estado de la sesión, conectividad y accesos rápidos."
    >
      <SessionInfoCard />
      <div className="space-y-6">
        <ConnectionTestCard />
        <QuickNavCard />
      </div>
    </DemoPageShell>
  );
}
