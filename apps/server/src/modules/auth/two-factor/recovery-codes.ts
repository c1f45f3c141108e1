import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODES_COUNT } from '@tramites/shared';

/** No 0/O, 1/I/L: a code copied from paper is read right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/** Ten one-time codes, shown once as `XXXXX-XXXXX` (about 49 random bits each). */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What a person typed, as stored: no spaces or dashes, upper case. */
export const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * SHA-256 of the user id and the code. A slow hash (argon2) protects low-entropy secrets such as
 * passwords; these codes are random with ~49 bits each and are only tried through the throttled sign-in,
 * so a fast hash is enough. The user id salts it: the same code of two accounts hashes differently.
 */
export const hashRecoveryCode = (userId: string, code: string): string =>
  createHash('sha256')
    .update(`${userId}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
