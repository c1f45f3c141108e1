import { z } from 'zod';
import {
  IVA_PERCENT,
  isIvaOf,
  ivaOn,
  QUOTATION_MAX_VALIDITY_DAYS,
  QUOTATION_VALIDITY_DAYS,
} from '../constants.ts';
import { isCalendarDate, uuidSchema } from '../validation/safe-input.ts';
import { REQUEST_STATUSES } from './statuses.ts';

/** Money in MXN: a number or string with at most two decimals, at least 0. Kept as a string ('1234.50'). */
export const MoneySchema = z
  .union([z.number(), z.string().trim()], { error: 'El monto es requerido' })
  .transform((value) => String(value))
  .pipe(
    z
      .string()
      .min(1, 'El monto es requerido')
      .regex(
        /^\d{1,10}(\.\d{1,2})?$/,
        'El monto debe ser un número mayor o igual a 0 con máximo 2 decimales',
      ),
  )
  .transform((value) => Number(value).toFixed(2));

export const SlaSchema = z.object({
  dias_totales: z.number().int(),
  dias_restantes: z.number().int(),
  pausado: z.boolean(),
  vencido: z.boolean(),
  fecha_compromiso: z.string().nullable(),
});
export type Sla = z.infer<typeof SlaSchema>;

/** A request as lists show it: the spec's field names (both spellings it uses) plus folio and SLA. */
export const SolicitudSchema = z.object({
  id: z.string(),
  folio: z.string(),
  short_id: z.string(),
  status: z.enum(REQUEST_STATUSES),
  tramite_type_id: z.number().int(),
  tramite_name: z.string(),
  tramite_nombre: z.string(),
  categoria_name: z.string(),
  categoria_nombre: z.string(),
  cliente_name: z.string(),
  client_name: z.string(),
  cliente_nombre: z.string(),
  gestor_name: z.string().nullable(),
  gestor_nombre: z.string().nullable(),
  assigned_gestor_id: z.string().nullable(),
  description: z.string(),
  quoted_price: z.number().nullable(),
  progress: z.number().int(),
  sla: SlaSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * Chat messages of others (system messages included) after the viewer's last read
   * (PUT /api/tramite-requests/{id}/messages/read). An admin counts only the chats they follow: those
   * they have read or written in.
   */
  unread_count: z.number().int(),
});
export type Solicitud = z.infer<typeof SolicitudSchema>;

export const LIST_SORTS = ['fecha_desc', 'fecha_asc', 'tramite', 'estado', 'vencimiento'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const QUOTATION_VALIDITY_MESSAGES = {
  invalid: 'La fecha de vigencia no es válida',
  past: 'La vigencia de la cotización no puede ser una fecha pasada',
  tooFar: `La vigencia de la cotización no puede superar ${QUOTATION_MAX_VALIDITY_DAYS} días`,
} as const;

export const QuotationItemSchema = z.object({
  concepto: z.string().trim().min(1, 'Cada concepto necesita una descripción').max(200),
  tipo: z.enum(['derechos', 'honorarios', 'iva', 'otro'], { error: 'Tipo de concepto inválido' }),
  monto: MoneySchema,
});

export const CreateQuotationSchema = z.object({
  tramite_request_id: uuidSchema({ required: 'La solicitud es requerida', invalid: 'Solicitud inválida' }),
  amount: MoneySchema,
  description: z.string().trim().max(2000).optional().default(''),
  valid_until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, QUOTATION_VALIDITY_MESSAGES.invalid)
    .transform((value) => value.slice(0, 10))
    .optional()
    .nullable(),
  items: z.array(QuotationItemSchema).max(20).optional().default([]),
  /** An anticipo: the share paid to start (1–99 %); the balance is due before completion. */
  deposit_percent: z
    .number({ error: 'El anticipo debe ser un porcentaje' })
    .int('El anticipo debe ser un porcentaje entero')
    .min(1, 'El anticipo debe ser de 1 % a 99 %')
    .max(99, 'El anticipo debe ser de 1 % a 99 %')
    .optional()
    .nullable(),
  /** Derechos the client pays to the authority directly (not part of the amount), and where. */
  client_derechos_amount: MoneySchema.optional().nullable(),
  client_derechos_note: z.string().trim().max(500).optional().default(''),
});
export type CreateQuotationInput = z.input<typeof CreateQuotationSchema>;

export const QuotationSchema = z.object({
  id: z.string(),
  tramite_request_id: z.string(),
  amount: z.number(),
  description: z.string(),
  valid_until: z.string(),
  items: z.array(z.object({ concepto: z.string(), tipo: z.string(), monto: z.number() })),
  status: z.enum(['pendiente', 'aceptada', 'rechazada', 'vencida', 'reemplazada']),
  is_automatic: z.boolean(),
  is_expired: z.boolean(),
  created_at: z.string(),
  deposit_percent: z.number().nullable(),
  /** The gestoría pays the derechos: they are a line of the total and the client uploads no receipt for them. */
  derechos_included: z.boolean(),
  client_derechos_amount: z.number().nullable(),
  client_derechos_note: z.string(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const TimelineEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  reason: z.string(),
  is_override: z.boolean(),
  actor_name: z.string(),
  actor_role: z.string(),
  created_at: z.string(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** Status change: both body shapes of spec section 7 are accepted. */
export const StatusChangeSchema = z
  .object({
    status: z.enum(REQUEST_STATUSES, { error: 'Estado inválido' }).optional(),
    new_status: z.enum(REQUEST_STATUSES, { error: 'Estado inválido' }).optional(),
    notes: z.string().max(1000).optional().nullable(),
    reason: z.string().max(1000).optional().nullable(),
  })
  .refine((body) => body.status ?? body.new_status, {
    message: 'El nuevo estado es requerido',
    path: ['status'],
  })
  .transform((body) => ({
    status: (body.new_status ?? body.status)!,
    reason: (body.reason ?? body.notes ?? '').trim(),
  }));

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export const defaultQuotationValidUntil = (today: string): string => addDays(today, QUOTATION_VALIDITY_DAYS);

/** The last day a quotation made `today` may be valid until. */
export const maxQuotationValidUntil = (today: string): string => addDays(today, QUOTATION_MAX_VALIDITY_DAYS);

/** The one check of a quotation's validity date (YYYY-MM-DD, Mexico City's today): a message, or null. */
export function checkQuotationValidUntil(validUntil: string, today: string): string | null {
  if (!isCalendarDate(validUntil)) {
    return QUOTATION_VALIDITY_MESSAGES.invalid;
  }
  if (validUntil < today) {
    return QUOTATION_VALIDITY_MESSAGES.past;
  }
  if (validUntil > maxQuotationValidUntil(today)) {
    return QUOTATION_VALIDITY_MESSAGES.tooFar;
  }
  return null;
}

/** The IVA rule lives in constants (zod-free, for the public catalogue); re-exported for the quotation code. */
export { IVA_PERCENT, ivaOn };

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

export const QUOTATION_ITEMS_MESSAGES = {
  sum: 'La suma de los conceptos debe ser igual al total de la cotización',
  iva: `El IVA debe ser el ${IVA_PERCENT}% de los honorarios`,
} as const;

/** An itemised quotation must add up to its amount, and its IVA be that of its fee: a message, or null. */
export function checkQuotationItems(input: {
  amount: string | number;
  items: readonly { tipo: string; monto: string | number }[];
}): string | null {
  if (input.items.length === 0) {
    return null;
  }
  const total = input.items.reduce((sum, item) => sum + cents(item.monto), 0);
  if (total !== cents(input.amount)) {
    return QUOTATION_ITEMS_MESSAGES.sum;
  }
  const sumOf = (tipo: string) =>
    input.items.filter((item) => item.tipo === tipo).reduce((sum, item) => sum + cents(item.monto), 0);
  const iva = sumOf('iva');
  return iva !== 0 && !isIvaOf(sumOf('honorarios') / 100, iva / 100) ? QUOTATION_ITEMS_MESSAGES.iva : null;
}
