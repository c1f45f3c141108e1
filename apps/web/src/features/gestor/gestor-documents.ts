import {
  calendarDaysAgo,
  DOCUMENT_STATUSES,
  type DocumentStatus,
  documentAgeDays,
  type GestorDocument,
  type GestorDocumentFilter,
  type ReviewDocumentSchema,
  type UrgencyLevel,
  urgencyLevel,
  worstUrgency,
} from '@tramites/shared';
import type { z } from 'zod';

/** The panel's urgency filter: all, or one level (spec section 2). */
export const URGENCY_FILTERS = ['todos', 'urgente', 'media', 'normal'] as const;
export type UrgencyFilter = (typeof URGENCY_FILTERS)[number];

export const URGENCY_LABELS: Record<UrgencyLevel, string> = {
  urgente: 'Urgente',
  media: 'Media',
  normal: 'Normal',
};

/**
 * Spanish names of the panel's status filters (shared `GESTOR_DOCUMENT_FILTERS`, each sent as is in
 * `status=` of GET /api/gestor/pending-documents) and of the document statuses its counters show.
 */
export const DOCUMENT_FILTER_LABELS: Record<GestorDocumentFilter, string> = {
  todos: 'Todos',
  pending: 'Pendientes',
  in_review: 'En revisión',
  approved: 'Aprobados',
  rejected: 'Rechazados',
};

/** Default notes of the spec (section 9). */
export const QUICK_APPROVE_NOTES = 'Aprobado rápidamente por gestor';
export const BATCH_APPROVE_NOTES = 'Aprobado en lote por gestor';
/** Spec section 5: the quick reject asks for a reason prefilled with this text. */
export const DEFAULT_REJECTION_REASON = 'Documento no cumple con los requisitos';

/** A document with what the panel derives from it once (age and urgency at `now`). */
export interface PanelDocument extends GestorDocument {
  ageDays: number;
  /** Calendar days since the upload, for the wording ('hoy', 'ayer', 'hace 3 días'). */
  daysAgo: number;
  urgency: UrgencyLevel;
}

export function toPanelDocument(document: GestorDocument, now: Date = new Date()): PanelDocument {
  const ageDays = documentAgeDays(document.created_at, now);
  return {
    ...document,
    ageDays,
    daysAgo: calendarDaysAgo(document.created_at, now),
    urgency: urgencyLevel(ageDays),
  };
}

/** Urgency is not a server filter: it depends on the age at the moment the gestor looks. */
export function filterByUrgency(documents: readonly PanelDocument[], filter: UrgencyFilter): PanelDocument[] {
  return filter === 'todos' ? [...documents] : documents.filter((document) => document.urgency === filter);
}

/** One solicitud's documents: the spec groups by client, trámite name and solicitud id. */
export interface DocumentGroup {
  key: string;
  solicitudId: string;
  /** What staff and clients call the solicitud (TMX-YYYY-NNNNNN), never its internal id. */
  folio: string;
  clientName: string;
  tramiteName: string;
  documents: PanelDocument[];
  /** Age of the group's oldest document, in whole days. */
  oldestAgeDays: number;
  /** The worst urgency of its documents (spec section 4). */
  urgency: UrgencyLevel;
  counts: Record<DocumentStatus, number>;
}

const groupKey = (document: GestorDocument) =>
  JSON.stringify([document.client_name, document.tramite_name, document.tramite_request_id]);

const emptyCounts = (): Record<DocumentStatus, number> =>
  Object.fromEntries(DOCUMENT_STATUSES.map((status) => [status, 0])) as Record<DocumentStatus, number>;

/**
 * Groups documents by client + trámite + solicitud, oldest group first (by its oldest document);
 * inside a group the oldest document comes first. Ties keep a stable order (client name, then id).
 */
export function groupDocuments(documents: readonly PanelDocument[]): DocumentGroup[] {
  const groups = new Map<string, DocumentGroup>();
  for (const document of documents) {
    const key = groupKey(document);
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        solicitudId: document.tramite_request_id,
        folio: document.folio,
        clientName: document.client_name,
        tramiteName: document.tramite_name,
        documents: [],
        oldestAgeDays: 0,
        urgency: 'normal',
        counts: emptyCounts(),
      };
      groups.set(key, group);
    }
    group.documents.push(document);
    group.counts[document.status] += 1;
  }
  for (const group of groups.values()) {
    group.documents.sort(
      (a, b) => b.ageDays - a.ageDays || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
    );
    group.oldestAgeDays = Math.max(...group.documents.map((document) => document.ageDays));
    group.urgency = worstUrgency(group.documents.map((document) => document.urgency));
  }
  return [...groups.values()].sort(
    (a, b) =>
      b.oldestAgeDays - a.oldestAgeDays ||
      oldestCreatedAt(a).localeCompare(oldestCreatedAt(b)) ||
      a.clientName.localeCompare(b.clientName, 'es') ||
      a.solicitudId.localeCompare(b.solicitudId),
  );
}

const oldestCreatedAt = (group: DocumentGroup) => group.documents[0]?.created_at ?? '';

/** The "Trámites pendientes" tab counts unique solicitudes. */
export function countUniqueSolicitudes(documents: readonly GestorDocument[]): number {
  return new Set(documents.map((document) => document.tramite_request_id)).size;
}

// --- Selection for batch review: only pending documents can be selected (spec section 4). ---

export const isSelectable = (document: Pick<GestorDocument, 'status'>): boolean =>
  document.status === 'pending';

/** Every pending document of the list ("Seleccionar todos los pendientes"). */
export function selectAllPending(documents: readonly GestorDocument[]): Set<string> {
  return new Set(documents.filter(isSelectable).map((document) => document.id));
}

/** Toggles one document; a document that is not pending is never added. */
export function toggleSelection(
  selection: ReadonlySet<string>,
  document: Pick<GestorDocument, 'id' | 'status'>,
): Set<string> {
  const next = new Set(selection);
  if (next.has(document.id)) {
    next.delete(document.id);
  } else if (isSelectable(document)) {
    next.add(document.id);
  }
  return next;
}

/**
 * Keeps only ids that are still pending in the list shown (after a refresh, a review or a filter
 * change). Returns the same set when nothing changed, so React state does not churn.
 */
export function pruneSelection(
  selection: ReadonlySet<string>,
  documents: readonly GestorDocument[],
): ReadonlySet<string> {
  const pending = selectAllPending(documents);
  const kept = [...selection].filter((id) => pending.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}

/** The body of PUT /api/gestor/documents/{id}/review, as the shared schema takes it. */
export type ReviewDecisionBody = z.input<typeof ReviewDocumentSchema>;

export interface BatchResult {
  succeeded: string[];
  failed: { id: string; error: unknown }[];
}

/**
 * Sends one review per selected document, all in parallel (spec section 7). Nothing selected means
 * nothing is sent. A failure of one document does not stop the others.
 */
export async function runBatchReview(
  ids: Iterable<string>,
  decision: ReviewDecisionBody,
  review: (id: string, decision: ReviewDecisionBody) => Promise<unknown>,
): Promise<BatchResult> {
  const list = [...new Set(ids)];
  if (list.length === 0) {
    return { succeeded: [], failed: [] };
  }
  const results = await Promise.allSettled(list.map((id) => review(id, decision)));
  const outcome: BatchResult = { succeeded: [], failed: [] };
  results.forEach((result, index) => {
    const id = list[index]!;
    if (result.status === 'fulfilled') {
      outcome.succeeded.push(id);
    } else {
      outcome.failed.push({ id, error: result.reason });
    }
  });
  return outcome;
}

/** "1 documento aprobado" / "3 documentos aprobados". */
export function documentsCountLabel(count: number, participle: 'aprobado' | 'rechazado'): string {
  return count === 1 ? `1 documento ${participle}` : `${count} documentos ${participle}s`;
}
