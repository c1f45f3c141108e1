import { computeCurpCheckDigit } from '../identity/curp.ts';
import { computeRfcCheckDigit } from '../identity/rfc.ts';
import type { FormField } from './schemas.ts';

/** Test helpers of the forms tests (not exported by the package). */

let counter = 0;

/** A field with the defaults the builder gives, overridden as the test needs. */
export function field(overrides: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField {
  counter++;
  return {
    id: `f${counter}`,
    label: overrides.name,
    required: false,
    order: counter,
    validation_rules: {},
    ...overrides,
  };
}

/** A CURP with a valid check digit (RENAPO's own sample without it: BOXW310820HNERXN0). */
export const VALID_CURP = `BOXW310820HNERXN0${computeCurpCheckDigit('BOXW310820HNERXN0')}`;
/** The same CURP with a wrong check digit. */
export const BAD_CURP = `BOXW310820HNERXN0${(Number(computeCurpCheckDigit('BOXW310820HNERXN0')) + 1) % 10}`;
/** A persona física RFC with a valid check character. */
export const VALID_RFC = `GODE561231GR${computeRfcCheckDigit('GODE561231GR')}`;

/** A File as the browser gives one, for the preview's schema (`files: 'check'`). */
export const fileLike = (type: string, size = 1024, name = 'documento.pdf') => ({ name, type, size });
