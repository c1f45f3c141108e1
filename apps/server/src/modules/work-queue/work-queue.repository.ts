import { foldAccents } from '@tramites/shared';
import { and, asc, desc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import {
  chatMessages,
  documents,
  paymentAttempts,
  payments,
  quotations,
  tramiteRequests,
  users,
} from '../../db/schema/index.ts';

const clientUser = alias(users, 'queue_client');
const gestorUser = alias(users, 'queue_gestor');

/** Whose open requests a queue lists. */
export type QueueScope = { kind: 'all' } | { kind: 'gestor'; gestorId: string } | { kind: 'unassigned' };

export interface QueueFilters {
  scope: QueueScope;
  status?: string;
  /** Created at or after this instant. */
  since?: Date;
  q?: string;
  /** At most this many requests are read (the oldest open ones). */
  cap: number;
}

/** The LIKE pattern of a search term (escaped), or undefined for none. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The search box: the folio, procedure and names through the stored accent-free `search_text` (as every
 * request list searches), the client's e-mail (the account's or the one on the request), and the phone by
 * its digits ('55 1234-5678' finds 5512345678).
 */
function searchCondition(q: string | undefined): SQL | undefined {
  const term = q ? foldAccents(q.trim()) : '';
  if (!term) {
    return undefined;
  }
  const pattern = likePattern(term);
  const conditions = [
    sql`${tramiteRequests.searchText} like ${pattern}`,
    sql`lower(${clientUser.email}) like ${pattern}`,
    sql`lower(${tramiteRequests.email}) like ${pattern}`,
  ];
  const digits = term.replace(/\D/g, '');
  // Only a term that is a phone number (digits and separators) is looked up by digits: a folio has its own.
  if (digits.length >= 4 && /^[\d\s()+.-]+$/.test(term)) {
    conditions.push(
      sql`regexp_replace(${tramiteRequests.telefono}, '\\D', '', 'g') like ${likePattern(digits)}`,
      sql`regexp_replace(coalesce(${clientUser.phone}, ''), '\\D', '', 'g') like ${likePattern(digits)}`,
    );
  }
  return sql`(${sql.join(conditions, sql` or `)})`;
}

function scopeCondition(scope: QueueScope): SQL | undefined {
  if (scope.kind === 'gestor') {
    return eq(tramiteRequests.assignedGestorId, scope.gestorId);
  }
  return scope.kind === 'unassigned' ? isNull(tramiteRequests.assignedGestorId) : undefined;
}

/**
 * The queue's open requests in one statement, with what the reason needs besides the quotation and the
 * documents: how many current uploads wait for review, and whether the last message a person wrote in the
 * chat (system messages aside) is the client's. Served by the open-requests and chat (request_id,
 * created_at) indexes; the oldest first, so a cap keeps the most urgent.
 */
export async function listQueueRequests(db: DbOrTx, filters: QueueFilters) {
  return db
    .select({
      id: tramiteRequests.id,
      folio: tramiteRequests.folio,
      status: tramiteRequests.status,
      tramiteId: tramiteRequests.tramiteId,
      tramiteName: tramiteRequests.tramiteName,
      createdAt: tramiteRequests.createdAt,
      slaDays: tramiteRequests.slaDays,
      slaConsumedDays: tramiteRequests.slaConsumedDays,
      slaRunningSince: tramiteRequests.slaRunningSince,
      dueDate: tramiteRequests.dueDate,
      formTemplateId: tramiteRequests.formTemplateId,
      formVersion: tramiteRequests.formVersion,
      formAnswers: tramiteRequests.formAnswers,
      derechosIncluded: tramiteRequests.derechosIncluded,
      assignedGestorId: tramiteRequests.assignedGestorId,
      requestPhone: tramiteRequests.telefono,
      clientName: clientUser.name,
      clientEmail: clientUser.email,
      gestorName: gestorUser.name,
      pendingDocuments: sql<number>`(
        select count(*)::int from ${documents} d
        where d.request_id = ${tramiteRequests.id} and d.is_current and d.status = 'pending'
      )`.mapWith(Number),
      unansweredMessage: sql<boolean>`coalesce((
        select m.sender_id = ${tramiteRequests.clientId} from ${chatMessages} m
        where m.request_id = ${tramiteRequests.id} and not m.is_system_message
        order by m.created_at desc limit 1
      ), false)`.mapWith(Boolean),
    })
    .from(tramiteRequests)
    .innerJoin(clientUser, eq(clientUser.id, tramiteRequests.clientId))
    .leftJoin(gestorUser, eq(gestorUser.id, tramiteRequests.assignedGestorId))
    .where(
      and(
        isOpenStatus(tramiteRequests.status),
        scopeCondition(filters.scope),
        filters.status ? eq(tramiteRequests.status, filters.status) : undefined,
        filters.since ? gte(tramiteRequests.createdAt, filters.since) : undefined,
        searchCondition(filters.q),
      ),
    )
    .orderBy(asc(tramiteRequests.createdAt), asc(tramiteRequests.id))
    .limit(filters.cap);
}
export type QueueRequestRow = Awaited<ReturnType<typeof listQueueRequests>>[number];

/**
 * The current (newest) quotation of each request, with the money accepted against it and whether a
 * transfer's comprobante waits for staff: one statement for the whole queue. (The subqueries name
 * `quotations.id` in full: Drizzle writes a one-table select's columns unqualified, which inside them would
 * mean the payment's own id.)
 */
export async function listCurrentQuotationFacts(db: DbOrTx, requestIds: readonly string[]) {
  if (requestIds.length === 0) {
    return [];
  }
  return db
    .selectDistinctOn([quotations.requestId], {
      quotation: quotations,
      paid: sql<string>`(
        select coalesce(sum(p.amount), 0) from ${payments} p
        where p.quotation_id = quotations.id and p.review_reason is null
      )`,
      transferAwaitingStaff: sql<boolean>`exists (
        select 1 from ${paymentAttempts} a where a.quotation_id = quotations.id and a.status = 'en_revision'
      )`.mapWith(Boolean),
    })
    .from(quotations)
    .where(inArray(quotations.requestId, [...requestIds]))
    .orderBy(quotations.requestId, desc(quotations.createdAt), desc(quotations.id));
}

/** The current version of every document of these requests (what the next step counts). */
export async function listCurrentDocumentStates(db: DbOrTx, requestIds: readonly string[]) {
  if (requestIds.length === 0) {
    return [];
  }
  return db
    .select({
      requestId: documents.requestId,
      requiredName: documents.requiredName,
      status: documents.status,
      rejectionReason: documents.rejectionReason,
    })
    .from(documents)
    .where(and(inArray(documents.requestId, [...requestIds]), eq(documents.isCurrent, true)));
}
