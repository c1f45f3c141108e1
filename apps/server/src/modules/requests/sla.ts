import {
  addBusinessDays,
  businessDaysBetween,
  CLOCK_PAUSED_STATUSES,
  isTerminalStatus,
  mexicoCityDate,
  type RequestStatus,
  type Sla,
} from '@tramites/shared';

export interface SlaState {
  slaDays: number;
  slaConsumedDays: number;
  slaRunningSince: string | null;
  dueDate: string | null;
}

const isClockRunning = (status: RequestStatus) =>
  !isTerminalStatus(status) && !CLOCK_PAUSED_STATUSES.includes(status);

/** The clock after entering `status` today: banks the days run so far, restarts or pauses it. */
export function slaAfterStatusChange(
  state: SlaState,
  status: RequestStatus,
  today = mexicoCityDate(),
): SlaState {
  const consumed =
    state.slaConsumedDays + (state.slaRunningSince ? businessDaysBetween(state.slaRunningSince, today) : 0);
  if (!isClockRunning(status)) {
    return { slaDays: state.slaDays, slaConsumedDays: consumed, slaRunningSince: null, dueDate: null };
  }
  const remaining = state.slaDays - consumed;
  return {
    slaDays: state.slaDays,
    slaConsumedDays: consumed,
    slaRunningSince: today,
    dueDate: remaining >= 0 ? addBusinessDays(today, remaining) : today,
  };
}

/** What every request view shows: days left (negative when overdue), paused or not, due date. */
export function computeSla(state: SlaState, status: RequestStatus, today = mexicoCityDate()): Sla {
  const running = state.slaRunningSince ? businessDaysBetween(state.slaRunningSince, today) : 0;
  const left = state.slaDays - state.slaConsumedDays - running;
  return {
    dias_totales: state.slaDays,
    dias_restantes: left,
    pausado: !isTerminalStatus(status) && !state.slaRunningSince,
    vencido: !isTerminalStatus(status) && left < 0,
    fecha_compromiso: state.dueDate,
  };
}
