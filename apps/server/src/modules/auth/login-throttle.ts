import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Sign-in throttling as OWASP ASVS 2.2.1 asks: failed attempts are counted per account and per IP,
 * successful sign-ins never are, so an office behind one NAT is not locked out by its own colleagues
 * while guessing one account, or many accounts from one address, is still stopped.
 * Counters live in this process; with several instances each one throttles on its own.
 */
export class LoginThrottle {
  private readonly failuresByIp: RateLimiterMemory;
  private readonly failuresByAccount: RateLimiterMemory;

  constructor(options: { failuresPerMinutePerIp: number; failuresPerQuarterHourPerAccount: number }) {
    this.failuresByIp = new RateLimiterMemory({
      keyPrefix: 'login_ip',
      points: options.failuresPerMinutePerIp,
      duration: 60,
    });
    this.failuresByAccount = new RateLimiterMemory({
      keyPrefix: 'login_account',
      points: options.failuresPerQuarterHourPerAccount,
      duration: 15 * 60,
    });
  }

  /** Seconds to wait when this IP or this account has used up its failed attempts; null when free. */
  async secondsBlocked(ip: string, email: string): Promise<number | null> {
    const [byIp, byAccount] = await Promise.all([
      this.failuresByIp.get(ip),
      this.failuresByAccount.get(accountKey(email)),
    ]);
    const waits = [
      [byIp, this.failuresByIp.points],
      [byAccount, this.failuresByAccount.points],
    ] as const;
    const blocked = waits.filter(([res, points]) => res !== null && res.consumedPoints >= points);
    if (blocked.length === 0) {
      return null;
    }
    return Math.max(...blocked.map(([res]) => Math.ceil((res as RateLimiterRes).msBeforeNext / 1000)));
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await Promise.all([
      this.failuresByIp.penalty(ip, 1),
      this.failuresByAccount.penalty(accountKey(email), 1),
    ]);
  }

  /** A correct password clears the account's failures (the IP's stay: they may concern other accounts). */
  async recordSuccess(email: string): Promise<void> {
    await this.failuresByAccount.delete(accountKey(email));
  }
}

const accountKey = (email: string) => email.trim().toLowerCase();
