import { z } from 'zod';
import { CalendarDateSchema, optionalQueryParam, PG_INT_MAX } from '../validation/safe-input.ts';

/** What an audit entry is about: back-office changes, and the request events that already exist. */
export const AUDIT_ENTITIES = [
  'category',
  'tramite',
  'user',
  'form_template',
  'rejection_reason',
  'request',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  category: 'Categoría',
  tramite: 'Trámite',
  user: 'Usuario',
  form_template: 'Formulario',
  rejection_reason: 'Motivo de rechazo',
  request: 'Solicitud',
};

/** GET /api/admin/audit?entity=&actor=&from=&to=&limit=&offset= */
export const AuditQuerySchema = z.object({
  entity: optionalQueryParam(z.enum(AUDIT_ENTITIES, { error: 'Entidad inválida' })),
  /** The actor's user id, or text matched against their name or e-mail. */
  actor: z.string().trim().max(100).optional(),
  from: optionalQueryParam(CalendarDateSchema),
  to: optionalQueryParam(CalendarDateSchema),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: z.string(),
  action: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  created_at: z.string(),
  /** A request entry's folio (TMX-YYYY-NNNNNN), what staff call the case; null for the other entities. */
  folio: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({ entries: z.array(AuditEntrySchema), total: z.number().int() });
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const isAuditEntity = (value: string): value is AuditEntity =>
  (AUDIT_ENTITIES as readonly string[]).includes(value);
