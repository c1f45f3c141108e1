import {
  type AdminArcoRequest,
  type AdminArcoRequestsQuerySchema,
  type AdminArcoRequestsResponse,
  ARCO_CANCELLATION_KEEPS,
  ARCO_MSG,
  ARCO_REQUEST_TYPE_LABELS,
  type ArcoRequest,
  type ArcoRequestCreateSchema,
  type ArcoRequestsResponse,
  type ArcoResolveSchema,
  arcoBusinessDaysLeft,
  arcoDueDate,
  mexicoCityDate,
} from '@tramites/shared';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { arcoRequests, users } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { createNotification } from '../notifications/notifications.service.ts';
import { listActiveAdmins } from '../users/users.service.ts';
import { anonymizeAccount, type CancelledAccount, cancellationBlockers } from './arco-cancellation.ts';
import { purgeDocumentFiles } from './document-file-purge.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ArcoRow = typeof arcoRequests.$inferSelect;

function toDto(row: ArcoRow, today: string): ArcoRequest {
  return {
    id: row.id,
    type: row.type,
    detail: row.detail,
    status: row.status,
    due_date: row.dueDate,
    business_days_left: row.status === 'pendiente' ? arcoBusinessDaysLeft(today, row.dueDate) : null,
    resolution: row.resolution,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * POST /api/privacy/requests: a new ARCO case, due 20 días hábiles after the day it is received (Mexico
 * City). One pending case per type: a second would only split the answer. A cancellation that cannot be
 * carried out yet (an open request, money under way) is refused now, with the reason, rather than after
 * the user waited for an answer. Every active admin hears of the case.
 */
export async function createArcoRequest(
  db: Database,
  actor: Actor,
  input: z.output<typeof ArcoRequestCreateSchema>,
  now: Date = new Date(),
): Promise<ArcoRequest> {
  const today = mexicoCityDate(now);
  const row = await db.transaction(async (tx) => {
    // One case of a type at a time, whatever two tabs send at once: the user's row is the lock.
    await tx.execute(sql`select id from ${users} where ${users.id} = ${actor.id} for update`);
    const [pending] = await tx
      .select({ id: arcoRequests.id })
      .from(arcoRequests)
      .where(
        and(
          eq(arcoRequests.userId, actor.id),
          eq(arcoRequests.type, input.type),
          eq(arcoRequests.status, 'pendiente'),
        ),
      )
      .limit(1);
    if (pending) {
      throw conflict(ARCO_MSG.yaPendiente);
    }
    if (input.type === 'cancelacion') {
      const blockers = await cancellationBlockers(tx, actor.id);
      if (blockers) {
        throw conflict(blockers);
      }
    }
    const [created] = await tx
      .insert(arcoRequests)
      .values({
        userId: actor.id,
        type: input.type,
        detail: input.detail,
        dueDate: arcoDueDate(today),
        createdAt: now,
      })
      .returning();
    for (const admin of await listActiveAdmins(tx)) {
      await createNotification(tx, {
        userId: admin.id,
        type: 'warning',
        kind: 'arco_request',
        message: `${actor.name} (${actor.email}) pidió ${ARCO_REQUEST_TYPE_LABELS[input.type].toLowerCase()} de sus datos personales (derechos ARCO). Respóndele a más tardar el ${created!.dueDate}.`,
        requestId: null,
      });
    }
    return created!;
  });
  return toDto(row, today);
}

/** GET /api/privacy/requests: the user's own cases, newest first. */
export async function listOwnArcoRequests(db: Database, actor: Actor): Promise<ArcoRequestsResponse> {
  const rows = await db
    .select()
    .from(arcoRequests)
    .where(eq(arcoRequests.userId, actor.id))
    .orderBy(desc(arcoRequests.createdAt));
  const today = mexicoCityDate();
  return { requests: rows.map((row) => toDto(row, today)) };
}

/** GET /api/admin/privacy/requests?status=: pending first by due date, then the answered, newest first. */
export async function listArcoRequestsForAdmin(
  db: Database,
  query: z.output<typeof AdminArcoRequestsQuerySchema>,
): Promise<AdminArcoRequestsResponse> {
  const resolver = alias(users, 'resolver');
  const [rows, [pending]] = await Promise.all([
    db
      .select({
        request: arcoRequests,
        user: { id: users.id, name: users.name, email: users.email },
        resolverName: resolver.name,
      })
      .from(arcoRequests)
      .innerJoin(users, eq(users.id, arcoRequests.userId))
      .leftJoin(resolver, eq(resolver.id, arcoRequests.resolvedBy))
      .where(query.status ? eq(arcoRequests.status, query.status) : undefined)
      .orderBy(
        sql`case when ${arcoRequests.status} = 'pendiente' then 0 else 1 end`,
        sql`case when ${arcoRequests.status} = 'pendiente' then ${arcoRequests.dueDate} end asc`,
        desc(arcoRequests.resolvedAt),
        asc(arcoRequests.createdAt),
      )
      .limit(500),
    db.select({ total: count() }).from(arcoRequests).where(eq(arcoRequests.status, 'pendiente')),
  ]);
  const today = mexicoCityDate();
  return {
    requests: rows.map(
      (row): AdminArcoRequest => ({
        ...toDto(row.request, today),
        user: row.user,
        resolved_by_name: row.resolverName,
      }),
    ),
    pending: pending?.total ?? 0,
  };
}

export interface ResolvedArco {
  request: AdminArcoRequest;
  /** Set when a cancellation was carried out: where its answer goes now the account is anonymised. */
  cancelled?: CancelledAccount;
}

/**
 * POST /api/admin/privacy/requests/{id}/resolve: the answer, with its reason, once (409 after). A
 * cancellation answered `atendida` anonymises the account in the same transaction (refused with 409 while
 * the user has an open request or money under way); its answer states what is kept and why.
 */
export async function resolveArcoRequest(
  ctx: { db: Database; storage: Storage },
  actor: Actor,
  id: string,
  input: z.output<typeof ArcoResolveSchema>,
  now: Date = new Date(),
): Promise<ResolvedArco> {
  if (!UUID.test(id)) {
    throw notFound(ARCO_MSG.noEncontrada);
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(arcoRequests).where(eq(arcoRequests.id, id)).for('update');
    if (!row) {
      throw notFound(ARCO_MSG.noEncontrada);
    }
    if (row.status !== 'pendiente') {
      throw conflict(ARCO_MSG.yaResuelta);
    }
    const cancelling = row.type === 'cancelacion' && input.status === 'atendida';
    const resolution = cancelling ? `${input.resolution}\n\n${ARCO_CANCELLATION_KEEPS}` : input.resolution;
    let cancelled: CancelledAccount | undefined;
    if (cancelling) {
      const blockers = await cancellationBlockers(tx, row.userId);
      if (blockers) {
        throw conflict(blockers);
      }
    } else {
      await createNotification(tx, {
        userId: row.userId,
        type: input.status === 'atendida' ? 'success' : 'info',
        kind: 'arco_resolved',
        message: `Respondimos tu solicitud de ${ARCO_REQUEST_TYPE_LABELS[row.type].toLowerCase()} de datos personales (${input.status === 'atendida' ? 'atendida' : 'rechazada'}): ${input.resolution}`,
        requestId: null,
      });
    }
    await tx
      .update(arcoRequests)
      .set({ status: input.status, resolution, resolvedBy: actor.id, resolvedAt: now })
      .where(eq(arcoRequests.id, id));
    if (cancelling) {
      cancelled = await anonymizeAccount(tx, row.userId, now);
    }
    return { cancelled };
  });
  // The files go after the commit: a cancellation rolled back (a blocker found, a failure) keeps them. The
  // purge marks the rows as tombstones, then deletes the files.
  if (outcome.cancelled) {
    await purgeDocumentFiles(ctx, outcome.cancelled.documentIds, now);
  }
  const { requests } = await listArcoRequestsForAdmin(ctx.db, {});
  const request = requests.find((entry) => entry.id === id)!;
  return { request, cancelled: outcome.cancelled };
}
