import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, tramiteRequests, tramites, users } from '../../db/schema/index.ts';

export async function countCatalogAndPeople(db: DbOrTx) {
  const [[categoryCount], [tramiteCount], [people], [requests]] = await Promise.all([
    db.select({ value: count() }).from(categories).where(eq(categories.isActive, true)),
    db.select({ value: count() }).from(tramites).where(eq(tramites.isActive, true)),
    db
      .select({
        clients: sql<number>`count(*) filter (where ${users.role} = 'cliente' and ${users.isActive})`.mapWith(
          Number,
        ),
        gestores: sql<number>`count(*) filter (where ${users.role} = 'gestor' and ${users.isActive})`.mapWith(
          Number,
        ),
        pendingGestores:
          sql<number>`count(*) filter (where ${users.role} = 'gestor' and ${users.isActive} and not ${users.isApproved})`.mapWith(
            Number,
          ),
      })
      .from(users),
    db
      .select({
        total: count(),
        pendingQuotations:
          sql<number>`count(*) filter (where ${tramiteRequests.status} = 'cotizacion_solicitada')`.mapWith(
            Number,
          ),
        completed: sql<number>`count(*) filter (where ${tramiteRequests.status} = 'completado')`.mapWith(
          Number,
        ),
      })
      .from(tramiteRequests),
  ]);
  return {
    categories: categoryCount?.value ?? 0,
    tramites: tramiteCount?.value ?? 0,
    clients: people?.clients ?? 0,
    gestores: people?.gestores ?? 0,
    pendingGestores: people?.pendingGestores ?? 0,
    requests: requests?.total ?? 0,
    pendingQuotations: requests?.pendingQuotations ?? 0,
    completed: requests?.completed ?? 0,
  };
}
