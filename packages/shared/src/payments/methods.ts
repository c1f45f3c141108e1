/** The ways a client pays through the platform, and who carries each (issue 24). */
export const PAYMENT_PROVIDER_NAMES = ['stripe', 'transferencia', 'simulado'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** What the client chooses: card, OXXO and SPEI through Stripe; a bank transfer; the demo's simulation. */
export const ONLINE_PAYMENT_METHODS = ['tarjeta', 'oxxo', 'spei', 'transferencia', 'simulado'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

export const PROVIDER_OF_METHOD: Record<OnlinePaymentMethod, PaymentProviderName> = {
  tarjeta: 'stripe',
  oxxo: 'stripe',
  spei: 'stripe',
  transferencia: 'transferencia',
  simulado: 'simulado',
};

/** Staff record money received outside the platform (the spec's POST /api/payments). */
export const PAYMENT_METHODS = ['spei', 'oxxo', 'tarjeta_oficina'] as const;

export const PAYMENT_METHOD_LABELS: Record<
  OnlinePaymentMethod | (typeof PAYMENT_METHODS)[number] | 'registro_manual',
  string
> = {
  tarjeta: 'Tarjeta de crédito o débito',
  oxxo: 'Efectivo en OXXO',
  spei: 'Transferencia SPEI',
  transferencia: 'Transferencia bancaria',
  tarjeta_oficina: 'Tarjeta en oficina',
  /** Staff moved the request to "Pago procesado" by hand: the payment is recorded with their note. */
  registro_manual: 'Registrado por el personal',
  simulado: 'Pago simulado (demo)',
};

export const paymentMethodLabel = (method: string): string =>
  PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method;

/** One line under each choice, so the client knows what happens next. */
export const PAYMENT_METHOD_HINTS: Record<OnlinePaymentMethod, string> = {
  tarjeta: 'Pagas en la página segura de Stripe; tus datos de tarjeta no pasan por nuestro servidor.',
  oxxo: 'Te damos una referencia para pagar en efectivo en cualquier OXXO. Se acredita en 1 día hábil.',
  spei: 'Te damos una CLABE única para transferir desde tu banca en línea. Se acredita en minutos.',
  transferencia: 'Transfiere a la cuenta de la gestoría con tu folio como referencia y sube tu comprobante.',
  simulado: 'Modo demostración: el pago se aprueba al instante y no se cobra nada.',
};

export const PAYMENT_ATTEMPT_STATUSES = [
  'pendiente',
  'en_revision',
  'pagado',
  'fallido',
  'expirado',
  'cancelado',
] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

export const PAYMENT_ATTEMPT_STATUS_LABELS: Record<PaymentAttemptStatus, string> = {
  pendiente: 'Esperando tu pago',
  en_revision: 'Comprobante en revisión',
  pagado: 'Pagado',
  fallido: 'No se completó',
  expirado: 'Referencia vencida',
  cancelado: 'Cancelado',
};

/** Stripe takes OXXO cash payments only between these amounts (MXN). */
export const OXXO_LIMITS = { min: 10, max: 10_000 } as const;

/** Why a method cannot pay this amount, or null when it can (a large balance is not paid in cash). */
export function methodUnavailableReason(method: OnlinePaymentMethod, amount: number): string | null {
  if (method === 'oxxo' && (amount < OXXO_LIMITS.min || amount > OXXO_LIMITS.max)) {
    return `En OXXO solo se pagan montos de $${OXXO_LIMITS.min} a $${OXXO_LIMITS.max.toLocaleString('en-US')} MXN`;
  }
  return null;
}
