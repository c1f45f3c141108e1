import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditEvents, users } from '../../db/schema/index.ts';

export async function insertAuditEvent(db: DbOrTx, values: typeof auditEvents.$inferInsert): Promise<void> {
  await db.insert(auditEvents).values(values);
}

export async function listTimeline(db: DbOrTx, requestId: string) {
  return db
    .select({ event: auditEvents, actorName: users.name })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(eq(auditEvents.requestId, requestId))
    .orderBy(asc(auditEvents.id));
}
