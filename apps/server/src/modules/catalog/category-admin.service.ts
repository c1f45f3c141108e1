import {
  type AdminCategory,
  CATALOG_ADMIN_MSG,
  type CategoryCreateSchema,
  type CategoryUpdateSchema,
  type ReorderInput,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import type { CategoryRow } from './catalog.repository.ts';
import { toCategoryDto } from './catalog.service.ts';
import {
  type AdminCategoryRow,
  countTramitesOfCategory,
  deleteCategory,
  findCategory,
  findCategoryIds,
  insertCategory,
  listAllCategories,
  lockCategory,
  nextCategoryOrder,
  setCategoryOrder,
  updateCategory,
} from './catalog-admin.repository.ts';

type CategoryCreate = z.output<typeof CategoryCreateSchema>;
type CategoryUpdate = z.output<typeof CategoryUpdateSchema>;

/** What the audit keeps of a category: the fields an admin edits. */
const auditedCategory = (row: CategoryRow) => ({
  name: row.name,
  description: row.description,
  icon: row.icon,
  color: row.color,
  estimated_procedures: row.estimatedProcedures,
  is_visible: row.isVisible,
  is_active: row.isActive,
  specialization_required: row.specializationRequired,
  display_order: row.displayOrder,
});

const toAdminCategory = (row: AdminCategoryRow): AdminCategory => ({
  ...toCategoryDto(row),
  all_tramites_count: row.allTramites,
});

const toColumns = (input: CategoryUpdate) => ({
  name: input.name,
  description: input.description,
  icon: input.icon,
  color: input.color,
  estimatedProcedures: input.estimated_procedures,
  isVisible: input.is_visible,
  isActive: input.is_active,
  specializationRequired: input.specialization_required,
  displayOrder: input.display_order,
});

async function loadAdminCategory(db: Database, id: number): Promise<AdminCategory> {
  const row = (await listAllCategories(db)).find((category) => category.id === id);
  if (!row) {
    throw notFound(CATALOG_ADMIN_MSG.categoriaNoEncontrada);
  }
  return toAdminCategory(row);
}

/** The category, locked for the rest of the transaction; 404 when there is none. */
async function lockCategoryOrNotFound(tx: DbOrTx, id: number): Promise<CategoryRow> {
  const row = await lockCategory(tx, id);
  if (!row) {
    throw notFound(CATALOG_ADMIN_MSG.categoriaNoEncontrada);
  }
  return row;
}

export async function listCategoriesForAdmin(db: Database): Promise<AdminCategory[]> {
  return (await listAllCategories(db)).map(toAdminCategory);
}

export async function createCategory(
  db: Database,
  actor: Actor,
  input: CategoryCreate,
): Promise<AdminCategory> {
  const created = await db.transaction(async (tx) => {
    const row = await insertCategory(tx, {
      ...toColumns(input),
      name: input.name,
      displayOrder: input.display_order ?? (await nextCategoryOrder(tx)),
    });
    await recordAdminChange(tx, actor, {
      entity: 'category',
      entityId: row.id,
      action: 'category_created',
      after: auditedCategory(row),
    });
    return row;
  });
  return loadAdminCategory(db, created.id);
}

export async function editCategory(
  db: Database,
  actor: Actor,
  id: number,
  input: CategoryUpdate,
): Promise<AdminCategory> {
  await db.transaction(async (tx) => {
    const before = await lockCategoryOrNotFound(tx, id);
    const after = await updateCategory(tx, id, toColumns(input));
    await recordAdminChange(tx, actor, {
      entity: 'category',
      entityId: id,
      action: 'category_updated',
      before: auditedCategory(before),
      after: auditedCategory(after),
    });
  });
  return loadAdminCategory(db, id);
}

/** A category with procedures (archived ones too: their requests point at them) cannot be deleted. */
export async function removeCategory(db: Database, actor: Actor, id: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const category = await lockCategoryOrNotFound(tx, id);
    const tramiteCount = await countTramitesOfCategory(tx, id);
    if (tramiteCount > 0) {
      throw conflict(CATALOG_ADMIN_MSG.categoriaConTramites(tramiteCount));
    }
    await deleteCategory(tx, id);
    await recordAdminChange(tx, actor, {
      entity: 'category',
      entityId: id,
      action: 'category_deleted',
      before: auditedCategory(category),
    });
  });
  return { message: 'Categoría eliminada' };
}

/** PUT /api/admin/categories/reorder: the whole new order in one transaction. */
export async function reorderCategories(
  db: Database,
  actor: Actor,
  items: ReorderInput,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const ids = items.map((item) => item.id);
    const existing = await findCategoryIds(tx, ids);
    if (existing.length !== ids.length) {
      throw unprocessable(CATALOG_ADMIN_MSG.categoriaNoEncontrada, 'items');
    }
    const before = await Promise.all(ids.map((id) => findCategory(tx, id)));
    for (const item of items) {
      await setCategoryOrder(tx, item.id, item.order);
    }
    await recordAdminChange(tx, actor, {
      entity: 'category',
      entityId: ids.join(','),
      action: 'categories_reordered',
      before: { order: before.map((row) => ({ id: row?.id, order: row?.displayOrder })) },
      after: { order: items },
    });
  });
  return { message: 'Orden de categorías guardado' };
}
