import { z } from 'zod';
import { URGENCY_LEVELS } from '../documents/document-rules.ts';
import { NextActionSchema } from '../requests/next-action-schemas.ts';
import { SlaSchema } from '../requests/schemas.ts';
import { REQUEST_STATUSES } from '../requests/statuses.ts';
import { CalendarDateSchema, optionalQueryParam, PG_INT_MAX, uuidSchema } from '../validation/safe-input.ts';
import { QUEUE_REASONS } from './work-queue.ts';

/** `gestor_id=sin_asignar`: the admin's view of the open requests nobody has. */
export const UNASSIGNED_GESTOR = 'sin_asignar';

/** GET /api/gestor/queue?status=&urgency=&desde=&q=&solo_mias=&gestor_id=&limit=&offset= */
export const WorkQueueQuerySchema = z.object({
  status: optionalQueryParam(z.enum(REQUEST_STATUSES, { error: 'Estado inválido' })),
  urgency: optionalQueryParam(z.enum(URGENCY_LEVELS, { error: 'Urgencia inválida' })),
  /** Requests created on or after this day (Mexico City). */
  desde: optionalQueryParam(CalendarDateSchema),
  /** Folio (whole or its number), client's name, e-mail or phone; accents and case do not matter. */
  q: z.string().trim().max(100).optional(),
  /** "Solo lo que espera de mí": only what waits on the gestoría. */
  solo_mias: z
    .enum(['true', 'false'], { error: 'solo_mias debe ser true o false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** Admins only: one gestor's queue, or `sin_asignar`; ignored for a gestor (always their own). */
  gestor_id: optionalQueryParam(uuidSchema({ invalid: 'Gestor inválido' }).or(z.literal(UNASSIGNED_GESTOR))),
  limit: z.coerce.number().int().min(1, 'limit debe ser al menos 1').max(200, 'limit máximo 200').default(50),
  offset: z.coerce
    .number()
    .int()
    .min(0, 'offset no puede ser negativo')
    .max(PG_INT_MAX, 'offset demasiado grande')
    .default(0),
});
export type WorkQueueQuery = z.infer<typeof WorkQueueQuerySchema>;
export type WorkQueueQueryInput = z.input<typeof WorkQueueQuerySchema>;

export const WorkQueueItemSchema = z.object({
  id: z.string(),
  folio: z.string(),
  status: z.enum(REQUEST_STATUSES),
  tramite_name: z.string(),
  client_name: z.string(),
  client_email: z.string(),
  client_phone: z.string(),
  assigned_gestor_id: z.string().nullable(),
  gestor_name: z.string().nullable(),
  created_at: z.string(),
  /** Whole days since the request was created: the spec's urgency counts them. */
  age_days: z.number().int(),
  urgency: z.enum(URGENCY_LEVELS),
  reason: z.enum(QUEUE_REASONS),
  /** The badge's number (documents to review), or null. */
  reason_count: z.number().int().nullable(),
  waiting_on: z.enum(['cliente', 'gestoria', 'autoridad', 'nadie']),
  /** The shared next step, as the client's card has it. */
  action: NextActionSchema,
  pending_documents: z.number().int(),
  unanswered_message: z.boolean(),
  sla: SlaSchema,
  /** Why the SLA clock is stopped ("Pausado: esperando documentos del cliente"), or null while it runs. */
  sla_pause_reason: z.string().nullable(),
});
export type WorkQueueItem = z.infer<typeof WorkQueueItemSchema>;

export const WorkQueueResponseSchema = z.object({
  items: z.array(WorkQueueItemSchema),
  /** Items matching the filters (before the page). */
  total: z.number().int(),
  /** Of the open requests in scope (filters aside), how many wait on the gestoría: the header's count. */
  esperando_gestoria: z.number().int(),
  /** More open requests than one call reads: the oldest are listed, the rest wait for the next ones to close. */
  truncated: z.boolean(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type WorkQueueResponse = z.infer<typeof WorkQueueResponseSchema>;
