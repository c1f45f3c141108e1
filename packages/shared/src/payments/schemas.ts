import { z } from 'zod';
import { MoneySchema } from '../requests/schemas.ts';
import { uuidSchema } from '../validation/safe-input.ts';
import { ONLINE_PAYMENT_METHODS, PAYMENT_ATTEMPT_STATUSES, PAYMENT_METHODS } from './methods.ts';

const INSTALMENT_KINDS = ['total', 'anticipo', 'saldo'] as const;

/** Staff record money received outside the platform (spec: POST /api/payments). */
export const RecordPaymentSchema = z.object({
  tramite_request_id: uuidSchema({ required: 'La solicitud es requerida', invalid: 'Solicitud inválida' }),
  method: z.enum(PAYMENT_METHODS, { error: 'Selecciona un método de pago' }),
  amount: MoneySchema,
  reference: z.string().trim().min(1, 'La referencia del pago es requerida').max(120),
});

export const InvoiceSummarySchema = z.object({
  id: z.string(),
  /** solicitada (staff issue it outside) | emitida | cancelada | error */
  status: z.enum(['solicitada', 'emitida', 'cancelada', 'error']),
  provider: z.enum(['facturapi', 'externa']),
  sat_uuid: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

/** Money received: one row of the ledger. */
export const PaymentSchema = z.object({
  id: z.string(),
  tramite_request_id: z.string(),
  quotation_id: z.string(),
  provider: z.string(),
  method: z.string(),
  amount: z.number(),
  reference: z.string(),
  created_at: z.string(),
  kind: z.enum(INSTALMENT_KINDS),
  currency: z.string(),
  /** Set when the money must not be kept as it came (after a cancellation, a wrong amount). */
  review_reason: z.string().nullable(),
  refunded_amount: z.number(),
  /** The live (not cancelled) factura of this payment, if one was asked for. */
  invoice: InvoiceSummarySchema.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** What the client needs to complete a payment they started. Only the fields of its method are set. */
export const PaymentInstructionsSchema = z.object({
  /** Card: Stripe's hosted Checkout page. */
  checkout_url: z.string().optional(),
  /** OXXO: the voucher's number, its printable page. */
  voucher_number: z.string().optional(),
  voucher_url: z.string().optional(),
  /** SPEI and bank transfer. */
  clabe: z.string().optional(),
  bank_name: z.string().optional(),
  beneficiary: z.string().optional(),
  reference: z.string().optional(),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

export const PaymentAttemptSchema = z.object({
  id: z.string(),
  tramite_request_id: z.string(),
  kind: z.enum(INSTALMENT_KINDS),
  provider: z.string(),
  method: z.enum(ONLINE_PAYMENT_METHODS),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  instructions: PaymentInstructionsSchema,
  expires_at: z.string().nullable(),
  proof_filename: z.string().nullable(),
  proof_uploaded_at: z.string().nullable(),
  /** Why staff declined the transfer comprobante. */
  review_note: z.string(),
  created_at: z.string(),
});
export type PaymentAttempt = z.infer<typeof PaymentAttemptSchema>;

export const PaymentPlanSchema = z.object({
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  due: z.object({ kind: z.enum(INSTALMENT_KINDS), amount: z.number() }).nullable(),
});

/** GET /api/tramite-requests/{id}/payment-options: what is due, how it can be paid, what is under way. */
export const PaymentOptionsSchema = z.object({
  plan: PaymentPlanSchema.nullable(),
  methods: z.array(
    z.object({
      method: z.enum(ONLINE_PAYMENT_METHODS),
      provider: z.string(),
      label: z.string(),
      hint: z.string(),
    }),
  ),
  /** Attempts still open (waiting for the money or for staff), newest first. */
  attempts: z.array(PaymentAttemptSchema),
  /** Why the viewer cannot pay now (unverified e-mail, quotation not accepted…), or null. */
  blocked_reason: z.string().nullable(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

export const StartPaymentSchema = z.object({
  method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'Selecciona una forma de pago' }),
});

export const DeclineTransferSchema = z.object({
  reason: z.string().trim().min(1, 'Indica por qué no se acepta el comprobante').max(1000),
});

/** A transfer waiting for staff: the payments queue. */
export const PendingTransferSchema = PaymentAttemptSchema.extend({
  folio: z.string(),
  tramite_name: z.string(),
  client_name: z.string(),
  gestor_name: z.string().nullable(),
});
export type PendingTransfer = z.infer<typeof PendingTransferSchema>;
