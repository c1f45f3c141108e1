import { ROLE_LABELS, type Role } from '@tramites/shared';
import { Badge, type BadgeTone } from './ui/badge.tsx';

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'purple', gestor: 'info', cliente: 'brand' };

export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return (
    <Badge tone={ROLE_TONES[role]} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
