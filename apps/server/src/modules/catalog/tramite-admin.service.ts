import {
  type AdminTramite,
  type AdminTramitesQuerySchema,
  CATALOG_ADMIN_MSG,
  type ReorderInput,
  type TramiteCreateSchema,
  type TramiteUpdateSchema,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import type { TramiteRow } from './catalog.repository.ts';
import { toTramiteDto } from './catalog.service.ts';
import {
  type AdminTramiteRow,
  countRequestsOfTramite,
  deleteTramite,
  findCategory,
  findTramiteCategories,
  insertTramite,
  listTramitesForAdmin,
  lockTramite,
  nextTramiteOrder,
  setTramiteOrder,
  updateTramite,
} from './catalog-admin.repository.ts';

type TramiteCreate = z.output<typeof TramiteCreateSchema>;
type TramiteUpdate = z.output<typeof TramiteUpdateSchema>;

const TRAMITE_NOT_FOUND = 'Trámite no encontrado';

const toAdminTramite = (row: AdminTramiteRow): AdminTramite => ({
  ...toTramiteDto(row),
  category_name: row.categoryName,
  requests_count: row.requestsCount,
  active_requests_count: row.activeRequestsCount,
});

/** What the audit keeps of a procedure: the fields an admin edits. */
const auditedTramite = (row: TramiteRow) => ({
  ...toTramiteDto(row),
  form_template_id: undefined,
  form_template_name: undefined,
  has_custom_form: undefined,
});

function toColumns(input: TramiteUpdate) {
  const isFixed = input.price_type === undefined ? undefined : input.price_type === 'fijo';
  return {
    name: input.name,
    description: input.description,
    priceType: input.price_type,
    // A quoted procedure keeps no fixed price: the public card would otherwise show a stale one.
    fixedPrice: isFixed === false ? null : input.fixed_price,
    governmentFee: input.government_fee,
    // Likewise a fixed price keeps no "desde" minimum.
    priceFrom: isFixed === true ? null : input.price_from,
    estimatedTimeDays: input.estimated_time_days,
    requiredDocuments: input.required_documents,
    dependencia: input.dependencia,
    fundamentoJuridico: input.fundamento_juridico,
    modalidad: input.modalidad,
    vigencia: input.vigencia,
    sensitiveData: input.sensitive_data,
  };
}

async function loadAdminTramite(db: Database, id: number): Promise<AdminTramite> {
  const [row] = await listTramitesForAdmin(db, { ids: [id], includeArchived: true });
  if (!row) {
    throw notFound(TRAMITE_NOT_FOUND);
  }
  return toAdminTramite(row);
}

/** The procedure, locked for the rest of the transaction; 404 when there is none. */
async function lockTramiteOrNotFound(tx: DbOrTx, id: number): Promise<TramiteRow> {
  const row = await lockTramite(tx, id);
  if (!row) {
    throw notFound(TRAMITE_NOT_FOUND);
  }
  return row;
}

export async function listTramitesOfAdmin(
  db: Database,
  query: z.output<typeof AdminTramitesQuerySchema>,
): Promise<AdminTramite[]> {
  const rows = await listTramitesForAdmin(db, {
    categoryId: query.category_id,
    search: query.search,
    includeArchived: query.include_archived,
  });
  return rows.map(toAdminTramite);
}

export async function createTramite(db: Database, actor: Actor, input: TramiteCreate): Promise<AdminTramite> {
  const created = await db.transaction(async (tx) => {
    if (!(await findCategory(tx, input.category_id))) {
      throw unprocessable(CATALOG_ADMIN_MSG.categoriaRequerida, 'category_id');
    }
    const row = await insertTramite(tx, {
      ...toColumns(input),
      name: input.name,
      categoryId: input.category_id,
      displayOrder: await nextTramiteOrder(tx, input.category_id),
    });
    await recordAdminChange(tx, actor, {
      entity: 'tramite',
      entityId: row.id,
      action: 'tramite_created',
      after: auditedTramite(row),
    });
    return row;
  });
  return loadAdminTramite(db, created.id);
}

export async function editTramite(
  db: Database,
  actor: Actor,
  id: number,
  input: TramiteUpdate,
): Promise<AdminTramite> {
  await db.transaction(async (tx) => {
    const before = await lockTramiteOrNotFound(tx, id);
    // Switching to a fixed price needs the amount, sent now or already stored.
    if (input.price_type === 'fijo' && input.fixed_price === undefined && before.fixedPrice === null) {
      throw unprocessable(CATALOG_ADMIN_MSG.precioFijoRequerido, 'fixed_price');
    }
    // A "desde" minimum on a procedure that stays fixed would never show: refused, as in one request.
    const staysFixed = (input.price_type ?? before.priceType) === 'fijo';
    if (staysFixed && input.price_from !== undefined && input.price_from !== null) {
      throw unprocessable(CATALOG_ADMIN_MSG.precioDesdeSoloVariable, 'price_from');
    }
    const after = await updateTramite(tx, id, toColumns(input));
    await recordAdminChange(tx, actor, {
      entity: 'tramite',
      entityId: id,
      action: 'tramite_updated',
      before: auditedTramite(before),
      after: auditedTramite(after),
    });
  });
  return loadAdminTramite(db, id);
}

/**
 * A procedure nobody requested is deleted; one with requests is archived instead: hidden from the public
 * catalogue and from new requests, kept for the requests that point at it.
 */
export async function removeTramite(
  db: Database,
  actor: Actor,
  id: number,
): Promise<{ message: string; outcome: 'deleted' | 'archived' }> {
  return db.transaction(async (tx) => {
    const tramite = await lockTramiteOrNotFound(tx, id);
    const requests = await countRequestsOfTramite(tx, id);
    if (requests.total > 0) {
      await updateTramite(tx, id, { isActive: false });
      await recordAdminChange(tx, actor, {
        entity: 'tramite',
        entityId: id,
        action: 'tramite_archived',
        before: { is_active: tramite.isActive },
        after: { is_active: false },
        reason: `Tiene ${requests.total} solicitudes: se archiva en lugar de eliminarse`,
      });
      return {
        outcome: 'archived' as const,
        message: `El trámite tiene ${requests.total} ${requests.total === 1 ? 'solicitud' : 'solicitudes'}: se archivó (ya no aparece en el catálogo) y sus solicitudes se conservan.`,
      };
    }
    await deleteTramite(tx, id);
    await recordAdminChange(tx, actor, {
      entity: 'tramite',
      entityId: id,
      action: 'tramite_deleted',
      before: auditedTramite(tramite),
    });
    return { outcome: 'deleted' as const, message: 'Trámite eliminado' };
  });
}

/** An archived procedure comes back to the public catalogue. */
export async function restoreTramite(db: Database, actor: Actor, id: number): Promise<AdminTramite> {
  await db.transaction(async (tx) => {
    const tramite = await lockTramiteOrNotFound(tx, id);
    await updateTramite(tx, id, { isActive: true });
    await recordAdminChange(tx, actor, {
      entity: 'tramite',
      entityId: id,
      action: 'tramite_restored',
      before: { is_active: tramite.isActive },
      after: { is_active: true },
    });
  });
  return loadAdminTramite(db, id);
}

/** PUT /api/admin/categories/{categoryId}/tramites/reorder: only procedures of that one category. */
export async function reorderTramites(
  db: Database,
  actor: Actor,
  categoryId: number,
  items: ReorderInput,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    if (!(await findCategory(tx, categoryId))) {
      throw notFound(CATALOG_ADMIN_MSG.categoriaNoEncontrada);
    }
    const ids = items.map((item) => item.id);
    const found = await findTramiteCategories(tx, ids);
    if (found.length !== ids.length) {
      throw unprocessable(TRAMITE_NOT_FOUND, 'items');
    }
    if (found.some((row) => row.categoryId !== categoryId)) {
      throw conflict(CATALOG_ADMIN_MSG.reordenarOtraCategoria);
    }
    for (const item of items) {
      await setTramiteOrder(tx, item.id, item.order);
    }
    await recordAdminChange(tx, actor, {
      entity: 'category',
      entityId: categoryId,
      action: 'tramites_reordered',
      after: { order: items },
    });
  });
  return { message: 'Orden de trámites guardado' };
}

/** Only a procedure without active requests changes category; it goes to the end of the new one. */
export async function changeTramiteCategory(
  db: Database,
  actor: Actor,
  id: number,
  newCategoryId: number,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const tramite = await lockTramiteOrNotFound(tx, id);
    const destination = await findCategory(tx, newCategoryId);
    if (!destination) {
      throw unprocessable(CATALOG_ADMIN_MSG.destinoRequerido, 'new_category_id');
    }
    if (newCategoryId === tramite.categoryId) {
      throw unprocessable(CATALOG_ADMIN_MSG.destinoIgual, 'new_category_id');
    }
    const requests = await countRequestsOfTramite(tx, id);
    if (requests.active > 0) {
      throw conflict(CATALOG_ADMIN_MSG.cambioConSolicitudesActivas(requests.active));
    }
    const order = await nextTramiteOrder(tx, newCategoryId);
    await updateTramite(tx, id, { categoryId: newCategoryId, displayOrder: order });
    await recordAdminChange(tx, actor, {
      entity: 'tramite',
      entityId: id,
      action: 'tramite_category_changed',
      before: { category_id: tramite.categoryId, display_order: tramite.displayOrder },
      after: { category_id: newCategoryId, display_order: order },
    });
    return { message: `Trámite movido a "${destination.name}"` };
  });
}
