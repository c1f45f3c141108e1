import { z } from 'zod';
import { MoneySchema } from '../requests/schemas.ts';
import { PaymentSchema } from './schemas.ts';

/** POST /api/payments/{id}/refunds: an admin gives back all or part of a payment. */
export const CreateRefundSchema = z.object({
  amount: MoneySchema.refine((amount) => Number(amount) > 0, 'El monto del reembolso debe ser mayor a 0'),
  reason: z
    .string({ error: 'Indica el motivo del reembolso' })
    .trim()
    .min(1, 'Indica el motivo del reembolso')
    .max(500, 'El motivo no debe superar 500 caracteres'),
});
export type CreateRefundInput = z.input<typeof CreateRefundSchema>;

export const REFUND_STATUSES = ['pendiente', 'completado', 'fallido'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pendiente: 'En proceso',
  completado: 'Reembolsado',
  fallido: 'No se completó',
};

/** Money given back: through the payment's provider (Stripe), or recorded by hand ('manual'). */
export const RefundSchema = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number(),
  reason: z.string(),
  /** stripe | manual */
  provider: z.string(),
  provider_ref: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  recorded_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

export const RefundListSchema = z.object({ items: z.array(RefundSchema) });

/** The answer to a refund: the refund, and the payment as it now stands (its refunded amount). */
export const CreatedRefundSchema = RefundSchema.extend({ payment: PaymentSchema });
export type CreatedRefund = z.infer<typeof CreatedRefundSchema>;
