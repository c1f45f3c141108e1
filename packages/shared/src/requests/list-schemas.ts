import { z } from 'zod';
import { normalizeUuid, optionalQueryParam, PG_INT_MAX, uuidSchema } from '../validation/safe-input.ts';
import { LIST_SORTS, SolicitudSchema } from './schemas.ts';
import { REQUEST_STATUSES } from './statuses.ts';

/** GET /api/solicitudes/enriched?search=&status=&cliente_id=&sort=&limit=&offset= */
export const SolicitudesQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: optionalQueryParam(z.enum(REQUEST_STATUSES, { error: 'Estado inválido' })),
  /** One client's requests (the users tab); still within what the viewer may see. */
  cliente_id: optionalQueryParam(uuidSchema({ invalid: 'Cliente inválido' })),
  sort: z.enum(LIST_SORTS, { error: 'Orden inválido' }).default('fecha_desc'),
  limit: z.coerce.number().int().min(1, 'limit debe ser al menos 1').max(100, 'limit máximo 100').default(20),
  offset: z.coerce
    .number()
    .int()
    .min(0, 'offset no puede ser negativo')
    .max(PG_INT_MAX, 'offset demasiado grande')
    .default(0),
});
/**
 * The query as the server reads it, every default filled in: what a web list asks for (so the list's cache
 * key is stable and `limit` is a number it can count pages with).
 */
export type SolicitudesQuery = z.infer<typeof SolicitudesQuerySchema>;

/** PUT /api/tramites/{id}/status: the request after the move (and its follow-ups), with a message. */
export const StatusChangeResponseSchema = SolicitudSchema.extend({ message: z.string() });
export type StatusChangeResponse = z.infer<typeof StatusChangeResponseSchema>;

/** POST /api/quotations/{id}/reject: the client may say why. */
export const RejectQuotationSchema = z.object({ reason: z.string().trim().max(1000).optional().default('') });
export type RejectQuotationInput = z.input<typeof RejectQuotationSchema>;

/** PUT /api/admin/solicitudes/{id}/assign-gestor?new_gestor_id=&assignment_reason= (spec section 7). */
export const AssignGestorQuerySchema = z.object({
  new_gestor_id: z.string().trim().transform(normalizeUuid).optional(),
  assignment_reason: z.string().trim().max(500).optional().default(''),
});
export type AssignGestorQuery = z.input<typeof AssignGestorQuerySchema>;

/** GET /api/solicitudes/enriched (spec: `{solicitudes}`), paginated on the server. */
export const SolicitudesPageSchema = z.object({
  solicitudes: z.array(SolicitudSchema),
  total: z.number().int(),
  /** The count stops at 10,000: "more than" is enough for a list, and counting further costs. */
  total_is_capped: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type SolicitudesPage = z.infer<typeof SolicitudesPageSchema>;

/** GET /api/solicitudes/summary: the list's summary cards, for what the viewer may see. */
export const SolicitudesSummarySchema = z.object({
  total: z.number(),
  en_proceso: z.number(),
  completados: z.number(),
  cancelados: z.number(),
  sin_gestor: z.number(),
});
export type SolicitudesSummary = z.infer<typeof SolicitudesSummarySchema>;

/** GET /api/dashboard/stats (spec section 3, "Dashboard stats"); total_spent is the sum of real payments. */
export const DashboardStatsSchema = z.object({
  active_tramites: z.number(),
  completed_tramites: z.number(),
  in_progress_tramites: z.number(),
  total_spent: z.number(),
  /**
   * The sum of `unread_count` over the open requests (not completado/cancelado) the user sees; for an
   * admin, over the open requests whose chat they follow.
   */
  unread_messages: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
