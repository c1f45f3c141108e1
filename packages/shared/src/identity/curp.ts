import { z } from 'zod';

export type CurpSex = 'H' | 'M' | 'X';

export type CurpValidation =
  | {
      ok: true;
      curp: string;
      /** ISO date, YYYY-MM-DD. */
      birthDate: string;
      sex: CurpSex;
      stateCode: string;
      stateName: string;
    }
  | { ok: false; message: string };

const CURP_LENGTH = 18;

/** RENAPO's check-digit dictionary: a character's value is its index. */
const CURP_DICTIONARY = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/**
 * Letter, first internal vowel (X when there is none or RENAPO censored the
 * word), two initials, YYMMDD, sex, state, three internal consonants (X
 * replaces Ñ or a missing one), homoclave and check digit.
 */
const CURP_PATTERN = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$/;

const MESSAGES = {
  required: 'La CURP es requerida',
  length: 'La CURP debe tener 18 caracteres',
  format: 'La CURP no tiene un formato válido',
  date: 'La fecha de nacimiento de la CURP no es válida',
  state: 'El código de entidad de la CURP no es válido',
  checkDigit: 'El dígito verificador de la CURP no es válido',
} as const;

/** RENAPO entity codes; NE marks people born abroad. */
export const CURP_STATES: Record<string, string> = Object.freeze({
  AS: 'Aguascalientes',
  BC: 'Baja California',
  BS: 'Baja California Sur',
  CC: 'Campeche',
  CL: 'Coahuila',
  CM: 'Colima',
  CS: 'Chiapas',
  CH: 'Chihuahua',
  DF: 'Ciudad de México',
  DG: 'Durango',
  GT: 'Guanajuato',
  GR: 'Guerrero',
  HG: 'Hidalgo',
  JC: 'Jalisco',
  MC: 'Estado de México',
  MN: 'Michoacán',
  MS: 'Morelos',
  NT: 'Nayarit',
  NL: 'Nuevo León',
  OC: 'Oaxaca',
  PL: 'Puebla',
  QT: 'Querétaro',
  QR: 'Quintana Roo',
  SP: 'San Luis Potosí',
  SL: 'Sinaloa',
  SR: 'Sonora',
  TC: 'Tabasco',
  TS: 'Tamaulipas',
  TL: 'Tlaxcala',
  VZ: 'Veracruz',
  YN: 'Yucatán',
  ZS: 'Zacatecas',
  NE: 'Nacido en el extranjero',
});

/** RENAPO check digit over the first 17 characters (weights 18..2). */
export function computeCurpCheckDigit(first17: string): string {
  if (first17.length !== CURP_LENGTH - 1) {
    throw new RangeError('computeCurpCheckDigit expects the first 17 characters of a CURP');
  }
  let sum = 0;
  for (let i = 0; i < first17.length; i++) {
    const value = CURP_DICTIONARY.indexOf(first17.charAt(i));
    if (value < 0) throw new RangeError(`Invalid CURP character: ${first17.charAt(i)}`);
    sum += value * (CURP_LENGTH - i);
  }
  return String((10 - (sum % 10)) % 10);
}

export function validateCurp(value: string): CurpValidation {
  const curp = value.trim().toUpperCase();
  if (curp === '') return fail(MESSAGES.required);
  if (curp.length !== CURP_LENGTH) return fail(MESSAGES.length);
  if (!CURP_PATTERN.test(curp)) return fail(MESSAGES.format);

  const birthDate = readBirthDate(curp);
  if (birthDate === null) return fail(MESSAGES.date);

  const stateCode = curp.slice(11, 13);
  const stateName = CURP_STATES[stateCode];
  if (stateName === undefined) return fail(MESSAGES.state);

  if (curp.charAt(17) !== computeCurpCheckDigit(curp.slice(0, 17))) {
    return fail(MESSAGES.checkDigit);
  }
  return { ok: true, curp, birthDate, sex: curp.charAt(10) as CurpSex, stateCode, stateName };
}

/** Normalises (trim + upper case) and validates; outputs the canonical CURP. */
export const curpSchema = z.string({ error: MESSAGES.required }).transform((value, ctx) => {
  const result = validateCurp(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.curp;
});

function fail(message: string): CurpValidation {
  return { ok: false, message };
}

/** The homoclave is a digit for births before 2000 and a letter after: that resolves the century. */
function readBirthDate(curp: string): string | null {
  const century = /\d/.test(curp.charAt(16)) ? 1900 : 2000;
  const year = century + Number(curp.slice(4, 6));
  return toIsoDate(year, Number(curp.slice(6, 8)), Number(curp.slice(8, 10)));
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
