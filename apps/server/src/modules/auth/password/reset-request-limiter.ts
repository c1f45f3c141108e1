import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Forgot-password requests, counted per IP and per e-mail address, every try (not only failures: there
 * is no failure to see, the answer is always the same). The IP's budget stops one address from mailing
 * many inboxes; the account's stops anyone from flooding one inbox. The account's key is the address as
 * typed (lower case), whether an account has it or not, so the 429 says nothing about who exists.
 * Counters live in this process, as the login throttle's do.
 */
export class ResetRequestLimiter {
  private readonly byIp: RateLimiterMemory;
  private readonly byAccount: RateLimiterMemory;

  constructor(options: { perMinutePerIp: number; perHourPerAccount: number }) {
    this.byIp = new RateLimiterMemory({
      keyPrefix: 'reset_ip',
      points: options.perMinutePerIp,
      duration: 60,
    });
    this.byAccount = new RateLimiterMemory({
      keyPrefix: 'reset_account',
      points: options.perHourPerAccount,
      duration: 60 * 60,
    });
  }

  /** Counts one try on both keys; false when either has used up its budget. */
  async tryConsume(ip: string, email: string): Promise<boolean> {
    const results = await Promise.allSettled([
      this.byIp.consume(ip),
      this.byAccount.consume(email.trim().toLowerCase()),
    ]);
    return results.every((result) => result.status === 'fulfilled');
  }
}
