import {
  MSG,
  REJECTION_REASON_MSG,
  type RejectionReasonCreate,
  type RejectionReasonPreset,
  type RejectionReasonRemoval,
  type RejectionReasonReorder,
  type RejectionReasonUpdate,
} from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/app-error.ts';
import { recordAdminChange } from '../audit/audit.service.ts';
import { UUID } from './document-dto.ts';
import {
  deleteRejectionReason,
  findRejectionReasonByLabel,
  insertRejectionReason,
  isRejectionReasonUsed,
  listRejectionReasons,
  lockRejectionReason,
  nextRejectionReasonPosition,
  type RejectionReasonRow,
  updateRejectionReason,
} from './rejection-reasons.repository.ts';

/** Two admins saving the same text at once: the unique index decides, and the loser reads a 409. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).cause?.code ??
      (error as { code?: string }).code;
    if (code === '23505') {
      throw conflict(REJECTION_REASON_MSG.motivoDuplicado);
    }
    throw error;
  }
}

const toPreset = (row: RejectionReasonRow): RejectionReasonPreset => ({
  id: row.id,
  label: row.label,
  position: row.position,
  active: row.active,
});

/** 409 when another preset already says the same (the unique index would refuse it with a 500). */
async function assertLabelFree(db: DbOrTx, label: string, exceptId?: string): Promise<void> {
  const existing = await findRejectionReasonByLabel(db, label);
  if (existing && existing.id !== exceptId) {
    throw conflict(REJECTION_REASON_MSG.motivoDuplicado);
  }
}

async function lockOrNotFound(db: DbOrTx, id: string): Promise<RejectionReasonRow> {
  const row = UUID.test(id) ? await lockRejectionReason(db, id) : undefined;
  if (!row) {
    throw notFound(REJECTION_REASON_MSG.motivoNoEncontrado);
  }
  return row;
}

/** GET /api/rejection-reasons: what the reject form offers (active presets, in order); staff only. */
export async function listActiveRejectionReasons(
  db: Database,
  actor: Actor,
): Promise<RejectionReasonPreset[]> {
  if (actor.role === 'cliente') {
    throw forbidden(MSG.sinPermiso);
  }
  return (await listRejectionReasons(db, { includeArchived: false })).map(toPreset);
}

/** GET /api/admin/rejection-reasons: every preset, archived ones too. */
export async function listAllRejectionReasons(db: Database): Promise<RejectionReasonPreset[]> {
  return (await listRejectionReasons(db, { includeArchived: true })).map(toPreset);
}

/** What the audit keeps of a preset: `name` is what the audit log shows as the subject. */
const audited = (row: RejectionReasonRow) => ({
  name: row.label,
  position: row.position,
  active: row.active,
});

export async function createRejectionReason(
  db: Database,
  actor: Actor,
  input: RejectionReasonCreate,
): Promise<RejectionReasonPreset> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      await assertLabelFree(tx, input.label);
      const position = await nextRejectionReasonPosition(tx);
      const row = await insertRejectionReason(tx, { label: input.label, position });
      await recordAdminChange(tx, actor, {
        entity: 'rejection_reason',
        entityId: row.id,
        action: 'rejection_reason_created',
        after: audited(row),
      });
      return toPreset(row);
    }),
  );
}

export async function editRejectionReason(
  db: Database,
  actor: Actor,
  id: string,
  input: RejectionReasonUpdate,
): Promise<RejectionReasonPreset> {
  return refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const row = await lockOrNotFound(tx, id);
      if (input.label !== undefined) {
        await assertLabelFree(tx, input.label, row.id);
      }
      const updated = await updateRejectionReason(tx, row.id, { label: input.label, active: input.active });
      const isLabelChanged = updated.label !== row.label;
      await recordAdminChange(tx, actor, {
        entity: 'rejection_reason',
        entityId: row.id,
        // Archive and restore read as such; a new text (with or without either) as an edit.
        action:
          isLabelChanged || updated.active === row.active
            ? 'rejection_reason_updated'
            : updated.active
              ? 'rejection_reason_restored'
              : 'rejection_reason_archived',
        before: audited(row),
        after: audited(updated),
      });
      return toPreset(updated);
    }),
  );
}

/**
 * DELETE: a preset no document was rejected with goes; one that was used is archived instead, so that
 * the list of what reviewers said keeps meaning what it meant.
 */
export async function removeRejectionReason(
  db: Database,
  actor: Actor,
  id: string,
): Promise<RejectionReasonRemoval> {
  return db.transaction(async (tx) => {
    const row = await lockOrNotFound(tx, id);
    if (await isRejectionReasonUsed(tx, row.label)) {
      const archived = await updateRejectionReason(tx, row.id, { active: false });
      await recordAdminChange(tx, actor, {
        entity: 'rejection_reason',
        entityId: row.id,
        action: 'rejection_reason_archived',
        before: audited(row),
        after: audited(archived),
        reason: 'Se pidió eliminarlo, pero ya se usó en un rechazo',
      });
      return { message: REJECTION_REASON_MSG.archivado, archived: true };
    }
    await deleteRejectionReason(tx, row.id);
    await recordAdminChange(tx, actor, {
      entity: 'rejection_reason',
      entityId: row.id,
      action: 'rejection_reason_deleted',
      before: audited(row),
    });
    return { message: REJECTION_REASON_MSG.eliminado, archived: false };
  });
}

/** PUT /api/admin/rejection-reasons/reorder: every preset's id once, in the new order (422 otherwise). */
export async function reorderRejectionReasons(
  db: Database,
  actor: Actor,
  input: RejectionReasonReorder,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const current = await listRejectionReasons(tx, { includeArchived: true });
    const known = new Set(current.map((row) => row.id));
    if (input.ids.length !== known.size || input.ids.some((id) => !known.has(id))) {
      throw unprocessable(REJECTION_REASON_MSG.ordenIncompleto, 'ids');
    }
    for (const [position, id] of input.ids.entries()) {
      await updateRejectionReason(tx, id, { position });
    }
    await recordAdminChange(tx, actor, {
      entity: 'rejection_reason',
      entityId: input.ids[0]!,
      action: 'rejection_reasons_reordered',
      before: { ids: current.map((row) => row.id) },
      after: { ids: input.ids },
    });
    return { message: REJECTION_REASON_MSG.ordenGuardado };
  });
}
