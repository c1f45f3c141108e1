import { describe, expect, it } from 'vitest';
import { computeRfcCheckDigit, rfcSchema, validateRfc } from './rfc.ts';

/**
 * Independent reference for SAT's check character: values come from character
 * codes (0-9 → 0-9, A-N → 10-23, & → 24, O-Z → 25-36, space → 37, Ñ → 38)
 * instead of the dictionary lookup the implementation uses.
 */
function referenceValue(char: string): number {
  if (char === '&') return 24;
  if (char === ' ') return 37;
  if (char === 'Ñ') return 38;
  const code = char.charCodeAt(0);
  if (code <= 57) return code - 48;
  return code <= 78 ? code - 55 : code - 54;
}

function referenceCheckDigit(withoutCheck: string): string {
  const padded = withoutCheck.length === 11 ? ` ${withoutCheck}` : withoutCheck;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += referenceValue(padded.charAt(i)) * (13 - i);
  const remainder = 11 - (sum % 11);
  return remainder === 11 ? '0' : remainder === 10 ? 'A' : String(remainder);
}

function withCheckDigit(withoutCheck: string): string {
  return withoutCheck + referenceCheckDigit(withoutCheck);
}

/** Varies the second homoclave character until the check character is `wanted`. */
function findWithCheckDigit(prefix: string, wanted: string): string {
  for (const char of '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const rfc = withCheckDigit(prefix + char);
    if (rfc.endsWith(wanted)) return rfc;
  }
  throw new Error(`no homoclave gives ${wanted}`);
}

// python-stdnum's published samples, checked by hand with weights 13..2:
// GODE561231GR: G16·13 + O25·12 + D13·11 + E14·10 + 5·9 + 6·8 + 1·7 + 2·6 + 3·5 + 1·4
//   + G16·3 + R28·2 = 1026; 1026 % 11 = 3 → 11 - 3 = 8.
// ␠MAB9307148T: ␠37·13 + M22·12 + A10·11 + B11·10 + 9·9 + 3·8 + 0·7 + 7·6 + 1·5 + 4·4
//   + 8·3 + T30·2 = 1217; 1217 % 11 = 7 → 11 - 7 = 4.
const FISICA_SAMPLE = 'GODE561231GR8';
const MORAL_SAMPLE = 'MAB9307148T4';

describe('computeRfcCheckDigit', () => {
  it('matches the hand-computed samples', () => {
    expect(computeRfcCheckDigit('GODE561231GR')).toBe('8');
    expect(computeRfcCheckDigit('MAB9307148T')).toBe('4');
  });

  it('agrees with the reference, including &, Ñ and the padding space', () => {
    for (const prefix of ['GODE561231GR', 'MAB9307148T', 'Ñ&A010203XY', 'PEÑA801115K1', '&&&991231ZZ']) {
      expect(computeRfcCheckDigit(prefix)).toBe(referenceCheckDigit(prefix));
    }
  });

  it("maps remainder 10 to 'A' and 11 to '0'", () => {
    const withA = findWithCheckDigit('GODE561231G', 'A');
    const withZero = findWithCheckDigit('GODE561231G', '0');
    expect(computeRfcCheckDigit(withA.slice(0, 12))).toBe('A');
    expect(computeRfcCheckDigit(withZero.slice(0, 12))).toBe('0');
    expect(validateRfc(withA)).toMatchObject({ ok: true });
    expect(validateRfc(withZero)).toMatchObject({ ok: true });
  });

  it('does not give the generic RFCs their 0 (they are exempt)', () => {
    // X34·13 + A10·12 + X34·11 + X34·10 + 1·8 + 1·6 + 1·4 = 1294; 1294 % 11 = 7 → 4.
    expect(computeRfcCheckDigit('XAXX01010100')).toBe('4');
  });

  it('rejects input that is not 11 or 12 dictionary characters', () => {
    expect(() => computeRfcCheckDigit('GODE561231')).toThrow(RangeError);
    expect(() => computeRfcCheckDigit('GODE561231G-')).toThrow(RangeError);
  });
});

describe('validateRfc', () => {
  it('accepts a persona física (13 characters)', () => {
    expect(validateRfc(FISICA_SAMPLE)).toEqual({
      ok: true,
      rfc: FISICA_SAMPLE,
      tipo: 'fisica',
      fechaConstitucion: '1956-12-31',
    });
  });

  it('accepts a persona moral (12 characters)', () => {
    expect(validateRfc(MORAL_SAMPLE)).toEqual({
      ok: true,
      rfc: MORAL_SAMPLE,
      tipo: 'moral',
      fechaConstitucion: '1993-07-14',
    });
  });

  it('accepts & and Ñ in the name letters', () => {
    const rfc = withCheckDigit('Ñ&A010203XY');
    expect(validateRfc(rfc)).toEqual({ ok: true, rfc, tipo: 'moral', fechaConstitucion: '2001-02-03' });
    expect(validateRfc(withCheckDigit('PEÑA801115K1'))).toMatchObject({ ok: true, tipo: 'fisica' });
  });

  it('accepts a decomposed ñ (n + combining tilde)', () => {
    const rfc = withCheckDigit('PEÑA801115K1');
    expect(validateRfc(rfc.toLowerCase().normalize('NFD'))).toMatchObject({ ok: true, rfc });
  });

  it.each([
    ['XAXX010101000', 'público en general'],
    ['XEXX010101000', 'extranjeros'],
  ])('accepts the generic RFC %s (%s)', (rfc) => {
    expect(validateRfc(rfc)).toEqual({ ok: true, rfc, tipo: 'fisica', fechaConstitucion: '2001-01-01' });
  });

  it('normalises lower case and surrounding spaces', () => {
    expect(validateRfc(' gode561231gr8 ')).toMatchObject({ ok: true, rfc: FISICA_SAMPLE });
  });

  it('requires a value', () => {
    expect(validateRfc('')).toEqual({ ok: false, message: 'El RFC es requerido' });
    expect(validateRfc('  ')).toEqual({ ok: false, message: 'El RFC es requerido' });
  });

  it.each(['GODE561231', 'GODE561231G', 'GODE561231GR8X', 'GODE-561231-GR8'])(
    'rejects the length of %s',
    (rfc) => {
      expect(validateRfc(rfc)).toEqual({
        ok: false,
        message: 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)',
      });
    },
  );

  it.each([
    ['a digit among the name letters', 'G0DE561231GR8'],
    ['a letter in the date', 'GODE5612E1GR8'],
    ['a symbol in the homoclave', 'GODE561231G-8'],
    ['four name letters in a 12-character RFC', 'MABC307148T4'],
  ])('rejects the format with %s', (_, rfc) => {
    expect(validateRfc(rfc)).toEqual({ ok: false, message: 'El RFC no tiene un formato válido' });
  });

  it.each([
    ['30 February', 'GODE990230GR'],
    ['month 13', 'GODE991301GR'],
    ['day 00', 'GODE990100GR'],
    ['30 February, persona moral', 'MAB990230GR'],
  ])('rejects an impossible date: %s', (_, withoutCheck) => {
    expect(validateRfc(withCheckDigit(withoutCheck))).toEqual({
      ok: false,
      message: 'La fecha del RFC no es válida',
    });
  });

  it('rejects a wrong check digit', () => {
    const message = 'El dígito verificador del RFC no es válido';
    expect(validateRfc('GODE561231GR9')).toEqual({ ok: false, message });
    expect(validateRfc('MAB9307148T5')).toEqual({ ok: false, message });
    // python-stdnum's sample of an RFC with a wrong check digit (should be 5).
    expect(validateRfc('VACE460910SX6')).toEqual({ ok: false, message });
  });

  it('reads a two-digit year after the current one as 19xx', () => {
    expect(validateRfc(withCheckDigit('GODE991231GR'))).toMatchObject({ fechaConstitucion: '1999-12-31' });
    expect(validateRfc(withCheckDigit('GODE000229GR'))).toMatchObject({ fechaConstitucion: '2000-02-29' });
  });
});

describe('rfcSchema', () => {
  it('outputs the normalised RFC', () => {
    expect(rfcSchema.parse(' mab9307148t4 ')).toBe(MORAL_SAMPLE);
  });

  it.each([
    ['', 'El RFC es requerido'],
    [undefined, 'El RFC es requerido'],
    ['GODE561231GR9', 'El dígito verificador del RFC no es válido'],
  ])('reports %j as %s', (input, message) => {
    const result = rfcSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
