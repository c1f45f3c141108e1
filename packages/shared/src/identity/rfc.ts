import { z } from 'zod';

export type RfcTipo = 'fisica' | 'moral';

export type RfcValidation =
  | {
      ok: true;
      rfc: string;
      tipo: RfcTipo;
      /** ISO date, YYYY-MM-DD: birth date (física) or incorporation date (moral). */
      fechaConstitucion: string;
    }
  | { ok: false; message: string };

const MORAL_LENGTH = 12;
const FISICA_LENGTH = 13;

/** SAT's check-digit dictionary: a character's value is its index (& 24, space 37, Ñ 38). */
const RFC_DICTIONARY = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** Name letters, YYMMDD, two homoclave characters and the check character. */
const MORAL_PATTERN = /^[A-ZÑ&]{3}\d{6}[A-Z\d]{3}$/;
const FISICA_PATTERN = /^[A-ZÑ&]{4}\d{6}[A-Z\d]{3}$/;

/** SAT's generic RFCs (público en general, extranjeros) do not carry a computed check digit. */
const GENERIC_RFCS: ReadonlySet<string> = new Set(['XAXX010101000', 'XEXX010101000']);

const MESSAGES = {
  required: 'El RFC es requerido',
  length: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)',
  format: 'El RFC no tiene un formato válido',
  date: 'La fecha del RFC no es válida',
  checkDigit: 'El dígito verificador del RFC no es válido',
} as const;

/**
 * SAT check character over an RFC without its last character: 12 characters
 * (persona física) or 11 (persona moral, left-padded with a space).
 */
export function computeRfcCheckDigit(first12or11: string): string {
  if (first12or11.length !== FISICA_LENGTH - 1 && first12or11.length !== MORAL_LENGTH - 1) {
    throw new RangeError('computeRfcCheckDigit expects the first 11 or 12 characters of an RFC');
  }
  const padded = first12or11.padStart(FISICA_LENGTH - 1, ' ');
  let sum = 0;
  for (let i = 0; i < padded.length; i++) {
    const value = RFC_DICTIONARY.indexOf(padded.charAt(i));
    if (value < 0) throw new RangeError(`Invalid RFC character: ${padded.charAt(i)}`);
    sum += value * (FISICA_LENGTH - i);
  }
  const remainder = 11 - (sum % 11);
  if (remainder === 11) return '0';
  if (remainder === 10) return 'A';
  return String(remainder);
}

export function validateRfc(value: string): RfcValidation {
  // NFC so a decomposed Ñ (N + combining tilde) counts as one character.
  const rfc = value.normalize('NFC').trim().toUpperCase();
  if (rfc === '') return fail(MESSAGES.required);

  const tipo = tipoByLength(rfc.length);
  if (tipo === null) return fail(MESSAGES.length);
  const pattern = tipo === 'moral' ? MORAL_PATTERN : FISICA_PATTERN;
  if (!pattern.test(rfc)) return fail(MESSAGES.format);

  const dateStart = tipo === 'moral' ? 3 : 4;
  const fechaConstitucion = readDate(rfc.slice(dateStart, dateStart + 6));
  if (fechaConstitucion === null) return fail(MESSAGES.date);

  if (!GENERIC_RFCS.has(rfc) && rfc.slice(-1) !== computeRfcCheckDigit(rfc.slice(0, -1))) {
    return fail(MESSAGES.checkDigit);
  }
  return { ok: true, rfc, tipo, fechaConstitucion };
}

/** Normalises (trim + upper case) and validates; outputs the canonical RFC. */
export const rfcSchema = z.string({ error: MESSAGES.required }).transform((value, ctx) => {
  const result = validateRfc(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.rfc;
});

function fail(message: string): RfcValidation {
  return { ok: false, message };
}

function tipoByLength(length: number): RfcTipo | null {
  if (length === MORAL_LENGTH) return 'moral';
  if (length === FISICA_LENGTH) return 'fisica';
  return null;
}

/**
 * The RFC has no century marker: a two-digit year later than the current one
 * cannot be a birth or incorporation date yet, so it belongs to the 1900s.
 */
function readDate(yymmdd: string): string | null {
  const yy = Number(yymmdd.slice(0, 2));
  const currentYy = new Date().getUTCFullYear() % 100;
  const year = (yy > currentYy ? 1900 : 2000) + yy;
  return toIsoDate(year, Number(yymmdd.slice(2, 4)), Number(yymmdd.slice(4, 6)));
}

/** Null when the parts do not form a real calendar date (e.g. 30 February). */
function toIsoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls overflowing days/months over, so a round trip exposes them.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
