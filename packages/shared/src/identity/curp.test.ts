import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURP_STATES, computeCurpCheckDigit, curpSchema, validateCurp } from './curp.ts';

/**
 * Independent reference for RENAPO's check digit: values come from character
 * codes (0-9 → 0-9, A-N → 10-23, O-Z → 25-36, skipping Ñ's 24) instead of
 * the dictionary lookup the implementation uses. ASCII input only.
 */
function referenceCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const code = first17.charCodeAt(i);
    const value = code <= 57 ? code - 48 : code <= 78 ? code - 55 : code - 54;
    sum += value * (18 - i);
  }
  return String((10 - (sum % 10)) % 10);
}

function withCheckDigit(first17: string): string {
  return first17 + referenceCheckDigit(first17);
}

/** Replaces the check digit with a different, hence wrong, one. */
function breakCheckDigit(curp: string, offset = 1): string {
  const wrong = (Number(curp.slice(-1)) + offset) % 10;
  return curp.slice(0, -1) + String(wrong);
}

// python-stdnum's published sample. By hand, weights 18..2:
// B11·18 + O25·17 + X34·16 + W33·15 + 3·14 + 1·13 + 0·12 + 8·11 + 2·10 + 0·9
// + H17·8 + N23·7 + E14·6 + R28·5 + X34·4 + N23·3 + 0·2 = 2551 → (10 - 1) % 10 = 9.
const PUBLISHED_SAMPLE = 'BOXW310820HNERXN09';

// Written out independently of CURP_STATES so the test catches a missing or extra code.
const STATE_CODES =
  'AS BC BS CC CL CM CS CH DF DG GT GR HG JC MC MN MS NT NL OC PL QT QR SP SL SR TC TS TL VZ YN ZS NE'.split(
    ' ',
  );

describe('computeCurpCheckDigit', () => {
  it('matches the hand-computed digit of the published sample', () => {
    expect(computeCurpCheckDigit(PUBLISHED_SAMPLE.slice(0, 17))).toBe('9');
    expect(referenceCheckDigit(PUBLISHED_SAMPLE.slice(0, 17))).toBe('9');
  });

  it('values Ñ as 24, between N and O', () => {
    // Only the value of position 1 differs (weight 17): Ñ must sit exactly one above N.
    const withN = computeCurpCheckDigit('ANAA000101HDFRRNA');
    const withEnye = computeCurpCheckDigit('AÑAA000101HDFRRNA');
    expect(Number(withEnye)).toBe((Number(withN) + 10 - 7) % 10);
  });

  it('rejects input that is not 17 dictionary characters', () => {
    expect(() => computeCurpCheckDigit('BOXW310820HNERXN')).toThrow(RangeError);
    expect(() => computeCurpCheckDigit('BOXW310820HNERXN-')).toThrow(RangeError);
  });
});

describe('validateCurp', () => {
  it('accepts the published sample and describes it (digit homoclave → 1900s)', () => {
    expect(validateCurp(PUBLISHED_SAMPLE)).toEqual({
      ok: true,
      curp: PUBLISHED_SAMPLE,
      birthDate: '1931-08-20',
      sex: 'H',
      stateCode: 'NE',
      stateName: 'Nacido en el extranjero',
    });
  });

  it('resolves the century from the homoclave: a letter means 2000s', () => {
    const curp = withCheckDigit('GOMA050315MJCRRNA');
    expect(validateCurp(curp)).toEqual({
      ok: true,
      curp,
      birthDate: '2005-03-15',
      sex: 'M',
      stateCode: 'JC',
      stateName: 'Jalisco',
    });
  });

  it('uses the resolved century for leap years (29 Feb 2000 yes, 1900 no)', () => {
    const leap = validateCurp(withCheckDigit('GOMA000229MDFRRNA'));
    expect(leap).toMatchObject({ ok: true, birthDate: '2000-02-29', stateName: 'Ciudad de México' });
    expect(validateCurp(withCheckDigit('GOMA000229MDFRRN0'))).toEqual({
      ok: false,
      message: 'La fecha de nacimiento de la CURP no es válida',
    });
  });

  it("accepts sex 'X' (non-binary, RENAPO 2023)", () => {
    expect(validateCurp(withCheckDigit('PEXL990101XOCRZS0'))).toMatchObject({ ok: true, sex: 'X' });
  });

  it('normalises lower case and surrounding spaces', () => {
    expect(validateCurp(`  ${PUBLISHED_SAMPLE.toLowerCase()}\n`)).toMatchObject({
      ok: true,
      curp: PUBLISHED_SAMPLE,
    });
  });

  it('requires a value', () => {
    expect(validateCurp('')).toEqual({ ok: false, message: 'La CURP es requerida' });
    expect(validateCurp('   ')).toEqual({ ok: false, message: 'La CURP es requerida' });
  });

  it('rejects a wrong length', () => {
    const message = 'La CURP debe tener 18 caracteres';
    expect(validateCurp(PUBLISHED_SAMPLE.slice(0, 17))).toEqual({ ok: false, message });
    expect(validateCurp(`${PUBLISHED_SAMPLE}0`)).toEqual({ ok: false, message });
  });

  it.each([
    ['a digit among the name letters', 'B0XW310820HNERXN09'],
    ['a consonant where the internal vowel goes', 'BBXW310820HNERXN09'],
    ['a letter in the date', 'BOXW31O820HNERXN09'],
    ['an unknown sex', 'BOXW310820FNERXN09'],
    ['a vowel among the internal consonants', 'BOXW310820HNEAXN09'],
    ['a letter as check digit', 'BOXW310820HNERXN0A'],
    ['Ñ (RENAPO writes X)', 'BOÑW310820HNERXN09'],
    ['inner spaces', 'BOXW 310820HNERXN0'],
  ])('rejects the format with %s', (_, curp) => {
    expect(validateCurp(curp)).toEqual({ ok: false, message: 'La CURP no tiene un formato válido' });
  });

  it.each([
    ['30 February', 'GOMA990230HJCRRN0'],
    ['month 13', 'GOMA991301HJCRRN0'],
    ['day 00', 'GOMA990100HJCRRN0'],
    ['31 April', 'GOMA990431HJCRRN0'],
  ])('rejects an impossible birth date: %s', (_, first17) => {
    expect(validateCurp(withCheckDigit(first17))).toEqual({
      ok: false,
      message: 'La fecha de nacimiento de la CURP no es válida',
    });
  });

  it('rejects an unknown state code', () => {
    expect(validateCurp(withCheckDigit('GOMA990101HZZRRN0'))).toEqual({
      ok: false,
      message: 'El código de entidad de la CURP no es válido',
    });
  });

  it('rejects a wrong check digit', () => {
    expect(validateCurp('BOXW310820HNERXN08')).toEqual({
      ok: false,
      message: 'El dígito verificador de la CURP no es válido',
    });
  });
});

describe('CURP_STATES', () => {
  it('lists the 32 entities plus NE, and nothing else', () => {
    expect(Object.keys(CURP_STATES).sort()).toEqual([...STATE_CODES].sort());
    expect(CURP_STATES.DF).toBe('Ciudad de México');
    expect(CURP_STATES.AS).toBe('Aguascalientes');
    expect(CURP_STATES.NE).toBe('Nacido en el extranjero');
  });
});

describe('curpSchema', () => {
  it('outputs the normalised CURP', () => {
    expect(curpSchema.parse(` ${PUBLISHED_SAMPLE.toLowerCase()} `)).toBe(PUBLISHED_SAMPLE);
  });

  it.each([
    ['', 'La CURP es requerida'],
    [undefined, 'La CURP es requerida'],
    ['BOXW310820', 'La CURP debe tener 18 caracteres'],
    ['BOXW310820HNERXN08', 'El dígito verificador de la CURP no es válido'],
  ])('reports %j as %s', (input, message) => {
    const result = curpSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('CURP property', () => {
  const pick = (chars: string) => fc.constantFrom(...chars.split(''));
  const consonant = pick('BCDFGHJKLMNPQRSTVWXYZ');
  const parts = fc.record({
    initial: pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    vowel: pick('AEIOUX'),
    initials: fc.tuple(pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'), pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ')),
    birth: fc.date({
      min: new Date(Date.UTC(1900, 0, 1)),
      max: new Date(Date.UTC(2099, 11, 31)),
      noInvalidDate: true,
    }),
    sex: fc.constantFrom('H' as const, 'M' as const, 'X' as const),
    state: fc.constantFrom(...STATE_CODES),
    consonants: fc.tuple(consonant, consonant, consonant),
    digitHomoclave: pick('0123456789'),
    letterHomoclave: pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    wrongOffset: fc.integer({ min: 1, max: 9 }),
  });

  it('accepts every well-built CURP and rejects it once the check digit changes', () => {
    fc.assert(
      fc.property(parts, (p) => {
        const isoDate = p.birth.toISOString().slice(0, 10);
        const year = p.birth.getUTCFullYear();
        const homoclave = year < 2000 ? p.digitHomoclave : p.letterHomoclave;
        const first17 = [
          p.initial,
          p.vowel,
          ...p.initials,
          isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10),
          p.sex,
          p.state,
          ...p.consonants,
          homoclave,
        ].join('');
        const curp = withCheckDigit(first17);

        expect(computeCurpCheckDigit(first17)).toBe(curp.slice(-1));
        expect(validateCurp(curp)).toEqual({
          ok: true,
          curp,
          birthDate: isoDate,
          sex: p.sex,
          stateCode: p.state,
          stateName: CURP_STATES[p.state],
        });
        expect(validateCurp(curp.toLowerCase())).toMatchObject({ ok: true, curp });
        expect(validateCurp(breakCheckDigit(curp, p.wrongOffset))).toEqual({
          ok: false,
          message: 'El dígito verificador de la CURP no es válido',
        });
      }),
      { numRuns: 500 },
    );
  });
});
