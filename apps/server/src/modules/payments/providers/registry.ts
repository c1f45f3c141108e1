import type { PaymentProviderName } from '@tramites/shared';
import { type AppConfig, DEMO_BANK } from '../../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { simulatedProvider } from './simulated.provider.ts';
import { transferProvider } from './transfer.provider.ts';

/**
 * The providers offered, in order: PAYMENT_PROVIDERS, or by default Stripe when configured, then the bank
 * transfer (always available, so a client can always pay), then the demo's simulation. The simulation
 * never exists outside demo mode, and a transfer needs real bank data outside it. Stripe's SDK (about 20 MB
 * of memory) is loaded only when Stripe is configured.
 */
export async function paymentProvidersFor(config: AppConfig): Promise<PaymentProvider[]> {
  const { payments, demoMode } = config;
  const names: PaymentProviderName[] = payments.providers ?? [
    ...(payments.stripe ? (['stripe'] as const) : []),
    'transferencia',
    ...(demoMode ? (['simulado'] as const) : []),
  ];
  const providers: PaymentProvider[] = [];
  for (const name of new Set(names)) {
    if (name === 'stripe' && payments.stripe) {
      const { stripeProvider } = await import('../stripe/stripe.provider.ts');
      providers.push(stripeProvider(payments.stripe));
    }
    if (name === 'simulado' && demoMode) {
      providers.push(simulatedProvider);
    }
    if (name === 'transferencia') {
      const bank = payments.bank ?? (demoMode ? DEMO_BANK : undefined);
      if (bank) {
        providers.push(transferProvider(bank));
      }
    }
  }
  return providers;
}
