import {
  plural,
  QUEUE_REASON_LABELS,
  type QueueReason,
  staffNextActionLabel,
  type UrgencyLevel,
  WAITING_ON_LABELS,
  type WorkQueueItem,
} from '@tramites/shared';
import type { BadgeTone } from '../../components/ui/badge.tsx';

/** The reason's badge: what the gestoría owes stands out; what waits on others is quiet. */
export const REASON_TONES: Record<QueueReason, BadgeTone> = {
  cotizacion_por_enviar: 'warning',
  documentos_por_revisar: 'brand',
  mensaje_sin_responder: 'info',
  pago_por_confirmar: 'purple',
  tramite_por_mover: 'neutral',
  esperando_cliente: 'neutral',
};

export const URGENCY_BADGES: Record<UrgencyLevel, { label: string; tone: BadgeTone }> = {
  urgente: { label: 'Urgente', tone: 'danger' },
  media: { label: 'Media', tone: 'warning' },
  normal: { label: 'Normal', tone: 'success' },
};

export const reasonText = (item: Pick<WorkQueueItem, 'reason' | 'reason_count'>) =>
  item.reason_count === null
    ? QUEUE_REASON_LABELS[item.reason]
    : `${QUEUE_REASON_LABELS[item.reason]} (${item.reason_count})`;

/** Who it waits on, or '' when the reason's badge already says it ("Esperando al cliente"). */
export const waitingOnText = (item: Pick<WorkQueueItem, 'waiting_on' | 'reason' | 'reason_count'>) =>
  WAITING_ON_LABELS[item.waiting_on] === reasonText(item) ? '' : WAITING_ON_LABELS[item.waiting_on];

/** The shared next step in the staff's words ("El cliente debe subir documentos"). */
export const nextStepText = (item: Pick<WorkQueueItem, 'action'>) => staffNextActionLabel(item.action);

export const ageText = (days: number) => (days === 0 ? 'Hoy' : `Hace ${plural(days, 'día', 'días')}`);
