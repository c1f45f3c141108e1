import Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';

export type StripeConfig = NonNullable<PaymentsConfig['stripe']>;

/**
 * The official SDK for our account. STRIPE_API_URL points it at a local fake (tests, the browser test);
 * unset, it talks to api.stripe.com. Two retries with Stripe's own idempotency keys make a network blip
 * safe; the timeout keeps a slow Stripe from holding the client's "Pagar" click for long.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tramites MX' },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** Stripe's integer amount back to the ledger's pesos string, without floating point ("116000" → "1160.00"). */
export function pesosOf(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(centavos));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
