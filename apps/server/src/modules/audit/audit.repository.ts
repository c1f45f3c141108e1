import type { AuditEntity } from '@tramites/shared';
import { and, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  adminAuditEvents,
  auditEvents,
  type NewAdminAuditEvent,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';

export async function insertAdminAuditEvents(db: DbOrTx, values: NewAdminAuditEvent[]): Promise<void> {
  if (values.length > 0) {
    await db.insert(adminAuditEvents).values(values);
  }
}

export interface AuditFilters {
  entity?: AuditEntity;
  /** A user id, or text matched against the actor's name or e-mail. */
  actor?: string;
  since?: Date;
  until?: Date;
  limit: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Back-office changes and request events in one list, newest first. Both tables are read here (the
 * request events belong to the requests module, which writes them): one query for one view.
 */
export async function listAuditEntries(db: DbOrTx, filters: AuditFilters) {
  const admin = db
    .select({
      id: sql<string>`'a' || ${adminAuditEvents.id}`.as('id'),
      entity: sql<string>`${adminAuditEvents.entity}`.as('entity'),
      entityId: sql<string>`${adminAuditEvents.entityId}`.as('entity_id'),
      action: sql<string>`${adminAuditEvents.action}`.as('action'),
      actorId: sql<string | null>`${adminAuditEvents.actorId}`.as('actor_id'),
      actorRole: sql<string>`${adminAuditEvents.actorRole}`.as('actor_role'),
      before: sql<Record<string, unknown> | null>`${adminAuditEvents.before}`.as('before'),
      after: sql<Record<string, unknown> | null>`${adminAuditEvents.after}`.as('after'),
      reason: sql<string>`${adminAuditEvents.reason}`.as('reason'),
      createdAt: sql<Date>`${adminAuditEvents.createdAt}`.as('created_at'),
      actorName: sql<string | null>`${users.name}`.as('actor_name'),
      actorEmail: sql<string | null>`${users.email}`.as('actor_email'),
    })
    .from(adminAuditEvents)
    .leftJoin(users, eq(users.id, adminAuditEvents.actorId));
  const requests = db
    .select({
      id: sql<string>`'r' || ${auditEvents.id}`.as('id'),
      entity: sql<string>`'request'`.as('entity'),
      entityId: sql<string>`${auditEvents.requestId}::text`.as('entity_id'),
      action: sql<string>`${auditEvents.action}`.as('action'),
      actorId: sql<string | null>`${auditEvents.actorId}`.as('actor_id'),
      actorRole: sql<string>`${auditEvents.actorRole}`.as('actor_role'),
      before: sql<Record<
        string,
        unknown
      > | null>`case when ${auditEvents.fromStatus} is null then null else jsonb_build_object('status', ${auditEvents.fromStatus}) end`.as(
        'before',
      ),
      after: sql<Record<
        string,
        unknown
      > | null>`case when ${auditEvents.toStatus} is null then null else jsonb_build_object('status', ${auditEvents.toStatus}) end`.as(
        'after',
      ),
      reason: sql<string>`${auditEvents.reason}`.as('reason'),
      createdAt: sql<Date>`${auditEvents.createdAt}`.as('created_at'),
      actorName: sql<string | null>`${users.name}`.as('actor_name'),
      actorEmail: sql<string | null>`${users.email}`.as('actor_email'),
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId));
  const sources =
    filters.entity === 'request'
      ? requests.as('entries')
      : filters.entity
        ? admin.where(eq(adminAuditEvents.entity, filters.entity)).as('entries')
        : unionAll(admin, requests).as('entries');

  const conditions: (SQL | undefined)[] = [];
  if (filters.since) conditions.push(gte(sources.createdAt, filters.since));
  if (filters.until) conditions.push(lt(sources.createdAt, filters.until));
  const actor = filters.actor?.trim();
  if (actor) {
    const pattern = `%${actor.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      UUID.test(actor)
        ? sql`${sources.actorId} = ${actor}::uuid`
        : or(ilike(sources.actorName, pattern), ilike(sources.actorEmail, pattern)),
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sources.id,
        entity: sources.entity,
        entityId: sources.entityId,
        action: sources.action,
        actorId: sources.actorId,
        actorRole: sources.actorRole,
        before: sources.before,
        after: sources.after,
        reason: sources.reason,
        createdAt: sources.createdAt,
        actorName: sources.actorName,
      })
      .from(sources)
      .where(where)
      .orderBy(desc(sources.createdAt), desc(sources.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(sources)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * The folios of a page's requests, by id: read after paging (at most one page of ids by primary key), so the
 * list itself never joins the requests table.
 */
export async function findRequestFolios(db: DbOrTx, requestIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(requestIds)].filter((id) => UUID.test(id));
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: tramiteRequests.id, folio: tramiteRequests.folio })
    .from(tramiteRequests)
    .where(inArray(tramiteRequests.id, ids));
  return new Map(rows.map((row) => [row.id, row.folio]));
}
