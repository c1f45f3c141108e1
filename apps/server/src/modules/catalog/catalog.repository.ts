import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { categories, formTemplates, tramiteFormTemplates, tramites } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type TramiteRow = typeof tramites.$inferSelect;

/** The form a procedure's clients get (written by the forms module; read here for the catalogue's DTO). */
export interface TramiteFormInfo {
  formTemplateId: string | null;
  formTemplateName: string | null;
  formIsPublished: boolean;
}
export type TramiteWithForm = TramiteRow & TramiteFormInfo;

/** The procedure's columns plus its connected form: select these over `tramitesWithForm(db)`. */
export const tramiteWithFormColumns = () => ({
  ...getTableColumns(tramites),
  formTemplateId: formTemplates.id,
  formTemplateName: formTemplates.name,
  formIsPublished: sql<boolean>`(${formTemplates.publishedVersion} is not null)`,
});

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
  where t.category_id = "categories"."id" and ${isOpenStatus(sql`r.status`)}
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

/**
 * What the public sees (shared `isCategoryPublic`): visible, active, and with at least one active procedure,
 * so that a new, still empty category is not a dead end. A hidden one answers 404 like an unknown id.
 */
const isPublic = and(
  eq(categories.isVisible, true),
  eq(categories.isActive, true),
  sql`exists (select 1 from tramites t where t.category_id = "categories"."id" and t.is_active)`,
);

export async function listPublicCategories(db: DbOrTx): Promise<CategoryWithCounts[]> {
  return db
    .select({ ...allCategoryColumns(), tramiteCount, activeRequests, completionRate })
    .from(categories)
    .where(isPublic)
    .orderBy(asc(categories.displayOrder), asc(categories.id));
}

export async function findPublicCategory(db: DbOrTx, id: number): Promise<CategoryWithCounts | undefined> {
  const [row] = await db
    .select({ ...allCategoryColumns(), tramiteCount, activeRequests, completionRate })
    .from(categories)
    .where(and(eq(categories.id, id), isPublic))
    .limit(1);
  return row;
}

export async function listActiveTramitesOfCategory(
  db: DbOrTx,
  categoryId: number,
): Promise<TramiteWithForm[]> {
  return db
    .select(tramiteWithFormColumns())
    .from(tramites)
    .leftJoin(tramiteFormTemplates, eq(tramiteFormTemplates.tramiteId, tramites.id))
    .leftJoin(formTemplates, eq(formTemplates.id, tramiteFormTemplates.formTemplateId))
    .where(and(eq(tramites.categoryId, categoryId), eq(tramites.isActive, true)))
    .orderBy(asc(tramites.displayOrder), asc(tramites.id));
}

export async function findTramiteById(db: DbOrTx, id: number): Promise<TramiteRow | undefined> {
  const [row] = await db.select().from(tramites).where(eq(tramites.id, id)).limit(1);
  return row;
}

export async function findTramiteWithFormById(db: DbOrTx, id: number): Promise<TramiteWithForm | undefined> {
  const [row] = await db
    .select(tramiteWithFormColumns())
    .from(tramites)
    .leftJoin(tramiteFormTemplates, eq(tramiteFormTemplates.tramiteId, tramites.id))
    .leftJoin(formTemplates, eq(formTemplates.id, tramiteFormTemplates.formTemplateId))
    .where(eq(tramites.id, id))
    .limit(1);
  return row;
}

/** Every procedure, active or not, with its connected form: what form generation works through. */
export async function listTramitesWithForm(db: DbOrTx): Promise<TramiteWithForm[]> {
  return db
    .select(tramiteWithFormColumns())
    .from(tramites)
    .leftJoin(tramiteFormTemplates, eq(tramiteFormTemplates.tramiteId, tramites.id))
    .leftJoin(formTemplates, eq(formTemplates.id, tramiteFormTemplates.formTemplateId))
    .orderBy(asc(tramites.categoryId), asc(tramites.displayOrder), asc(tramites.id));
}

/** Every category's id and name (archived ones too). */
export async function listCategoryNames(db: DbOrTx): Promise<{ id: number; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories);
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

/** The channel on which instances tell each other that the catalogue changed. */
export const CATALOG_CHANNEL = 'tmx_catalog';

/** Tells every instance listening on the database (this one too) that the catalogue changed. */
export async function notifyCatalogChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

/** An active procedure of a public category, with what the catalogue search shows and looks through. */
export interface SearchableTramiteRow extends TramiteRow {
  categoryName: string;
  categoryOrder: number;
}

/**
 * Every procedure the public can request (active, in a visible and active category), in catalogue order:
 * read once per catalogue change to build the search index (CatalogCache.search).
 */
export async function listSearchableTramites(db: DbOrTx): Promise<SearchableTramiteRow[]> {
  return db
    .select({
      ...getTableColumns(tramites),
      categoryName: categories.name,
      categoryOrder: categories.displayOrder,
    })
    .from(tramites)
    .innerJoin(categories, eq(categories.id, tramites.categoryId))
    .where(and(eq(tramites.isActive, true), eq(categories.isVisible, true), eq(categories.isActive, true)))
    .orderBy(asc(categories.displayOrder), asc(categories.id), asc(tramites.displayOrder), asc(tramites.id));
}
