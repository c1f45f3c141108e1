import { z } from 'zod';
import { SolicitudSchema } from './schemas.ts';

const documentName = z.string();
const isoDate = z.string().nullable();

/** The shape of `nextAction()` on the wire (next-action.ts is the rule; this only describes its result). */
export const NextActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('esperar_cotizacion'), waiting_on: z.literal('gestoria') }),
  z.object({
    kind: z.literal('aceptar_cotizacion'),
    waiting_on: z.literal('cliente'),
    total: z.number(),
    valid_until: isoDate,
  }),
  z.object({
    kind: z.literal('pagar'),
    waiting_on: z.literal('cliente'),
    instalment: z.enum(['total', 'anticipo', 'saldo']),
    amount: z.number(),
  }),
  z.object({ kind: z.literal('confirmar_pago'), waiting_on: z.literal('gestoria') }),
  z.object({
    kind: z.literal('corregir_documentos'),
    waiting_on: z.literal('cliente'),
    documents: z.array(z.object({ name: documentName, reason: z.string().nullable() })),
  }),
  z.object({
    kind: z.literal('subir_documentos'),
    waiting_on: z.literal('cliente'),
    documents: z.array(documentName),
  }),
  z.object({ kind: z.literal('revisar_documentos'), waiting_on: z.literal('gestoria'), due_date: isoDate }),
  z.object({
    kind: z.literal('en_tramite'),
    waiting_on: z.enum(['gestoria', 'autoridad']),
    due_date: isoDate,
  }),
  z.object({ kind: z.literal('entregar'), waiting_on: z.literal('gestoria') }),
  z.object({ kind: z.literal('completado'), waiting_on: z.literal('nadie') }),
  z.object({ kind: z.literal('cancelado'), waiting_on: z.literal('nadie') }),
]);

/** GET /api/tramites/my-actions: the client's open requests with their next action, theirs first. */
export const MyActionsResponseSchema = z.object({
  items: z.array(z.object({ solicitud: SolicitudSchema, action: NextActionSchema })),
  /** How many of them wait on the client: the header's count. */
  requiere_accion: z.number().int(),
});
export type MyActionsResponse = z.infer<typeof MyActionsResponseSchema>;
