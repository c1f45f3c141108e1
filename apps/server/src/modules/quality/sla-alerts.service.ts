import { addBusinessDays, consumedSlaDays, hasReachedSlaAlert, mexicoCityDate } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { notifySlaAlert } from '../notifications/notification-rules.ts';
import { findSlaAlertCandidates, markSlaAlerted } from './sla-alerts.repository.ts';

/** How often each instance looks for requests at 80% of their SLA (business days: hourly is plenty). */
export const SLA_ALERT_INTERVAL_MS = 60 * 60 * 1000;

/** The name of the SLA alert job's advisory lock, the same on every instance. */
export const SLA_ALERT_LOCK = 'tramites-mx:sla-alerts';

const BATCH_SIZE = 100;

/** "3 de diciembre de 2026": a calendar day (YYYY-MM-DD) as it is read in Mexico. */
const longDate = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const formatDay = (day: string) => longDate.format(new Date(`${day}T12:00:00Z`));

/** The day the SLA runs out: the due date the clock set, or (overdue) today's count past it. */
const dueDateOf = (request: { dueDate: string | null; slaDays: number }, consumed: number, today: string) =>
  request.dueDate ?? addBusinessDays(today, Math.max(request.slaDays - consumed, 0));

export interface SlaAlertResult {
  alerted: number;
  failed: number;
}

/**
 * Alerts the assigned gestor and the admins of every request whose running clock has used 80% of its SLA
 * business days by `now` (Mexico City's day), once per request: the mark and the notifications commit
 * together. Paused, closed and already alerted requests are never alerted. One failure does not stop the rest.
 */
export async function applySlaAlerts(
  ctx: { db: Database; log: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<SlaAlertResult> {
  const today = mexicoCityDate(now);
  const result: SlaAlertResult = { alerted: 0, failed: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await findSlaAlertCandidates(ctx.db, { today, afterId, limit: BATCH_SIZE });
    for (const request of batch) {
      // The candidates' clocks run (the query asks for a running-since day); days are counted exactly here.
      const runningSince = request.slaRunningSince;
      const consumedDays = consumedSlaDays(request, today);
      if (!runningSince || !hasReachedSlaAlert(consumedDays, request.slaDays)) {
        continue;
      }
      try {
        const alerted = await ctx.db.transaction(async (tx) => {
          if (!(await markSlaAlerted(tx, { id: request.id, runningSince, now }))) {
            return false;
          }
          await notifySlaAlert(tx, request, {
            consumedDays,
            slaDays: request.slaDays,
            dueDate: formatDay(dueDateOf(request, consumedDays, today)),
          });
          return true;
        });
        if (alerted) {
          result.alerted++;
        }
      } catch (error) {
        result.failed++;
        ctx.log.error({ err: error, requestId: request.id }, 'SLA alert failed');
      }
    }
    if (batch.length < BATCH_SIZE) {
      return result;
    }
    afterId = batch.at(-1)!.id;
  }
}

/** The SLA alerts as scheduled work: under their lock (undefined if another instance runs them). */
export async function runSlaAlerts(
  ctx: { handle: DatabaseHandle; log: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<SlaAlertResult | undefined> {
  const result = await underAdvisoryLock(ctx.handle, SLA_ALERT_LOCK, () =>
    applySlaAlerts({ db: ctx.handle.db, log: ctx.log }, now),
  );
  if (result && (result.alerted > 0 || result.failed > 0)) {
    ctx.log.info(result, 'SLA alerts: gestores and admins alerted at 80%');
  }
  return result;
}
