import {
  CreateQuickReplySchema,
  formatLongDate,
  formatMXN,
  isTerminalStatus,
  QUICK_REPLY_MESSAGES,
  type QuickReply,
  QuickReplyInputSchema,
  type QuickReplyValues,
  type RequestStatus,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { CatalogCache } from '../catalog/catalog.service.ts';
import { getDocumentStatus } from '../documents/document-status.service.ts';
import { getCompleteRequest } from '../requests/request-detail.service.ts';
import {
  deleteQuickReplyRow,
  findQuickReply,
  insertQuickReply,
  listRepliesVisibleTo,
  type QuickReplyRow,
  updateQuickReplyRow,
} from './quick-replies.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The shared rule, checked after the ownership check (DESIGN: 403 before 422), with its Spanish messages
 * for each field.
 */
function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    return result.data;
  }
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(422, errors[0]!.message, 'validation', errors);
}

/** An admin edits the gestoría's replies; everyone edits their own (and nobody another person's). */
const canEdit = (actor: Actor, row: Pick<QuickReplyRow, 'ownerId'>) =>
  row.ownerId === null ? actor.role === 'admin' : row.ownerId === actor.id;

function toDto(actor: Actor, row: QuickReplyRow): QuickReply {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    scope: row.ownerId === null ? 'gestoria' : 'personal',
    can_edit: canEdit(actor, row),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /api/quick-replies: what the "/" picker offers this staff member. */
export async function listQuickReplies(db: Database, actor: Actor): Promise<QuickReply[]> {
  const rows = await listRepliesVisibleTo(db, actor.id);
  return rows.map((row) => toDto(actor, row));
}

/** POST /api/quick-replies: the gestoría's (admins only) or a private one of the caller. */
export async function createQuickReply(db: Database, actor: Actor, input: unknown): Promise<QuickReply> {
  const scope = (input as { scope?: unknown } | null)?.scope;
  if (scope === 'gestoria' && actor.role !== 'admin') {
    throw forbidden(QUICK_REPLY_MESSAGES.soloAdminGestoria);
  }
  const parsed = parseInput(CreateQuickReplySchema, input);
  const row = await insertQuickReply(db, {
    ownerId: parsed.scope === 'gestoria' ? null : actor.id,
    title: parsed.title,
    body: parsed.body,
  });
  return toDto(actor, row);
}

/** The reply the actor may change: 404 unknown, 403 someone else's (or the gestoría's for a gestor). */
async function loadEditableReply(db: Database, actor: Actor, id: string): Promise<QuickReplyRow> {
  const row = UUID.test(id) ? await findQuickReply(db, id) : undefined;
  if (!row) {
    throw notFound(QUICK_REPLY_MESSAGES.noEncontrada);
  }
  if (!canEdit(actor, row)) {
    throw forbidden(
      row.ownerId === null ? QUICK_REPLY_MESSAGES.soloAdminGestoria : QUICK_REPLY_MESSAGES.soloPropias,
    );
  }
  return row;
}

/** PUT /api/quick-replies/{id}. */
export async function updateQuickReply(
  db: Database,
  actor: Actor,
  id: string,
  input: unknown,
): Promise<QuickReply> {
  await loadEditableReply(db, actor, id);
  const parsed = parseInput(QuickReplyInputSchema, input);
  const row = await updateQuickReplyRow(db, id, parsed);
  if (!row) {
    throw notFound(QUICK_REPLY_MESSAGES.noEncontrada);
  }
  return toDto(actor, row);
}

/** DELETE /api/quick-replies/{id}. */
export async function deleteQuickReply(db: Database, actor: Actor, id: string): Promise<void> {
  await loadEditableReply(db, actor, id);
  await deleteQuickReplyRow(db, id);
}

/**
 * GET /api/solicitudes/{id}/quick-reply-values: what each variable becomes for this request, formatted as
 * the client reads it. The request's own access rule applies (its gestor, an admin; 403 otherwise).
 */
export async function getQuickReplyValues(
  db: Database,
  catalog: CatalogCache,
  actor: Actor,
  requestId: string,
  retentionDays: number,
): Promise<QuickReplyValues> {
  const complete = await getCompleteRequest(db, catalog, actor, requestId);
  const documents = await getDocumentStatus(db, catalog, actor, requestId, retentionDays);
  const { solicitud, cotizacion } = complete;
  // The quotation the client is asked to pay or has accepted (a rejected, expired or replaced one is not).
  const quotationStands = cotizacion && ['pendiente', 'aceptada'].includes(cotizacion.status);
  const isOpen = !isTerminalStatus(solicitud.status as RequestStatus);
  return {
    nombre: complete.cliente.name || null,
    folio: solicitud.folio,
    tramite: solicitud.tramite_nombre,
    // What the client still has to upload: never sent, or sent and rejected.
    documentos_pendientes: isOpen
      ? documents.documents_status
          .filter((requirement) => requirement.is_required && !requirement.uploaded)
          .map((requirement) => requirement.required_name)
      : [],
    total: quotationStands ? formatMXN(cotizacion.amount) : null,
    fecha_estimada:
      isOpen && solicitud.sla.fecha_compromiso ? formatLongDate(solicitud.sla.fecha_compromiso) : null,
  };
}
