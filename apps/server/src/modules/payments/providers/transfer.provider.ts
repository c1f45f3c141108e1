import type { PaymentsConfig } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * A bank transfer to the business's own account, the folio as reference. Nothing is charged here: the
 * client uploads the comprobante and staff confirm the money arrived (payment-attempts.service).
 */
export function transferProvider(bank: NonNullable<PaymentsConfig['bank']>): PaymentProvider {
  return {
    name: 'transferencia',
    methods: ['transferencia'],
    async start({ folio }) {
      return {
        instructions: {
          bank_name: bank.name,
          clabe: bank.clabe,
          beneficiary: bank.beneficiary,
          reference: folio,
        },
      };
    },
  };
}
