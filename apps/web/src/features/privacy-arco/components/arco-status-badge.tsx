import { ARCO_REQUEST_STATUS_LABELS, type ArcoRequestStatus } from '@tramites/shared';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<ArcoRequestStatus, BadgeTone> = {
  pendiente: 'warning',
  atendida: 'success',
  rechazada: 'neutral',
};

export function ArcoStatusBadge({ status }: { status: ArcoRequestStatus }) {
  return <Badge tone={TONES[status]}>{ARCO_REQUEST_STATUS_LABELS[status]}</Badge>;
}

/** "Quedan 12 días hábiles", "Vence hoy", "Vencida hace 3 días hábiles". */
export function businessDaysLeftLabel(days: number): string {
  if (days > 1) {
    return `Quedan ${days} días hábiles`;
  }
  if (days === 1) {
    return 'Queda 1 día hábil';
  }
  if (days === 0) {
    return 'Vence hoy';
  }
  return days === -1 ? 'Vencida hace 1 día hábil' : `Vencida hace ${-days} días hábiles`;
}

/** A calendar date (YYYY-MM-DD) read at noon, so no time zone moves it to the day before. */
export const calendarDate = (isoDate: string) => `${isoDate}T12:00:00`;
