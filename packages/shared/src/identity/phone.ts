import { z } from 'zod';
import { PHONE_DIGITS } from '../constants.ts';
import { MSG } from '../messages.ts';

export type PhoneValidation = { ok: true; phone: string } | { ok: false; message: string };

const COUNTRY_CODE = '52';

/** Digits with the usual separators, optionally behind a leading + (international form). */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

// The spec's exact wording (no accents on purpose), shared with the other forms.
const MESSAGES = { required: MSG.telefonoRequerido, digits: MSG.telefonoDigitos } as const;

/**
 * The one phone normaliser, for every form while typing or pasting: digits only, the +52 / 52 country
 * code dropped, at most 10 digits. "+52 55 1234 5678" and "(55) 1234-5678" both give "5512345678".
 */
export function normalizePhone(input: string): string {
  return withoutCountryCode(input).national.slice(0, PHONE_DIGITS);
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
 * The digits without Mexico's country code. A leading 52 is the country code when a + announces it or
 * when it makes 12 digits: a 10-digit number may itself start with 52.
 */
function withoutCountryCode(value: string): { national: string; hasCountryCode: boolean } {
  const digits = value.replace(/\D/g, '');
  const announced = value.trim().startsWith('+');
  const hasCountryCode =
    digits.startsWith(COUNTRY_CODE) && (announced || digits.length === PHONE_DIGITS + COUNTRY_CODE.length);
  return { national: hasCountryCode ? digits.slice(COUNTRY_CODE.length) : digits, hasCountryCode };
}

/** The 10 national digits, or null. */
function nationalDigits(value: string): string | null {
  if (!PHONE_CHARACTERS.test(value)) return null;
  const { national, hasCountryCode } = withoutCountryCode(value);
  // A leading + announces a country code, and only Mexico's is accepted.
  if (value.startsWith('+') && !hasCountryCode) return null;
  return national.length === PHONE_DIGITS ? national : null;
}
