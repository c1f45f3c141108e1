import { z } from 'zod';
import { TramiteSchema } from '../catalog/schemas.ts';
import { RequestFormAnswersSchema } from '../forms/schemas.ts';
import { PaymentSchema } from '../payments/schemas.ts';
import { QuotationSchema, SolicitudSchema, TimelineEventSchema } from './schemas.ts';
import { REQUEST_STATUSES } from './statuses.ts';

/**
 * GET /api/solicitudes/{id}/complete (spec section 3, "Complete request response"): the request with
 * its procedure, people, quotation, payments, timeline and what the viewer may do.
 */
export const SolicitudCompleteSchema = z.object({
  solicitud: SolicitudSchema.extend({
    nombre_completo: z.string(),
    telefono: z.string(),
    email: z.string(),
    beneficiario_tipo: z.string(),
    nombre_beneficiario: z.string().nullable(),
  }),
  tramite: TramiteSchema.extend({ category_name: z.string() }).nullable(),
  cliente: z
    .object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  gestor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  cotizacion: QuotationSchema.nullable(),
  pagos: z.array(PaymentSchema),
  timeline: z.array(TimelineEventSchema),
  /** The answers to the form version the client filled, readable with that version's fields; null without one. */
  form_answers: RequestFormAnswersSchema.nullable(),
  permisos: z.object({
    puede_asignar_gestor: z.boolean(),
    puede_cambiar_estado: z.boolean(),
    puede_forzar_estado: z.boolean(),
    estados_permitidos: z.array(z.enum(REQUEST_STATUSES)),
    puede_cotizar: z.boolean(),
    puede_registrar_pago: z.boolean(),
    puede_aceptar_cotizacion: z.boolean(),
    puede_rechazar_cotizacion: z.boolean(),
    puede_pagar: z.boolean(),
    puede_cancelar: z.boolean(),
  }),
});
export type SolicitudComplete = z.infer<typeof SolicitudCompleteSchema>;
