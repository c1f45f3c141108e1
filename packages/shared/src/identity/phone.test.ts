import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema, validatePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('strips spaces and separators', () => {
    expect(normalizePhone('55 1234 5678')).toBe('5512345678');
    expect(normalizePhone('(55) 1234-5678')).toBe('5512345678');
  });

  it('strips letters', () => {
    expect(normalizePhone('55a1234b5678c')).toBe('5512345678');
    expect(normalizePhone('abc')).toBe('');
  });

  it('drops the +52 / 52 country code like validatePhone (one normaliser)', () => {
    for (const input of [
      '+52 55 1234 5678',
      '+52 (55) 1234-5678',
      '52 55 1234 5678',
      '+52-55-1234-5678',
      '(55) 1234-5678',
      '55-1234-5678',
    ]) {
      expect(normalizePhone(input), input).toBe('5512345678');
      expect(validatePhone(input), input).toEqual({ ok: true, phone: normalizePhone(input) });
    }
    expect(normalizePhone('5212345678')).toBe('5212345678');
  });

  it('caps at 10 digits while typing', () => {
    expect(normalizePhone('55123456789')).toBe('5512345678');
    expect(normalizePhone('551')).toBe('551');
  });
});

describe('validatePhone', () => {
  it.each([
    ['5512345678'],
    ['55 1234 5678'],
    ['55-1234-5678'],
    ['(55) 1234.5678'],
    ['+52 55 1234 5678'],
    ['52 55 1234 5678'],
    ['+525512345678'],
  ])('accepts %s as 5512345678', (input) => {
    expect(validatePhone(input)).toEqual({ ok: true, phone: '5512345678' });
  });

  it('keeps a 10-digit number that itself starts with 52', () => {
    expect(validatePhone('5212345678')).toEqual({ ok: true, phone: '5212345678' });
  });

  it('requires a value', () => {
    expect(validatePhone('')).toEqual({ ok: false, message: 'Telefono es requerido' });
    expect(validatePhone('   ')).toEqual({ ok: false, message: 'Telefono es requerido' });
  });

  it.each([
    ['9 digits', '551234567'],
    ['11 digits', '55123456789'],
    ['12 digits without the 52 prefix', '015512345678'],
    ['another country code', '+1 555 123 4567'],
    ['a + without a full Mexican number', '+5512345678'],
    ['letters', '55 1234 567a'],
  ])('rejects %s', (_, input) => {
    expect(validatePhone(input)).toEqual({ ok: false, message: 'Telefono debe tener 10 digitos' });
  });
});

describe('phoneSchema', () => {
  it('transforms to the 10 digits', () => {
    expect(phoneSchema.parse('+52 55 1234 5678')).toBe('5512345678');
    expect(phoneSchema.parse('55 1234 5678')).toBe('5512345678');
  });

  it.each([
    ['', 'Telefono es requerido'],
    [undefined, 'Telefono es requerido'],
    ['551234567', 'Telefono debe tener 10 digitos'],
  ])('reports %j as %s', (input, message) => {
    const result = phoneSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
