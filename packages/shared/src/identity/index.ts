export type { CurpSex, CurpValidation } from './curp.ts';
export { CURP_STATES, computeCurpCheckDigit, curpSchema, validateCurp } from './curp.ts';
export type { PhoneValidation } from './phone.ts';
export { normalizePhone, phoneSchema, validatePhone } from './phone.ts';
export type { RfcTipo, RfcValidation } from './rfc.ts';
export { computeRfcCheckDigit, rfcSchema, validateRfc } from './rfc.ts';
