import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/** Demo mode only: the payment succeeds at once, labelled as a simulation everywhere. */
export const simulatedProvider: PaymentProvider = {
  name: 'simulado',
  methods: ['simulado'],
  async start({ folio }) {
    return {
      instructions: {},
      settled: { reference: `SIM-${folio}-${randomBytes(3).toString('hex').toUpperCase()}` },
    };
  },
};
