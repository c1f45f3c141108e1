import { asc, eq, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

/** The insert of an audit event, not yet run: awaited alone, or a step of the statement of its message. */
export function auditEventInsert(db: DbOrTx, values: typeof auditEvents.$inferInsert) {
  return db.insert(auditEvents).values(values);
}

const timelineOfRequest = preparedPerDatabase((db) =>
  db
    .select({
      // What the timeline shows (not the metadata, read by the audit log).
      event: {
        id: auditEvents.id,
        action: auditEvents.action,
        fromStatus: auditEvents.fromStatus,
        toStatus: auditEvents.toStatus,
        reason: auditEvents.reason,
        isOverride: auditEvents.isOverride,
        actorRole: auditEvents.actorRole,
        createdAt: auditEvents.createdAt,
      },
      actorName: users.name,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(eq(auditEvents.requestId, sql.placeholder('requestId')))
    .orderBy(asc(auditEvents.id))
    .prepare('timeline_of_request'),
);

/** A request's events, oldest first, with their actor's name (its detail page: a prepared statement). */
export async function listTimeline(db: Database, requestId: string) {
  return timelineOfRequest(db).execute({ requestId });
}
