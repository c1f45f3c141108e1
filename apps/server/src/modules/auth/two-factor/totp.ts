import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const TOTP_PARAMS = { issuer: 'Trámites MX', algorithm: 'SHA1', digits: 6, period: 30 } as const;

/** Steps either side of now a code is accepted in (clock drift between the phone and the server). */
const WINDOW_STEPS = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({ ...TOTP_PARAMS, label, secret: Secret.fromBase32(secret) });

/** A new random secret (160 bits, the size RFC 4226 recommends), base32 as apps expect it. */
export function createTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address the QR code carries: the app shows the issuer and the account's e-mail. */
export function otpauthUrl(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The 30 s step a 6-digit code belongs to, within ±1 step of `now`, or null when it matches none. The
 * caller refuses a step not after the last one accepted, so a code works once.
 */
export function matchTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) {
    return null;
  }
  return totp.counter({ timestamp: now }) + delta;
}
