import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * E-mailed links a signed-in account asks for (a verification resent, an e-mail change), counted per
 * account and per kind, every try: enough for a lost message, not enough to flood an inbox — the change
 * mails an address the person typed. Counters live in this process, as the login throttle's do.
 */
export class LinkRequestLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(options: { perHourPerAccount: number }) {
    this.limiter = new RateLimiterMemory({
      keyPrefix: 'email_link',
      points: options.perHourPerAccount,
      duration: 60 * 60,
    });
  }

  /** Counts one try; false once the account used up its hour's budget for `kind`. */
  async tryConsume(kind: 'verify' | 'change', userId: string): Promise<boolean> {
    try {
      await this.limiter.consume(`${kind}:${userId}`);
      return true;
    } catch {
      return false;
    }
  }
}
