import { type RequestStatus, statusLabel } from '@tramites/shared';
import { Badge, type BadgeTone } from './ui/badge.tsx';

const STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  cotizacion_solicitada: 'info',
  cotizacion_enviada: 'info',
  pago_procesado: 'purple',
  esperando_documentos: 'warning',
  documentos_en_revision: 'info',
  documentos_rechazados: 'danger',
  en_proceso: 'brand',
  esperando_autoridad: 'warning',
  listo_para_entrega: 'success',
  completado: 'success',
  cancelado: 'neutral',
};

/** A solicitud status with its Spanish label; unknown values are shown raw (spec section 4). */
export function SolicitudStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = STATUS_TONES[status as RequestStatus] ?? 'neutral';
  return (
    <Badge tone={tone} className={className}>
      {statusLabel(status)}
    </Badge>
  );
}
