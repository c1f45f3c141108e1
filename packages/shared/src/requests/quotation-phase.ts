/**
 * Where a quotation stands for the people who see it, from its own status and the payments made
 * against it: a paid quotation reads 'Pagada' (its stored status stays 'aceptada').
 */
export const QUOTATION_PHASES = [
  'pendiente',
  'aceptada',
  'pagada',
  'rechazada',
  'vencida',
  'reemplazada',
] as const;
export type QuotationPhase = (typeof QUOTATION_PHASES)[number];

export const QUOTATION_PHASE_LABELS: Record<QuotationPhase, string> = {
  pendiente: 'Pendiente de respuesta',
  aceptada: 'Aceptada',
  pagada: 'Pagada',
  rechazada: 'Rechazada',
  vencida: 'Vencida',
  reemplazada: 'Reemplazada',
};

interface QuotationState {
  id: string;
  status: Exclude<QuotationPhase, 'pagada'>;
  /** A pending quotation past its validity (the hourly sweep has not marked it yet). */
  is_expired: boolean;
}

export function quotationPhase(
  quotation: QuotationState,
  payments: readonly { quotation_id: string }[],
): QuotationPhase {
  if (payments.some((payment) => payment.quotation_id === quotation.id)) {
    return 'pagada';
  }
  return quotation.is_expired ? 'vencida' : quotation.status;
}

/**
 * The client answers a quotation once: accept or reject while it is pending. Once accepted only the
 * payment remains (or cancelling the request, which a client may do before paying).
 */
export const canRejectQuotation = (status: string): boolean => status === 'pendiente';
