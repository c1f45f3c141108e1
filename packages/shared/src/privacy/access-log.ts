import { z } from 'zod';
import { STORED_FILE_TYPES, type StoredFileType } from '../documents/document-rules.ts';
import type { Role } from '../users/roles.ts';
import { CalendarDateSchema, PG_INT_MAX, uuidSchema } from '../validation/safe-input.ts';
import { ACCESS_LOG_ACTIONS, type AccessLogAction } from './constants.ts';

/**
 * The document access log as the API serves it (issue 25): the owner's "Quién ha visto tus documentos"
 * and the admins' filtered view, plus the preview endpoint's rules.
 */

export const ACCESS_LOG_MSG = {
  documentoPurgado:
    'El archivo de este documento ya no existe: se eliminó al terminar su periodo de conservación. Quedan su nombre y su huella.',
  vistaPreviaNoDisponible:
    'Este tipo de archivo no tiene vista previa. Descárgalo para verlo (solo PDF, JPG y PNG se muestran aquí).',
} as const;

/** What the preview shows inline: the types uploads are checked against (PDF, JPEG, PNG). */
export const PREVIEWABLE_CONTENT_TYPES: readonly StoredFileType[] = STORED_FILE_TYPES;
export const isPreviewableContentType = (contentType: string): boolean =>
  (PREVIEWABLE_CONTENT_TYPES as readonly string[]).includes(contentType.toLowerCase());

const emptyAsUndefined = z.literal('').transform(() => undefined);

/** GET /api/tramite-requests/{id}/document-access?limit=&offset= */
export const DocumentAccessQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});
export type DocumentAccessQuery = z.output<typeof DocumentAccessQuerySchema>;

/** One line of a request's log as its client and staff read it: no IP (a person's data, for admins only). */
export const DocumentAccessEntrySchema = z.object({
  id: z.number().int(),
  document_id: z.string(),
  /** The requirement the file answers ("INE vigente"), what the client recognises. */
  document_name: z.string(),
  filename: z.string(),
  version: z.number().int(),
  actor_id: z.string().nullable(),
  /** Null for the system, or a user whose account was anonymised. */
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  action: z.enum(ACCESS_LOG_ACTIONS),
  created_at: z.string(),
});
export type DocumentAccessEntry = z.infer<typeof DocumentAccessEntrySchema>;

export const DocumentAccessPageSchema = z.object({
  entries: z.array(DocumentAccessEntrySchema),
  total: z.number().int(),
});
export type DocumentAccessPage = z.infer<typeof DocumentAccessPageSchema>;

/** GET /api/admin/document-access?user_id=&user=&request_id=&folio=&from=&to=&page=&limit= */
export const AdminDocumentAccessQuerySchema = z.object({
  /** Who accessed: their user id… */
  user_id: uuidSchema().optional().or(emptyAsUndefined),
  /** …or text matched against their name or e-mail. */
  user: z.string().trim().max(100).optional(),
  request_id: uuidSchema().optional().or(emptyAsUndefined),
  /** A request's folio (TMX-2026-000123), whole or in part, case-insensitive. */
  folio: z.string().trim().max(40).optional(),
  /** Mexico City days, both included. */
  from: CalendarDateSchema.optional().or(emptyAsUndefined),
  to: CalendarDateSchema.optional().or(emptyAsUndefined),
  page: z.coerce.number().int().min(1).max(PG_INT_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminDocumentAccessQuery = z.output<typeof AdminDocumentAccessQuerySchema>;

export const AdminDocumentAccessEntrySchema = DocumentAccessEntrySchema.extend({
  request_id: z.string(),
  folio: z.string(),
  client_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AdminDocumentAccessEntry = z.infer<typeof AdminDocumentAccessEntrySchema>;

export const AdminDocumentAccessPageSchema = z.object({
  entries: z.array(AdminDocumentAccessEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type AdminDocumentAccessPage = z.infer<typeof AdminDocumentAccessPageSchema>;

/** The reader's own lines ("Tú"), in the second person. */
export const ACCESS_LOG_ACTION_LABELS_YOU: Record<AccessLogAction, string> = {
  ver: 'Viste',
  vista_previa: 'Viste en vista previa',
  descarga: 'Descargaste',
  aprobacion: 'Aprobaste',
  rechazo: 'Rechazaste',
  exportacion: 'Exportaste con tus datos',
};

/**
 * Who, in plain words, for the person reading the log: "Tú", "Tu gestor" (to the client), "Administración",
 * "Sistema". Staff reading a request's log read "Cliente" and "Gestor" instead.
 */
export function accessActorRelation(
  entry: Pick<DocumentAccessEntry, 'actor_id' | 'actor_role'>,
  viewer: { id: string; role: Role },
): string {
  if (entry.actor_id !== null && entry.actor_id === viewer.id) {
    return 'Tú';
  }
  switch (entry.actor_role) {
    case 'admin':
      return 'Administración';
    case 'gestor':
      return viewer.role === 'cliente' ? 'Tu gestor' : 'Gestor';
    case 'cliente':
      return 'Cliente';
    default:
      return 'Sistema';
  }
}
