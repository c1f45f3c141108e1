import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { categories, formTemplates, tramiteFormTemplates, tramites } from '../../db/schema/index.ts';
import {
  allCategoryColumns,
  type CategoryRow,
  type CategoryWithCounts,
  categoryCounts,
  type TramiteRow,
  type TramiteWithForm,
  tramiteWithFormColumns,
} from './catalog.repository.ts';

type NewCategory = typeof categories.$inferInsert;
type NewTramite = typeof tramites.$inferInsert;

// Request figures per procedure and the count of all procedures of a category (read-only projections).
const allTramitesOfCategory = sql<number>`(
  select count(*)::int from tramites t where t.category_id = "categories"."id"
)`;

export interface AdminCategoryRow extends CategoryWithCounts {
  allTramites: number;
}

/** Every category, hidden and inactive too, in display order, with its figures. */
export async function listAllCategories(db: DbOrTx): Promise<AdminCategoryRow[]> {
  return db
    .select({
      ...allCategoryColumns(),
      ...categoryCounts(),
      allTramites: allTramitesOfCategory,
    })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}

export async function findCategory(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function lockCategory(db: DbOrTx, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function insertCategory(db: DbOrTx, values: NewCategory): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<NewCategory>,
): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id))
    .returning();
  return row!;
}

export async function deleteCategory(db: DbOrTx, id: number): Promise<void> {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function nextCategoryOrder(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${categories.displayOrder}), 0) + 1`.mapWith(Number) })
    .from(categories);
  return row?.value ?? 1;
}

export async function countTramitesOfCategory(db: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)`.mapWith(Number) })
    .from(tramites)
    .where(eq(tramites.categoryId, categoryId));
  return row?.value ?? 0;
}

export async function findCategoryIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return rows.map((row) => row.id);
}

export async function setCategoryOrder(db: DbOrTx, id: number, order: number): Promise<void> {
  await db
    .update(categories)
    .set({ displayOrder: order, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export interface AdminTramiteRow extends TramiteWithForm {
  categoryName: string;
  requestsCount: number;
  activeRequestsCount: number;
}

const requestsOfTramite = sql<number>`(
  select count(*)::int from tramite_requests r where r.tramite_id = "tramites"."id"
)`;
const activeRequestsOfTramite = sql<number>`(
  select count(*)::int from tramite_requests r
  where r.tramite_id = "tramites"."id" and ${isOpenStatus(sql`r.status`)}
)`;

export async function listTramitesForAdmin(
  db: DbOrTx,
  filters: { categoryId?: number; search?: string; includeArchived: boolean; ids?: number[] },
): Promise<AdminTramiteRow[]> {
  const conditions: (SQL | undefined)[] = [
    filters.categoryId ? eq(tramites.categoryId, filters.categoryId) : undefined,
    filters.includeArchived ? undefined : eq(tramites.isActive, true),
    filters.ids ? inArray(tramites.id, filters.ids) : undefined,
  ];
  const term = filters.search?.trim();
  if (term) {
    conditions.push(ilike(tramites.name, `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  }
  const rows = await db
    .select({
      tramite: tramiteWithFormColumns(),
      categoryName: categories.name,
      requestsCount: requestsOfTramite,
      activeRequestsCount: activeRequestsOfTramite,
    })
    .from(tramites)
    .innerJoin(categories, eq(categories.id, tramites.categoryId))
    .leftJoin(tramiteFormTemplates, eq(tramiteFormTemplates.tramiteId, tramites.id))
    .leftJoin(formTemplates, eq(formTemplates.id, tramiteFormTemplates.formTemplateId))
    .where(and(...conditions))
    .orderBy(
      asc(categories.displayOrder),
      asc(tramites.categoryId),
      asc(tramites.displayOrder),
      asc(tramites.id),
    );
  return rows.map((row) => ({
    ...row.tramite,
    categoryName: row.categoryName,
    requestsCount: row.requestsCount,
    activeRequestsCount: row.activeRequestsCount,
  }));
}

export async function lockTramite(db: DbOrTx, id: number): Promise<TramiteRow | undefined> {
  const [row] = await db.select().from(tramites).where(eq(tramites.id, id)).for('update');
  return row;
}

export async function insertTramite(db: DbOrTx, values: NewTramite): Promise<TramiteRow> {
  const [row] = await db.insert(tramites).values(values).returning();
  return row!;
}

export async function updateTramite(
  db: DbOrTx,
  id: number,
  values: Partial<NewTramite>,
): Promise<TramiteRow> {
  const [row] = await db
    .update(tramites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tramites.id, id))
    .returning();
  return row!;
}

export async function deleteTramite(db: DbOrTx, id: number): Promise<void> {
  await db.delete(tramites).where(eq(tramites.id, id));
}

export async function nextTramiteOrder(db: DbOrTx, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(max(${tramites.displayOrder}), 0) + 1`.mapWith(Number) })
    .from(tramites)
    .where(eq(tramites.categoryId, categoryId));
  return row?.value ?? 1;
}

export async function findTramiteCategories(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: tramites.id, categoryId: tramites.categoryId })
    .from(tramites)
    .where(inArray(tramites.id, ids));
}

export async function setTramiteOrder(db: DbOrTx, id: number, order: number): Promise<void> {
  await db.update(tramites).set({ displayOrder: order, updatedAt: new Date() }).where(eq(tramites.id, id));
}

export async function countRequestsOfTramite(
  db: DbOrTx,
  id: number,
): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({ total: requestsOfTramite, active: activeRequestsOfTramite })
    .from(tramites)
    .where(eq(tramites.id, id));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}
