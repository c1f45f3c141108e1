import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { tramiteRequests, users } from '../../db/schema/index.ts';

/** Active gestores with their open cases, least loaded first. */
export async function listGestorWorkloads(db: DbOrTx, options: { onlyAssignable: boolean }) {
  const current = sql<number>`count(${tramiteRequests.id})`.mapWith(Number);
  const query = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isApproved: users.isApproved,
      isActive: users.isActive,
      maxConcurrent: users.maxConcurrent,
      current,
    })
    .from(users)
    .leftJoin(
      tramiteRequests,
      and(eq(tramiteRequests.assignedGestorId, users.id), isOpenStatus(tramiteRequests.status)),
    )
    .where(
      and(
        eq(users.role, 'gestor'),
        // The workload tab shows inactive gestores too (to reactivate them); assignment never uses them.
        options.onlyAssignable ? and(eq(users.isActive, true), eq(users.isApproved, true)) : undefined,
      ),
    )
    .groupBy(users.id)
    .orderBy(
      sql`count(${tramiteRequests.id})::float / greatest(${users.maxConcurrent}, 1)`,
      asc(users.createdAt),
    );
  return query;
}
