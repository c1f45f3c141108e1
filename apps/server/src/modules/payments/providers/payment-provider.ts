import type { OnlinePaymentMethod, PaymentInstructions, PaymentProviderName } from '@tramites/shared';

/** What the client is paying, as a provider needs it. Amounts are pesos with centavos ("1160.00"). */
export interface PaymentToStart {
  attemptId: string;
  requestId: string;
  folio: string;
  method: OnlinePaymentMethod;
  amount: string;
  /** A line for the provider's page and the statement: "Anticipo · Pasaporte · TMX-2026-000123". */
  description: string;
  client: { id: string; name: string; email: string };
  /** Where the provider's hosted page sends the client back (the request's page). */
  returnUrl: string;
}

export interface StartedPayment {
  /** The provider's id for this payment (webhooks name it). */
  providerRef?: string;
  instructions: PaymentInstructions;
  expiresAt?: Date;
  /** The money is already ours (the demo's simulation): record it at once with this reference. */
  settled?: { reference: string };
}

/**
 * A way money reaches us (issue 24). Each is real: Stripe charges through its API, a transfer waits for
 * the client's comprobante and a staff confirmation, the demo's simulation is labelled as such everywhere.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The methods it offers, in the order shown. */
  readonly methods: readonly OnlinePaymentMethod[];
  start(payment: PaymentToStart): Promise<StartedPayment>;
  /** Voids an unpaid attempt the client replaced (an OXXO voucher must not be payable any more). */
  cancel?(attempt: { providerRef: string | null; method: string }): Promise<void>;
  /** Gives money back through the provider; staff record a transfer's refund by hand instead. */
  refund?(payment: {
    providerRef: string | null;
    amount: string;
    idempotencyKey: string;
  }): Promise<{ providerRef: string; status: 'pendiente' | 'completado' }>;
}
