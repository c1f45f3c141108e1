import {
  type AuditAction,
  type AuditEntity,
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  isAuditEntity,
} from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { findRequestFolios, insertAdminAuditEvents, listAuditEntries } from './audit.repository.ts';

/** Mexico City midnight of a day (UTC−6 all year since 2022). */
const mexicoCityMidnight = (day: string) => new Date(`${day}T00:00:00-06:00`);
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

export interface AdminChange {
  entity: Exclude<AuditEntity, 'request'>;
  entityId: string | number;
  action: AuditAction;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string;
}

/**
 * Writes one back-office change, in the caller's transaction: who, which entity, before → after, why.
 * `before`/`after` hold only the fields that matter to a reader (never a password hash).
 */
export async function recordAdminChange(tx: DbOrTx, actor: Actor, change: AdminChange): Promise<void> {
  await recordAdminChanges(tx, actor, [change]);
}

/** Many changes of one action (a bulk generation), one row each, in one statement. */
export async function recordAdminChanges(tx: DbOrTx, actor: Actor, changes: AdminChange[]): Promise<void> {
  await insertAdminAuditEvents(
    tx,
    changes.map((change) => ({
      actorId: actor.id,
      actorRole: actor.role,
      entity: change.entity,
      entityId: String(change.entityId),
      action: change.action,
      before: change.before ?? null,
      after: change.after ?? null,
      reason: change.reason?.trim() ?? '',
    })),
  );
}

/** GET /api/admin/audit: back-office changes and request events, filtered, newest first. */
export async function listAudit(db: Database, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await listAuditEntries(db, {
    entity: query.entity,
    actor: query.actor,
    since: query.from ? mexicoCityMidnight(query.from) : undefined,
    until: query.to ? mexicoCityMidnight(nextDay(query.to)) : undefined,
    limit: query.limit,
    offset: query.offset,
  });
  const folios = await findRequestFolios(
    db,
    rows.filter((entry) => entry.entity === 'request').map((entry) => entry.entityId),
  );
  return {
    total,
    entries: rows.map(
      (entry): AuditEntry => ({
        id: entry.id,
        entity: isAuditEntity(entry.entity) ? entry.entity : 'request',
        entity_id: entry.entityId,
        action: entry.action,
        actor_id: entry.actorId,
        actor_name: entry.actorName,
        actor_role: entry.actorRole,
        before: entry.before,
        after: entry.after,
        reason: entry.reason,
        created_at: new Date(entry.createdAt).toISOString(),
        folio: entry.entity === 'request' ? (folios.get(entry.entityId) ?? null) : null,
      }),
    ),
  };
}
