import { CLOCK_PAUSED_STATUSES, SLA_ALERT_PERCENT, TERMINAL_STATUSES } from '@tramites/shared';
import { and, asc, eq, gt, gte, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type RequestRow, tramiteRequests } from '../../db/schema/index.ts';

/**
 * Requests whose clock runs (open, not paused, a running-since day) and which were never alerted, that may
 * have reached SLA_ALERT_PERCENT by `today`: calendar days are never fewer than business days, so this
 * bound keeps only candidates (the service counts business days exactly). By id, after `afterId`.
 */
export async function findSlaAlertCandidates(
  db: DbOrTx,
  params: { today: string; afterId: string | null; limit: number },
): Promise<RequestRow[]> {
  return db
    .select()
    .from(tramiteRequests)
    .where(
      and(
        notInArray(tramiteRequests.status, [...TERMINAL_STATUSES, ...CLOCK_PAUSED_STATUSES]),
        isNotNull(tramiteRequests.slaRunningSince),
        isNull(tramiteRequests.slaAlertedAt),
        gt(tramiteRequests.slaDays, 0),
        gte(
          sql`(${tramiteRequests.slaConsumedDays} + (${params.today}::date - ${tramiteRequests.slaRunningSince})) * 100`,
          sql`${tramiteRequests.slaDays} * ${SLA_ALERT_PERCENT}`,
        ),
        params.afterId ? gt(tramiteRequests.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(tramiteRequests.id))
    .limit(params.limit);
}

/**
 * Marks the request alerted unless another run did, or its clock stopped since it was read: true when this
 * call marked it (and so must notify, in the same transaction).
 */
export async function markSlaAlerted(
  tx: DbOrTx,
  params: { id: string; runningSince: string; now: Date },
): Promise<boolean> {
  const marked = await tx
    .update(tramiteRequests)
    .set({ slaAlertedAt: params.now })
    .where(
      and(
        eq(tramiteRequests.id, params.id),
        isNull(tramiteRequests.slaAlertedAt),
        eq(tramiteRequests.slaRunningSince, params.runningSince),
      ),
    )
    .returning({ id: tramiteRequests.id });
  return marked.length > 0;
}
