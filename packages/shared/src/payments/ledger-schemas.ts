import { z } from 'zod';
import { CalendarDateSchema, optionalQueryParam, PG_INT_MAX, uuidSchema } from '../validation/safe-input.ts';
import { roundMoney, toCentavos } from './money.ts';
import { REFUND_STATUSES } from './refund-schemas.ts';
import { PaymentSchema } from './schemas.ts';

/**
 * Where a payment of the ledger stands, one word each (the admin's "Pagos" filter):
 * - reembolsado: refunded in full (a flagged payment refunded in full is resolved: it is no longer "por revisar");
 * - por_revisar: flagged (review_reason) and not yet refunded in full;
 * - reembolso_parcial: part of it refunded;
 * - confirmado: kept as it came.
 */
export const LEDGER_STATUSES = ['confirmado', 'por_revisar', 'reembolso_parcial', 'reembolsado'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  confirmado: 'Confirmado',
  por_revisar: 'Por revisar',
  reembolso_parcial: 'Reembolso parcial',
  reembolsado: 'Reembolsado',
};

/** The one rule for a payment's ledger status (the server's SQL filter says the same). */
export function ledgerStatusOf(payment: {
  amount: number;
  refunded_amount: number;
  review_reason: string | null;
}): LedgerStatus {
  const refunded = toCentavos(payment.refunded_amount);
  if (refunded > 0 && refunded >= toCentavos(payment.amount)) {
    return 'reembolsado';
  }
  if (payment.review_reason !== null) {
    return 'por_revisar';
  }
  return refunded > 0 ? 'reembolso_parcial' : 'confirmado';
}

/** What is left to refund of a payment, in pesos. */
export const refundableAmountOf = (payment: { amount: number; refunded_amount: number }): number =>
  Math.max(0, roundMoney(payment.amount - payment.refunded_amount));

/** A payment's factura as the ledger names it. */
export const LEDGER_INVOICE_LABELS: Record<string, string> = {
  solicitada: 'Solicitada',
  emitida: 'Emitida',
  cancelada: 'Cancelada',
  error: 'Con error',
};

/** The ledger's filters, shared by the list and the CSV export. Dates are Mexico City days. */
export const LedgerFiltersSchema = z.object({
  from: optionalQueryParam(CalendarDateSchema),
  to: optionalQueryParam(CalendarDateSchema),
  method: optionalQueryParam(z.string().trim().max(40)),
  status: optionalQueryParam(z.enum(LEDGER_STATUSES, { error: 'Estado de pago inválido' })),
  gestor_id: optionalQueryParam(uuidSchema({ invalid: 'Gestor inválido' })),
  /** Part of a folio as typed: 'TMX-2026-000123', 'tmx-2026', '000123'. */
  folio: optionalQueryParam(z.string().trim().max(40)),
});
export type LedgerFilters = z.output<typeof LedgerFiltersSchema>;

/** GET /api/admin/payments?from=&to=&method=&status=&gestor_id=&folio=&limit=&offset= */
export const LedgerQuerySchema = LedgerFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(PG_INT_MAX).default(0),
});
export type LedgerQuery = z.output<typeof LedgerQuerySchema>;

export const LedgerRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
});

/** One payment of the ledger, with its request, people, refunds and factura. */
export const LedgerEntrySchema = PaymentSchema.extend({
  status: z.enum(LEDGER_STATUSES),
  folio: z.string(),
  tramite_name: z.string(),
  request_status: z.string(),
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  gestor: z.object({ id: z.string(), name: z.string() }).nullable(),
  refunds: z.array(LedgerRefundSchema),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** The money of every payment the filters match (not only the page's). */
export const LedgerTotalsSchema = z.object({
  count: z.number().int(),
  /** Money received (flagged money too: it came in, and leaves as a refund). */
  collected: z.number(),
  /** Refunds of those payments, done or under way. */
  refunded: z.number(),
  net: z.number(),
});
export type LedgerTotals = z.infer<typeof LedgerTotalsSchema>;

export const LedgerPageSchema = z.object({
  entries: z.array(LedgerEntrySchema),
  total: z.number().int(),
  totals: LedgerTotalsSchema,
});
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** GET /api/admin/payments/revenue?months=12&until=2026-11 */
export const RevenueQuerySchema = z.object({
  months: z.coerce
    .number({ error: 'Meses inválidos' })
    .int('Meses inválidos')
    .min(1, 'Pide al menos 1 mes')
    .max(36, 'Pide como máximo 36 meses')
    .default(12),
  /** The last month shown (YYYY-MM, Mexico City); the current month by default. */
  until: optionalQueryParam(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes inválido (AAAA-MM)')),
});
export type RevenueQuery = z.output<typeof RevenueQuerySchema>;

export const RevenueMonthSchema = z.object({
  /** YYYY-MM, a Mexico City calendar month. */
  month: z.string(),
  /** Money received that month. */
  collected: z.number(),
  /** Money given back that month (by the refund's own date). */
  refunded: z.number(),
  net: z.number(),
  /** Payments received that month. */
  count: z.number().int(),
});
export type RevenueMonth = z.infer<typeof RevenueMonthSchema>;

export const RevenueSchema = z.object({ months: z.array(RevenueMonthSchema) });
export type Revenue = z.infer<typeof RevenueSchema>;
