import { randomBytes } from 'node:crypto';

/** A way money reaches us. Both implementations are real: nothing here pretends to charge a card. */
export interface PaymentProvider {
  readonly name: 'manual' | 'simulado';
  /** Confirms the payment and returns the reference to keep with it. */
  confirm(params: {
    amount: string;
    folio: string;
    reference?: string;
  }): Promise<{ reference: string; method: string }>;
}

/** Staff record a payment received outside the platform (SPEI, OXXO, card at the office). */
export const manualProvider = (method: string): PaymentProvider => ({
  name: 'manual',
  async confirm({ reference }) {
    return { reference: reference ?? '', method };
  },
});

/** Demo mode only: the client's 'Pagar' succeeds at once, labelled as a simulation everywhere. */
export const simulatedProvider: PaymentProvider = {
  name: 'simulado',
  async confirm({ folio }) {
    return { reference: `SIM-${folio}-${randomBytes(3).toString('hex').toUpperCase()}`, method: 'simulado' };
  },
};
