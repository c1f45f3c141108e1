import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from '@tramites/shared';
import { CircleCheck, CircleDashed, CircleX, Clock, type LucideIcon } from 'lucide-react';
import { Badge, type BadgeTone } from './ui/badge.tsx';

/** A requirement with no current upload. */
const NOT_UPLOADED_LABEL = 'Sin subir';

const STYLES: Record<DocumentStatus | 'missing', { tone: BadgeTone; icon: LucideIcon; label: string }> = {
  pending: { tone: 'warning', icon: Clock, label: DOCUMENT_STATUS_LABELS.pending },
  approved: { tone: 'success', icon: CircleCheck, label: DOCUMENT_STATUS_LABELS.approved },
  rejected: { tone: 'danger', icon: CircleX, label: DOCUMENT_STATUS_LABELS.rejected },
  missing: { tone: 'neutral', icon: CircleDashed, label: NOT_UPLOADED_LABEL },
};

/** 'Pendiente de revisión' / 'Aprobado' / 'Rechazado' / 'Sin subir' (status null or undefined). */
export function DocumentStatusBadge({
  status,
  className,
}: {
  status: string | null | undefined;
  className?: string;
}) {
  const style = STYLES[(status ?? 'missing') as DocumentStatus] ?? {
    tone: 'neutral' as const,
    icon: CircleDashed,
    label: status ?? NOT_UPLOADED_LABEL,
  };
  const Icon = style.icon;
  return (
    <Badge tone={style.tone} className={className}>
      <Icon className="size-3.5" aria-hidden="true" />
      {style.label}
    </Badge>
  );
}
