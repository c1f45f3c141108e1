import { z } from 'zod';
import { CalendarDateSchema, PG_INT_MAX } from '../validation/safe-input.ts';
import { DOCUMENT_STATUSES, type DocumentStatus, PRIORITY_LEVELS } from './document-rules.ts';
import { DOCUMENT_MSG } from './messages.ts';

/** Query of POST /api/tramite-requests/{id}/upload-document (the file goes in the multipart field `file`). */
export const UploadDocumentQuerySchema = z.object({
  document_name: z
    .string({ error: DOCUMENT_MSG.documentoRequerido })
    .trim()
    .min(1, DOCUMENT_MSG.documentoRequerido)
    .max(300, DOCUMENT_MSG.documentoNoRequerido),
  notes: z.string().trim().max(1000, 'Las notas no pueden pasar de 1000 caracteres').optional().default(''),
});

/** One stored version of a required document, as upload and review answer it. */
export const DocumentSchema = z.object({
  id: z.string(),
  tramite_request_id: z.string(),
  required_name: z.string(),
  version: z.number().int(),
  is_current: z.boolean(),
  status: z.enum(DOCUMENT_STATUSES),
  current_filename: z.string(),
  content_type: z.string(),
  file_size: z.number().int(),
  sha256: z.string(),
  notes: z.string(),
  uploaded_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  reviewed_at: z.string().nullable(),
  review_notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** When the retention purge (or an ARCO cancellation) removed the file: the row stays, the file is gone. */
  purged_at: z.string().nullable(),
});
export type DocumentDto = z.infer<typeof DocumentSchema>;

/** Upload and review answers: the document plus where the request stands afterwards. */
export const DocumentMutationSchema = DocumentSchema.extend({
  message: z.string(),
  request_status: z.string(),
});
export type DocumentMutation = z.infer<typeof DocumentMutationSchema>;

export const ReviewHistoryEntrySchema = z.object({
  reviewer_name: z.string(),
  reviewed_at: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  review_notes: z.string(),
});

export const DocumentVersionSchema = z.object({
  id: z.string(),
  version: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  current_filename: z.string(),
  created_at: z.string(),
  purged_at: z.string().nullable(),
});

/** The current version of one requirement in the document status response (spec section 3). */
export const RequirementDocumentSchema = z.object({
  id: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  current_filename: z.string(),
  file_size: z.number().int(),
  content_type: z.string(),
  version: z.number().int(),
  /** When this version was uploaded; `updated_at` also moves with a review. */
  uploaded_at: z.string(),
  updated_at: z.string(),
  reviewed_at: z.string().nullable(),
  current_review_notes: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  requires_resubmission: z.boolean(),
  priority_level: z.enum(PRIORITY_LEVELS),
  review_history: z.array(ReviewHistoryEntrySchema),
  versions: z.array(DocumentVersionSchema),
  /** When the retention purge (or an ARCO cancellation) removed the file: the row stays, the file is gone. */
  purged_at: z.string().nullable(),
});

/** GET /api/tramite-requests/{id}/documents (spec section 3, "Document status response"). */
export const DocumentStatusResponseSchema = z.object({
  tramite_name: z.string(),
  total_required: z.number().int(),
  total_uploaded: z.number().int(),
  total_approved: z.number().int(),
  all_approved: z.boolean(),
  /**
   * A closed request: until when its document files are kept (the retention period, and at least a week
   * after the client is warned); null while the request is open.
   */
  files_kept_until: z.string().nullable(),
  documents_status: z.array(
    z.object({
      required_name: z.string(),
      /** False for an optional file field of the request's form: it may be uploaded, it is not awaited. */
      is_required: z.boolean(),
      /** MIME types the upload accepts for this requirement (a form's file field may narrow them). */
      accepted_types: z.array(z.string()),
      /** The largest file accepted, in MB: 10, or what the form's file field says (1-100). */
      max_file_size_mb: z.number().int(),
      uploaded: z.boolean(),
      document: RequirementDocumentSchema.nullable(),
    }),
  ),
});
export type DocumentStatusResponse = z.infer<typeof DocumentStatusResponseSchema>;

/** What a reviewer decided, whichever endpoint it came through. */
export interface ReviewDecision {
  status: 'approved' | 'rejected';
  reviewNotes: string;
  rejectionReason: string | null;
}

/** A reviewer's notes (optional). */
export const ReviewNotesSchema = z.string().trim().max(1000, 'Las notas no pueden pasar de 1000 caracteres');
/** Why a document is rejected: the client must learn it, so it is required. */
export const RejectionReasonSchema = z
  .string({ error: DOCUMENT_MSG.motivoRechazo })
  .trim()
  .min(1, DOCUMENT_MSG.motivoRechazo)
  .max(1000, 'El motivo no puede pasar de 1000 caracteres');

/** PUT /api/gestor/documents/{id}/review: {status:'approved', review_notes} or {status:'rejected', rejection_reason}. */
export const ReviewDocumentSchema = z
  .discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('approved'), review_notes: ReviewNotesSchema.nullish() }),
      z.object({
        status: z.literal('rejected'),
        rejection_reason: RejectionReasonSchema,
        review_notes: ReviewNotesSchema.nullish(),
      }),
    ],
    { error: DOCUMENT_MSG.estadoRevision },
  )
  .transform(
    (body): ReviewDecision =>
      body.status === 'approved'
        ? { status: 'approved', reviewNotes: body.review_notes ?? '', rejectionReason: null }
        : {
            status: 'rejected',
            reviewNotes: body.review_notes || body.rejection_reason,
            rejectionReason: body.rejection_reason,
          },
  );

/** PUT /api/admin/documents/{id}/validate: {status, notes}; the notes are the reason when rejecting. */
export const ValidateDocumentSchema = z
  .object({
    status: z.enum(['approved', 'rejected'], { error: DOCUMENT_MSG.estadoRevision }),
    notes: ReviewNotesSchema.nullish(),
  })
  .superRefine((body, context) => {
    if (body.status === 'rejected' && !body.notes) {
      context.addIssue({ code: 'custom', path: ['notes'], message: DOCUMENT_MSG.motivoRechazo });
    }
  })
  .transform(
    (body): ReviewDecision => ({
      status: body.status,
      reviewNotes: body.notes ?? '',
      rejectionReason: body.status === 'rejected' ? (body.notes ?? '') : null,
    }),
  );

/** Pending document of the admin panel (spec section 3). */
export const PendingDocumentSchema = z.object({
  id: z.string(),
  document_name: z.string(),
  client_name: z.string(),
  tramite_name: z.string(),
  tramite_request_id: z.string(),
  /** The request's folio (TMX-YYYY-NNNNNN): what staff and clients call a case. */
  folio: z.string(),
  created_at: z.string(),
});
export type PendingDocument = z.infer<typeof PendingDocumentSchema>;

/** Document of the gestor lists (spec section 3); file_size in bytes. */
export const GestorDocumentSchema = z.object({
  id: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  client_name: z.string(),
  tramite_name: z.string(),
  tramite_request_id: z.string(),
  /** The request's folio (TMX-YYYY-NNNNNN): what staff and clients call a case. */
  folio: z.string(),
  required_document_name: z.string(),
  current_filename: z.string(),
  file_size: z.number().int(),
  /** When this version was uploaded. */
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type GestorDocument = z.infer<typeof GestorDocumentSchema>;

/**
 * A document of the admins' list of every document: closed requests too, so it says when the retention purge
 * removed the file (the gestor lists show open requests only, whose files are all kept).
 */
export const AdminDocumentSchema = GestorDocumentSchema.extend({
  purged_at: z.string().nullable(),
});
export type AdminDocument = z.infer<typeof AdminDocumentSchema>;

/** GET /api/admin/documents/all → {documents, total}: every current version, paginated. */
export const AdminDocumentsPageSchema = z.object({
  documents: z.array(AdminDocumentSchema),
  total: z.number().int(),
});
export type AdminDocumentsPage = z.infer<typeof AdminDocumentsPageSchema>;

/**
 * The gestor panel's status filter (spec section 2), in the order the panel offers it. `in_review` is not
 * a document status: it names the pending documents of requests whose documents are complete and under
 * review (documentos_en_revision), as opposed to pending uploads of requests still waiting for others.
 */
export const GESTOR_DOCUMENT_FILTERS = [
  'todos',
  'pending',
  'in_review',
  'approved',
  'rejected',
] as const satisfies readonly ('todos' | 'in_review' | DocumentStatus)[];
export type GestorDocumentFilter = (typeof GESTOR_DOCUMENT_FILTERS)[number];

const pageLimit = z.coerce
  .number()
  .int()
  .min(1, 'limit debe ser al menos 1')
  .max(200, 'limit máximo 200')
  .default(100);
const pageOffset = z.coerce
  .number()
  .int()
  .min(0, 'offset no puede ser negativo')
  .max(PG_INT_MAX, 'offset demasiado grande')
  .default(0);

export const GestorDocumentsQuerySchema = z.object({
  status: z.enum(GESTOR_DOCUMENT_FILTERS, { error: 'Estado de documento inválido' }).default('todos'),
  /** The client's name or the request's folio (whole or in part: 'TMX-2026-000016', '000016'). */
  search: z.string().trim().max(100).optional(),
  from: CalendarDateSchema.optional().or(z.literal('').transform(() => undefined)),
  limit: pageLimit,
  offset: pageOffset,
});

export const AdminDocumentsQuerySchema = z.object({
  status: z
    .enum(DOCUMENT_STATUSES, { error: 'Estado de documento inválido' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  limit: pageLimit,
  offset: pageOffset,
});

export const PageQuerySchema = z.object({ limit: pageLimit, offset: pageOffset });

/** Gestor panel metric cards (spec section 3); tiempo_promedio in days with one decimal. */
export const GestorMetricsSchema = z.object({
  hoy: z.number().int(),
  esta_semana: z.number().int(),
  tiempo_promedio: z.number(),
  total_revisados: z.number().int(),
  pendientes: z.number().int(),
  documentos_totales: z.number().int(),
});
export type GestorMetrics = z.infer<typeof GestorMetricsSchema>;
