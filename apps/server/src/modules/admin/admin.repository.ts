import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { categories, documents, tramiteRequests, tramites, users } from '../../db/schema/index.ts';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
/** A count from another table, as a scalar subquery of the one statement. */
const scalar = (query: SQL | { getSQL(): SQL }) => sql<number>`(${query})`.mapWith(Number);

/**
 * Every figure of the admin panel in one statement: the people from users, the rest as scalar
 * subqueries (the catalogue's active rows, the requests by status, the current documents waiting for
 * review on open requests). The requests and documents figures scan their tables: the service keeps
 * the result for a few seconds.
 */
export async function countCatalogAndPeople(db: DbOrTx) {
  const [row] = await db
    .select({
      clients: countWhere(sql`${users.role} = 'cliente' and ${users.isActive}`),
      gestores: countWhere(sql`${users.role} = 'gestor' and ${users.isActive}`),
      pendingGestores: countWhere(
        sql`${users.role} = 'gestor' and ${users.isActive} and not ${users.isApproved}`,
      ),
      categories: scalar(db.select({ value: count() }).from(categories).where(eq(categories.isActive, true))),
      tramites: scalar(db.select({ value: count() }).from(tramites).where(eq(tramites.isActive, true))),
      requests: scalar(db.select({ value: count() }).from(tramiteRequests)),
      pendingQuotations: scalar(
        db
          .select({ value: count() })
          .from(tramiteRequests)
          .where(eq(tramiteRequests.status, 'cotizacion_solicitada')),
      ),
      completed: scalar(
        db.select({ value: count() }).from(tramiteRequests).where(eq(tramiteRequests.status, 'completado')),
      ),
      pendingDocuments: scalar(
        db
          .select({ value: count() })
          .from(documents)
          .innerJoin(tramiteRequests, eq(tramiteRequests.id, documents.requestId))
          .where(
            and(
              eq(documents.isCurrent, true),
              eq(documents.status, 'pending'),
              isOpenStatus(tramiteRequests.status),
            ),
          ),
      ),
    })
    .from(users);
  return row!;
}
