import { z } from 'zod';
import { splitIvaIncluded } from '../catalog/price.ts';

/*
 * A payment's factura (CFDI 4.0 de ingreso) and what goes in it: the honorarios as a service with IVA, the
 * derechos paid on the client's behalf without it, and the SAT's forma de pago of the method used.
 */

export const INVOICE_STATUSES = ['solicitada', 'emitida', 'cancelada', 'error'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  solicitada: 'Factura solicitada',
  emitida: 'Factura emitida',
  cancelada: 'Factura cancelada',
  error: 'La factura no se pudo emitir',
};

/** What the page says of a factura recorded for staff to issue outside (no FACTURAPI_KEY). */
export const INVOICE_REQUESTED_OUTSIDE =
  'Factura solicitada: el equipo la emitirá y te la enviará por correo';

/**
 * SAT's claves de producto o servicio and unidad. The honorarios are a service of managing procedures
 * before authorities: 80161500, "Servicios de apoyo a la gestión". The derechos are not a good or service
 * the gestoría sells but the authority's fee reimbursed to it, "no objeto de impuesto" (ObjetoImp 01); no key
 * of the catalogue describes them, for which the SAT provides 01010101 ("No existe en el catálogo"). E48 is
 * the unit of a service ("Unidad de servicio"). A gestoría's accountant may prefer other keys: they live here.
 */
export const CFDI_KEYS = {
  honorarios: { productKey: '80161500', unitKey: 'E48', unitName: 'Unidad de servicio' },
  derechos: { productKey: '01010101', unitKey: 'E48', unitName: 'Unidad de servicio' },
} as const;

/** SAT c_FormaPago of each way money reaches us. */
const PAYMENT_FORMS: Record<string, string> = {
  // A card paid through Stripe Checkout: credit or debit is not known here, and 04 is the usual choice.
  tarjeta: '04',
  tarjeta_oficina: '04',
  oxxo: '01',
  spei: '03',
  transferencia: '03',
  // A payment staff recorded by hand, or the demo's simulation: transfer, the gestoría's usual channel.
  registro_manual: '03',
  simulado: '03',
};

export const PAYMENT_FORM_LABELS: Record<string, string> = {
  '01': 'Efectivo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '28': 'Tarjeta de débito',
};

export const cfdiPaymentForm = (method: string): string => PAYMENT_FORMS[method] ?? '03';

const cents = (amount: number | string) => Math.round(Number(amount) * 100);

export interface PaymentConcepts {
  /** Our fee in this payment: with IVA, its base and its IVA (base + IVA is the fee to the cent). */
  honorarios: { withIva: number; base: number; iva: number; exact: boolean };
  /** Derechos in this payment, without IVA; 0 when the quotation does not include them. */
  derechos: number;
}

/**
 * How a payment splits into honorarios (with IVA) and derechos (without), from its quotation: a quotation
 * whose items include derechos paid by the gestoría carries them; an instalment (anticipo, saldo) carries its
 * share of each, so the parts of all instalments add up to the quotation's. The IVA is the shared rule
 * (`splitIvaIncluded`); a fee no base reaches exactly is marked `exact: false` (its base rounds, its IVA is
 * the rest), and an invoice then lets the PAC break the IVA out of the fee.
 */
export function paymentConcepts(
  quotation: { amount: number | string; items: readonly { tipo: string; monto: number | string }[] },
  paymentAmount: number | string,
): PaymentConcepts {
  const total = cents(quotation.amount);
  const paid = cents(paymentAmount);
  const derechosTotal = quotation.items
    .filter((item) => item.tipo === 'derechos')
    .reduce((sum, item) => sum + cents(item.monto), 0);
  const derechos =
    derechosTotal <= 0 || total <= 0
      ? 0
      : paid >= total
        ? derechosTotal
        : Math.min(paid, Math.round((derechosTotal * paid) / total));
  const withIva = (paid - derechos) / 100;
  const split = splitIvaIncluded(withIva);
  const base = split ? split.base : Math.round((paid - derechos) / 1.16) / 100;
  return {
    honorarios: {
      withIva,
      base,
      iva: split ? split.iva : (paid - derechos - cents(base)) / 100,
      exact: split !== null,
    },
    derechos: derechos / 100,
  };
}

export const CANCELLATION_MOTIVES = ['01', '02', '03', '04'] as const;
export type CancellationMotive = (typeof CANCELLATION_MOTIVES)[number];

/** SAT's motivos de cancelación (since 2022). 01 needs the folio fiscal of the CFDI that replaces it. */
export const CANCELLATION_MOTIVE_LABELS: Record<CancellationMotive, string> = {
  '01': 'Comprobante emitido con errores con relación (se sustituye por otro)',
  '02': 'Comprobante emitido con errores sin relación',
  '03': 'No se llevó a cabo la operación',
  '04': 'Operación nominativa relacionada en una factura global',
};

const SAT_UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

export const CancelInvoiceSchema = z
  .object({
    motive: z.enum(CANCELLATION_MOTIVES, { error: 'Selecciona el motivo de cancelación del SAT' }),
    substitution: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((value) => (value ? value.toUpperCase() : undefined))
      .refine((value) => value === undefined || SAT_UUID.test(value), {
        message: 'El folio fiscal debe ser un UUID (36 caracteres con guiones)',
      }),
  })
  .refine((body) => body.motive !== '01' || body.substitution !== undefined, {
    path: ['substitution'],
    message: 'El motivo 01 requiere el folio fiscal (UUID) de la factura que la sustituye',
  });
export type CancelInvoiceInput = z.input<typeof CancelInvoiceSchema>;

/** The receiver as it was when the factura was asked for. */
export const InvoiceReceiverSchema = z.object({
  rfc: z.string(),
  razon_social: z.string(),
  regimen_fiscal: z.string(),
  uso_cfdi: z.string(),
  codigo_postal: z.string(),
});

export const InvoiceSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  tramite_request_id: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** facturapi (issued here) | externa (staff issue it outside) */
  provider: z.enum(['facturapi', 'externa']),
  sat_uuid: z.string().nullable(),
  series: z.string().nullable(),
  folio_number: z.number().nullable(),
  total: z.number(),
  receiver: InvoiceReceiverSchema,
  error: z.string().nullable(),
  cancellation_motive: z.string().nullable(),
  created_at: z.string(),
  issued_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
