import {
  type MyActionsResponse,
  type NextAction,
  type NextActionDocument,
  nextAction,
  type PaymentPlan,
  type RequestStatus,
  type Solicitud,
} from '@tramites/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isOpenStatus } from '../../db/open-status.ts';
import { tramiteRequests } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { CatalogCache } from '../catalog/catalog.service.ts';
import { getDocumentStatus } from '../documents/document-status.service.ts';
import { hasTransferAwaitingStaff, planOf } from '../payments/balance.service.ts';
import { type QuotationRow, readCurrentQuotation } from './quotations.repository.ts';
import { isQuotationExpired } from './quotations.service.ts';
import { getSolicitud } from './requests.service.ts';

/** A client has a handful of open requests; past this many, the oldest are left to the list. */
const MAX_OPEN_REQUESTS = 50;

/**
 * GET /api/tramites/my-actions (issue 26): each open request of the client with its next action, the ones
 * waiting on the client first. The same shared rule as the request pages' card, from the same data: the
 * documents status, the current quotation's plan and any transfer waiting for staff.
 */
export async function listClientActions(
  ctx: { db: Database; catalog: CatalogCache; retentionDays: number },
  actor: Actor,
): Promise<MyActionsResponse> {
  const open = await ctx.db
    .select({ id: tramiteRequests.id })
    .from(tramiteRequests)
    .where(and(eq(tramiteRequests.clientId, actor.id), isOpenStatus(tramiteRequests.status)))
    .orderBy(desc(tramiteRequests.createdAt), desc(tramiteRequests.id))
    .limit(MAX_OPEN_REQUESTS);
  const items = [];
  // One request after the other: the embedded database serves one statement at a time anyway.
  for (const { id } of open) {
    const solicitud = await getSolicitud(ctx.db, id, actor);
    if (solicitud) {
      items.push({ solicitud, action: await actionOf(ctx, actor, solicitud) });
    }
  }
  const theirs = items.filter((item) => item.action.waiting_on === 'cliente');
  return {
    items: [...theirs, ...items.filter((item) => item.action.waiting_on !== 'cliente')],
    requiere_accion: theirs.length,
  };
}

async function actionOf(
  ctx: { db: Database; catalog: CatalogCache; retentionDays: number },
  actor: Actor,
  solicitud: Solicitud,
) {
  const [documents, quotation] = await Promise.all([
    getDocumentStatus(ctx.db, ctx.catalog, actor, solicitud.id, ctx.retentionDays),
    readCurrentQuotation(ctx.db, solicitud.id),
  ]);
  const live = quotation && !(quotation.status === 'pendiente' && isQuotationExpired(quotation));
  const plan = live && quotation.status === 'aceptada' ? await planOf(ctx.db, quotation) : null;
  const awaitingStaff = plan?.due && quotation ? await hasTransferAwaitingStaff(ctx.db, quotation.id) : false;
  return nextActionFromFacts({
    status: solicitud.status,
    quotation,
    plan,
    transferAwaitingStaff: awaitingStaff,
    documents: documents.documents_status.map((entry) => ({
      name: entry.required_name,
      required: entry.is_required,
      status: entry.document?.status ?? null,
      rejectionReason: entry.document?.rejection_reason ?? null,
    })),
    dueDate: solicitud.sla.fecha_compromiso,
  });
}

/**
 * The shared next step from what was read about a request: its current quotation (an expired pending one
 * counts as none), that quotation's payment plan, whether a transfer waits for staff, and its documents.
 * One mapping for the client's actions and the gestor's queue (issue 27), which reads the same facts in bulk.
 */
export function nextActionFromFacts(facts: {
  status: RequestStatus;
  quotation: QuotationRow | undefined;
  /** The quotation's plan (paymentPlan) when it is accepted and live; null otherwise. */
  plan: PaymentPlan | null;
  transferAwaitingStaff: boolean;
  documents: NextActionDocument[];
  dueDate: string | null;
}): NextAction {
  const { quotation, plan } = facts;
  const live = quotation && !(quotation.status === 'pendiente' && isQuotationExpired(quotation));
  return nextAction({
    status: facts.status,
    quotation:
      live && (quotation.status === 'pendiente' || quotation.status === 'aceptada')
        ? {
            phase: plan && plan.paid > 0 ? 'pagada' : quotation.status,
            total: Number(quotation.amount),
            validUntil: quotation.validUntil,
          }
        : null,
    due: plan?.due ?? null,
    paymentAwaitingConfirmation: Boolean(plan?.due) && facts.transferAwaitingStaff,
    documents: facts.documents,
    dueDate: facts.dueDate,
  });
}
