import {
  mexicoCityDate,
  type NextActionDocument,
  paymentPlan,
  queueReason,
  type RequestStatus,
  requestAgeDays,
  requestUrgency,
  slaPauseReason,
  sortQueueItems,
  UNASSIGNED_GESTOR,
  type WorkQueueItem,
  type WorkQueueQuery,
  type WorkQueueResponse,
} from '@tramites/shared';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import type { CatalogCache } from '../catalog/catalog.service.ts';
import { mexicoCityMidnight } from '../documents/document-dto.ts';
import { getRequestRequirements } from '../documents/request-requirements.ts';
import { nextActionFromFacts } from '../requests/client-actions.service.ts';
import { computeSla } from '../requests/sla.ts';
import {
  listCurrentDocumentStates,
  listCurrentQuotationFacts,
  listQueueRequests,
  type QueueRequestRow,
  type QueueScope,
} from './work-queue.repository.ts';

/**
 * How many open requests one call reads (the oldest first). A gestor holds about ten (max_concurrent); an
 * admin's "all" on a busy gestoría may hold more, and the response says `truncated` when it does.
 */
export const QUEUE_READ_CAP = 500;

/** Whose queue: a gestor always their own; an admin everybody's, one gestor's, or the unassigned ones. */
function scopeFor(actor: Actor, gestorId: string | undefined): QueueScope | null {
  if (actor.role === 'admin') {
    if (gestorId === UNASSIGNED_GESTOR) {
      return { kind: 'unassigned' };
    }
    return gestorId ? { kind: 'gestor', gestorId } : { kind: 'all' };
  }
  // DESIGN 9.5: a self-registered gestor sees no cases until an admin approves the account.
  if (actor.role === 'gestor' && actor.isApproved) {
    return { kind: 'gestor', gestorId: actor.id };
  }
  return null;
}

/**
 * GET /api/gestor/queue ("Mi bandeja", issue 27): the open requests in the actor's scope, each with the
 * one thing it waits for (the shared next step, plus uploads to review and a client's unanswered message),
 * sorted by the shared order. Three statements whatever the size of the queue: the requests, their current
 * quotations with what was paid, their current documents; requirements come from the catalogue cache and the
 * frozen form versions (kept in memory). The reason and the urgency are computed, so those filters and the
 * order apply in memory, over at most QUEUE_READ_CAP requests.
 */
export async function listWorkQueue(
  ctx: { db: Database; catalog: CatalogCache },
  actor: Actor,
  query: WorkQueueQuery,
  now = new Date(),
): Promise<WorkQueueResponse> {
  const scope = scopeFor(actor, query.gestor_id);
  const page = { limit: query.limit, offset: query.offset };
  if (!scope) {
    return { items: [], total: 0, esperando_gestoria: 0, truncated: false, ...page };
  }
  const rows = await listQueueRequests(ctx.db, {
    scope,
    status: query.status,
    since: query.desde ? mexicoCityMidnight(query.desde) : undefined,
    q: query.q,
    cap: QUEUE_READ_CAP + 1,
  });
  const truncated = rows.length > QUEUE_READ_CAP;
  const kept = rows.slice(0, QUEUE_READ_CAP);
  const ids = kept.map((row) => row.id);
  const [quotationFacts, documentStates] = await Promise.all([
    listCurrentQuotationFacts(ctx.db, ids),
    listCurrentDocumentStates(ctx.db, ids),
  ]);
  const quotationOf = new Map(quotationFacts.map((fact) => [fact.quotation.requestId, fact]));
  const documentsOf = new Map<string, typeof documentStates>();
  for (const state of documentStates) {
    documentsOf.set(state.requestId, [...(documentsOf.get(state.requestId) ?? []), state]);
  }
  const items: WorkQueueItem[] = [];
  for (const row of kept) {
    items.push(
      await toQueueItem(ctx, row, {
        quotation: quotationOf.get(row.id),
        documents: documentsOf.get(row.id) ?? [],
        now,
      }),
    );
  }
  const esperandoGestoria = items.filter((item) => item.waiting_on === 'gestoria').length;
  const matching = sortQueueItems(
    items.filter(
      (item) =>
        (!query.urgency || item.urgency === query.urgency) &&
        (!query.solo_mias || item.waiting_on === 'gestoria'),
    ),
    mexicoCityDate(now),
  );
  return {
    items: matching.slice(query.offset, query.offset + query.limit),
    total: matching.length,
    esperando_gestoria: esperandoGestoria,
    truncated,
    ...page,
  };
}

async function toQueueItem(
  ctx: { db: Database; catalog: CatalogCache },
  row: QueueRequestRow,
  facts: {
    quotation: Awaited<ReturnType<typeof listCurrentQuotationFacts>>[number] | undefined;
    documents: Awaited<ReturnType<typeof listCurrentDocumentStates>>;
    now: Date;
  },
): Promise<WorkQueueItem> {
  const status = row.status as RequestStatus;
  const requirements = await getRequestRequirements(ctx.db, row, (id) => ctx.catalog.tramite(id));
  const documents: NextActionDocument[] = requirements.map((requirement) => {
    const current = facts.documents.find((document) => document.requiredName === requirement.name);
    return {
      name: requirement.name,
      required: requirement.isRequired,
      status: current?.status ?? null,
      rejectionReason: current?.rejectionReason ?? null,
    };
  });
  const sla = computeSla(row, status);
  const quotation = facts.quotation?.quotation;
  const plan =
    quotation?.status === 'aceptada'
      ? paymentPlan({ amount: Number(quotation.amount), deposit_percent: quotation.depositPercent }, [
          { amount: Number(facts.quotation!.paid) },
        ])
      : null;
  const action = nextActionFromFacts({
    status,
    quotation,
    plan,
    transferAwaitingStaff: facts.quotation?.transferAwaitingStaff ?? false,
    documents,
    dueDate: sla.fecha_compromiso,
  });
  const reason = queueReason({
    action,
    pendingDocuments: row.pendingDocuments,
    unansweredMessage: row.unansweredMessage,
  });
  const ageDays = requestAgeDays(row.createdAt, facts.now);
  return {
    id: row.id,
    folio: row.folio,
    status,
    tramite_name: row.tramiteName,
    client_name: row.clientName,
    client_email: row.clientEmail,
    client_phone: row.requestPhone,
    assigned_gestor_id: row.assignedGestorId,
    gestor_name: row.gestorName,
    created_at: row.createdAt.toISOString(),
    age_days: ageDays,
    urgency: requestUrgency(row.createdAt, facts.now),
    reason: reason.reason,
    reason_count: reason.count,
    waiting_on: reason.waiting_on,
    action,
    pending_documents: row.pendingDocuments,
    unanswered_message: row.unansweredMessage,
    sla,
    sla_pause_reason: sla.pausado ? slaPauseReason(status) : null,
  };
}
