import { z } from 'zod';
import { PHONE_DIGITS } from '../constants.ts';
import { MSG } from '../messages.ts';

export type PhoneValidation = { ok: true; phone: string } | { ok: false; message: string };

const COUNTRY_CODE = '52';

/** Digits with the usual separators, optionally behind a leading + (international form). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

// The spec's exact wording (no accents on purpose), shared with the other forms.
const MESSAGES = { required: MSG.telefonoRequerido, digits: MSG.telefonoDigitos } as const;

/** For the request form while typing: keep digits only, at most 10. */
export function normalizePhone(input: string): string {
  return input.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export function validatePhone(value: string): PhoneValidation {
  const trimmed = value.trim();
  if (trimmed === '') return { ok: false, message: MESSAGES.required };
  const phone = nationalDigits(trimmed);
  if (phone === null) return { ok: false, message: MESSAGES.digits };
  return { ok: true, phone };
}

/** Validates +52 / 52 / national forms with separators; outputs the 10 digits. */
export const phoneSchema = z.string({ error: MESSAGES.required }).transform((value, ctx) => {
  const result = validatePhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.phone;
});

/**
 * The 10 national digits, or null. A leading 52 is the country code only when
 * it makes 12 digits: a 10-digit number may itself start with 52.
 */
function nationalDigits(value: string): string | null {
  if (!PHONE_CHARACTERS.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  const hasCountryCode =
    digits.length === PHONE_DIGITS + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE);
  // A leading + announces a country code, and only Mexico's is accepted.
  if (value.startsWith('+') && !hasCountryCode) return null;
  const national = hasCountryCode ? digits.slice(COUNTRY_CODE.length) : digits;
  return national.length === PHONE_DIGITS ? national : null;
}
