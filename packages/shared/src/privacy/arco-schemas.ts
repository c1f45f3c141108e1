import { z } from 'zod';
import { addBusinessDays, businessDaysBetween } from '../requests/business-days.ts';
import {
  ARCO_REQUEST_STATUSES,
  ARCO_REQUEST_TYPES,
  ARCO_RESPONSE_BUSINESS_DAYS,
  type ArcoRequestType,
  FISCAL_RETENTION_YEARS,
} from './constants.ts';

/** An ARCO case's detail and an answer's reason: long enough for a careful letter, short enough to read. */
export const ARCO_DETAIL_MAX_LENGTH = 2000;

export const ARCO_MSG = {
  tipoInvalido: 'Elige qué derecho quieres ejercer',
  detalleRequerido: 'Explica qué dato quieres corregir o a qué uso te opones',
  detalleLargo: `El detalle admite hasta ${ARCO_DETAIL_MAX_LENGTH.toLocaleString('es-MX')} caracteres`,
  yaPendiente: 'Ya tienes una solicitud de este tipo en trámite: te responderemos en ella.',
  resolucionRequerida: 'Escribe la respuesta que leerá la persona',
  estadoInvalido: 'Elige si la solicitud se atendió o se rechaza',
  noEncontrada: 'Solicitud ARCO no encontrada',
  yaResuelta: 'Esta solicitud ya fue respondida.',
  exportacionesAgotadas:
    'Ya descargaste tus datos varias veces en la última hora. Inténtalo de nuevo más tarde.',
} as const;

/** What each right means, in plain words: the form shows it under the type select. */
export const ARCO_TYPE_EXPLANATIONS: Record<ArcoRequestType, string> = {
  acceso:
    'Saber qué datos tuyos tenemos y para qué los usamos. Puedes descargar todo ahora mismo con «Descargar mis datos»; pide el acceso aquí si quieres que te respondamos por escrito.',
  rectificacion:
    'Corregir un dato inexacto o incompleto. Tu nombre y tu teléfono los cambias tú en «Perfil»; pide aquí la corrección de lo que solo el equipo puede cambiar (por ejemplo, los datos de una solicitud).',
  cancelacion:
    'Borrar tu cuenta y tus datos personales. Anonimizamos tu cuenta, borramos tus documentos y mensajes y ya no podrás iniciar sesión.',
  oposicion:
    'Pedir que dejemos de usar tus datos para un fin concreto (por ejemplo, encuestas o promociones) aunque sigas usando el servicio.',
};

/** What a cancellation keeps and why: the form says it before, the answer says it after. */
export const ARCO_CANCELLATION_KEEPS = `Conservamos únicamente lo que la ley nos obliga a guardar: los pagos, reembolsos y facturas (CFDI) durante ${FISCAL_RETENTION_YEARS} años (Código Fiscal de la Federación, art. 30), y el registro de auditoría de las solicitudes (quién cambió qué y cuándo), sin tu nombre ni tus datos de contacto.`;

/** Types whose detail is required: without it we cannot know what to correct or to stop. */
export const ARCO_DETAIL_REQUIRED: readonly ArcoRequestType[] = ['rectificacion', 'oposicion'];

/** The legal deadline of a case received on `receivedIso` (Mexico City date): 20 días hábiles. */
export const arcoDueDate = (receivedIso: string): string =>
  addBusinessDays(receivedIso, ARCO_RESPONSE_BUSINESS_DAYS);

/** Business days left until `dueIso` seen on `todayIso`: 0 on the last day, negative once overdue. */
export function arcoBusinessDaysLeft(todayIso: string, dueIso: string): number {
  return todayIso <= dueIso ? businessDaysBetween(todayIso, dueIso) : -businessDaysBetween(dueIso, todayIso);
}

/** POST /api/privacy/requests */
export const ArcoRequestCreateSchema = z
  .object({
    type: z.enum(ARCO_REQUEST_TYPES, { error: ARCO_MSG.tipoInvalido }),
    detail: z
      .string({ error: ARCO_MSG.detalleRequerido })
      .trim()
      .max(ARCO_DETAIL_MAX_LENGTH, ARCO_MSG.detalleLargo)
      .default(''),
  })
  .superRefine((input, ctx) => {
    if (ARCO_DETAIL_REQUIRED.includes(input.type) && input.detail.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['detail'], message: ARCO_MSG.detalleRequerido });
    }
  });
export type ArcoRequestCreateInput = z.input<typeof ArcoRequestCreateSchema>;

export const ArcoRequestSchema = z.object({
  id: z.string(),
  type: z.enum(ARCO_REQUEST_TYPES),
  detail: z.string(),
  status: z.enum(ARCO_REQUEST_STATUSES),
  /** The legal deadline (YYYY-MM-DD, Mexico City). */
  due_date: z.string(),
  /** Business days left to the deadline while pending: negative once overdue; null once answered. */
  business_days_left: z.number().int().nullable(),
  resolution: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
});
export type ArcoRequest = z.infer<typeof ArcoRequestSchema>;

export const ArcoRequestsResponseSchema = z.object({ requests: z.array(ArcoRequestSchema) });
export type ArcoRequestsResponse = z.infer<typeof ArcoRequestsResponseSchema>;

/** An admin's row: the case and who asked (an anonymised account reads "Usuario eliminado"). */
export const AdminArcoRequestSchema = ArcoRequestSchema.extend({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  resolved_by_name: z.string().nullable(),
});
export type AdminArcoRequest = z.infer<typeof AdminArcoRequestSchema>;

export const AdminArcoRequestsResponseSchema = z.object({
  requests: z.array(AdminArcoRequestSchema),
  /** Pending cases, whatever the filter: the tab's badge. */
  pending: z.number().int(),
});
export type AdminArcoRequestsResponse = z.infer<typeof AdminArcoRequestsResponseSchema>;

/** GET /api/admin/privacy/requests?status= */
export const AdminArcoRequestsQuerySchema = z.object({
  status: z
    .enum(ARCO_REQUEST_STATUSES, { error: 'Estado inválido' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** POST /api/admin/privacy/requests/{id}/resolve */
export const ArcoResolveSchema = z.object({
  status: z.enum(['atendida', 'rechazada'], { error: ARCO_MSG.estadoInvalido }),
  resolution: z
    .string({ error: ARCO_MSG.resolucionRequerida })
    .trim()
    .min(1, ARCO_MSG.resolucionRequerida)
    .max(ARCO_DETAIL_MAX_LENGTH, ARCO_MSG.detalleLargo),
});
export type ArcoResolveInput = z.input<typeof ArcoResolveSchema>;
