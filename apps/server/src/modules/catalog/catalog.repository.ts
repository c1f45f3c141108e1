import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { categories, tramites } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type TramiteRow = typeof tramites.$inferSelect;

export interface CategoryWithCounts extends CategoryRow {
  tramiteCount: number;
  activeRequests: number;
  completionRate: number;
}

// Request counts per category, for the public cards (terminal statuses excluded from 'active').
/** The figures every category carries (public cards and the back office alike). */
export const categoryCounts = () => ({ tramiteCount, activeRequests, completionRate });

const activeRequests = sql<number>`(
  select count(*)::int from tramite_requests r join tramites t on t.id = r.tramite_id
  where t.category_id = "categories"."id" and r.status not in ('completado', 'cancelado')
)`;
const completionRate = sql<number>`(
  select coalesce(round(100.0 * count(*) filter (where r.status = 'completado')
    / nullif(count(*) filter (where r.status <> 'cancelado'), 0)), 0)::int
  from tramite_requests r join tramites t on t.id = r.tramite_id
  where t.category_id = "categories"."id"
)`;

// Written out with aliases: Drizzle would print the correlated columns unqualified inside the subquery.
const tramiteCount = sql<number>`(
  select count(*)::int from tramites t where t.category_id = "categories"."id" and t.is_active
)`;

export async function listPublicCategories(db: DbOrTx): Promise<CategoryWithCounts[]> {
  return db
    .select({ ...allCategoryColumns(), tramiteCount, activeRequests, completionRate })
    .from(categories)
    .where(and(eq(categories.isVisible, true), eq(categories.isActive, true)))
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}

export async function findPublicCategory(db: DbOrTx, id: number): Promise<CategoryWithCounts | undefined> {
  const [row] = await db
    .select({ ...allCategoryColumns(), tramiteCount, activeRequests, completionRate })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isVisible, true), eq(categories.isActive, true)))
    .limit(1);
  return row;
}

export async function listActiveTramitesOfCategory(db: DbOrTx, categoryId: number): Promise<TramiteRow[]> {
  return db
    .select()
    .from(tramites)
    .where(and(eq(tramites.categoryId, categoryId), eq(tramites.isActive, true)))
    .orderBy(asc(tramites.displayOrder), asc(tramites.id));
}

export async function findTramiteById(db: DbOrTx, id: number): Promise<TramiteRow | undefined> {
  const [row] = await db.select().from(tramites).where(eq(tramites.id, id)).limit(1);
  return row;
}

export async function findCategoryName(db: DbOrTx, categoryId: number): Promise<string> {
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return row?.name ?? '';
}

export function allCategoryColumns() {
  const { id, slug, name, description, icon, color, estimatedProcedures, isVisible, isActive } = categories;
  const { specializationRequired, displayOrder, createdAt, updatedAt } = categories;
  return {
    id,
    slug,
    name,
    description,
    icon,
    color,
    estimatedProcedures,
    isVisible,
    isActive,
    specializationRequired,
    displayOrder,
    createdAt,
    updatedAt,
  };
}
