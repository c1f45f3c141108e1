import {
  type DocumentStatusResponse,
  type NextAction,
  nextAction,
  type PaymentOptions,
  quotationPhase,
  type SolicitudComplete,
} from '@tramites/shared';
import { planOfQuotation } from '../../../features/payments/plan-of-quotation.ts';

/**
 * The request pages' data, read into the shared next-action rule (issue 26). Documents and payment options
 * may still be loading: the rule then names no document step and no transfer under review.
 */
export function nextActionOf(
  data: SolicitudComplete,
  documents: DocumentStatusResponse | undefined,
  paymentOptions: PaymentOptions | undefined,
): NextAction {
  const { solicitud, cotizacion, pagos } = data;
  const phase = cotizacion ? quotationPhase(cotizacion, pagos) : null;
  const plan =
    cotizacion && phase !== 'rechazada' && phase !== 'vencida' ? planOfQuotation(cotizacion, pagos) : null;
  return nextAction({
    status: solicitud.status,
    quotation:
      cotizacion && phase
        ? { phase, total: cotizacion.amount, validUntil: cotizacion.valid_until.slice(0, 10) }
        : null,
    due: plan?.due ?? null,
    paymentAwaitingConfirmation: (paymentOptions?.attempts ?? []).some(
      (attempt) => attempt.status === 'en_revision',
    ),
    documents: documents
      ? documents.documents_status.map((entry) => ({
          name: entry.required_name,
          required: entry.is_required,
          status: entry.document?.status ?? null,
          rejectionReason: entry.document?.rejection_reason ?? null,
        }))
      : null,
    dueDate: solicitud.sla.fecha_compromiso,
  });
}

/** Whether the payment options are worth loading: only while the client has something to pay. */
export function mayHavePaymentUnderWay(data: SolicitudComplete | undefined): boolean {
  const quotation = data?.cotizacion;
  return quotation?.status === 'aceptada' && planOfQuotation(quotation, data?.pagos ?? []).due !== null;
}
