/**
 * Where the production-mode server of the browser tests finds Stripe: a fake the payments spec starts on
 * this port (the real SDK talks to it), and the keys both sides share. Nothing here reaches stripe.com.
 */
const port = Number(process.env.E2E_STRIPE_PORT ?? Number(process.env.E2E_PORT ?? 3199) + 3);

export const E2E_STRIPE = {
  port,
  apiUrl: `http://127.0.0.1:${port}`,
  secretKey: 'sk_test_e2e_only_not_a_real_key',
  webhookSecret: 'whsec_e2e_only_not_a_real_secret',
} as const;
