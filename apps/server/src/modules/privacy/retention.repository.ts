import { TERMINAL_STATUSES } from '@tramites/shared';
import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents, tramiteRequests, users } from '../../db/schema/index.ts';

/** A closed request whose client is to be warned, with what the notification names. */
export interface RequestToWarn {
  id: string;
  folio: string;
  tramiteName: string;
  clientId: string;
  assignedGestorId: string | null;
  closedAt: Date;
}

const isClosed = () =>
  and(inArray(tramiteRequests.status, [...TERMINAL_STATUSES]), isNotNull(tramiteRequests.closedAt));

/** Not warned since its latest closing (a warning of an earlier closing, before a reopening, does not count). */
const notWarnedForClosing = () =>
  or(isNull(tramiteRequests.purgeWarnedAt), lt(tramiteRequests.purgeWarnedAt, tramiteRequests.closedAt));

const hasFilesLeft = (db: DbOrTx) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(documents)
      .where(and(eq(documents.requestId, tramiteRequests.id), isNull(documents.purgedAt))),
  );

/**
 * Closed requests, closed at or before `closedBefore`, with files still stored, whose client has not been
 * warned for this closing: by id, after `afterId` (batches of `limit`). An anonymised client (ARCO
 * cancellation) is no one to warn.
 */
export async function findRequestsToWarn(
  db: DbOrTx,
  params: { closedBefore: Date; afterId: string | null; limit: number },
): Promise<RequestToWarn[]> {
  const rows = await db
    .select({
      id: tramiteRequests.id,
      folio: tramiteRequests.folio,
      tramiteName: tramiteRequests.tramiteName,
      clientId: tramiteRequests.clientId,
      assignedGestorId: tramiteRequests.assignedGestorId,
      closedAt: tramiteRequests.closedAt,
    })
    .from(tramiteRequests)
    .innerJoin(users, eq(users.id, tramiteRequests.clientId))
    .where(
      and(
        isClosed(),
        lte(tramiteRequests.closedAt, params.closedBefore),
        notWarnedForClosing(),
        isNull(users.anonymizedAt),
        hasFilesLeft(db),
        params.afterId ? gt(tramiteRequests.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(tramiteRequests.id))
    .limit(params.limit);
  return rows.map((row) => ({ ...row, closedAt: row.closedAt! }));
}

/**
 * Records the warning, once: only while the request is still closed since `closedBefore` and not yet warned
 * for this closing, so two runs never warn twice. True if this call recorded it.
 */
export async function markPurgeWarned(
  db: DbOrTx,
  params: { id: string; closedBefore: Date; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(tramiteRequests)
    .set({ purgeWarnedAt: params.now })
    .where(
      and(
        eq(tramiteRequests.id, params.id),
        isClosed(),
        lte(tramiteRequests.closedAt, params.closedBefore),
        notWarnedForClosing(),
      ),
    )
    .returning({ id: tramiteRequests.id });
  return updated.length > 0;
}

/**
 * Documents (every version) still stored whose request closed at or before `closedBefore` and whose client
 * was warned for this closing at or before `warnedBefore`, or is anonymised (no one to warn); by id, after
 * `afterId` (batches of `limit`).
 */
export async function findDocumentsToPurge(
  db: DbOrTx,
  params: { closedBefore: Date; warnedBefore: Date; afterId: string | null; limit: number },
): Promise<{ id: string; requestId: string }[]> {
  return db
    .select({ id: documents.id, requestId: documents.requestId })
    .from(documents)
    .innerJoin(tramiteRequests, eq(tramiteRequests.id, documents.requestId))
    .innerJoin(users, eq(users.id, tramiteRequests.clientId))
    .where(
      and(
        isNull(documents.purgedAt),
        isClosed(),
        lte(tramiteRequests.closedAt, params.closedBefore),
        or(
          and(
            sql`${tramiteRequests.purgeWarnedAt} >= ${tramiteRequests.closedAt}`,
            lte(tramiteRequests.purgeWarnedAt, params.warnedBefore),
          ),
          isNotNull(users.anonymizedAt),
        ),
        params.afterId ? gt(documents.id, params.afterId) : undefined,
      ),
    )
    .orderBy(asc(documents.id))
    .limit(params.limit);
}
