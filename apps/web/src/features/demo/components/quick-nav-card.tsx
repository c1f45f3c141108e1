import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

const LINKS = [
  { to: paths.dashboard.href(), label: 'Dashboard' },
  { to: paths.solicitudes.href(), label: 'Solicitudes' },
  { to: paths.admin.href(), label: 'Panel Admin' },
  { to: paths.gestor.href(), label: 'Panel Gestor' },
] as const;

export function QuickNavCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Navegación rápida</CardTitle>
        <CardDescription>Cada página aplica sus propios permisos.</CardDescription>
      </CardHeader>
      <CardContent>
        <nav aria-label="Navegación rápida" className="grid grid-cols-2 gap-2">
          {LINKS.map((link) => (
            <ButtonLink key={link.to} to={link.to} variant="outline">
              {link.label}
            </ButtonLink>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
