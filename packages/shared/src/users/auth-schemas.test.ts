import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterFormSchema, RegisterSchema } from './auth-schemas.ts';

describe('register form', () => {
  it('reports a password mismatch even while other fields are invalid', () => {
    const result = RegisterFormSchema.safeParse({
      name: '',
      email: 'x',
      phone: '1',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message)).toContain('Las contraseñas no coinciden');
  });

  it('accepts a valid registration, normalising email and phone', () => {
    const parsed = RegisterSchema.parse({
      name: 'Ana',
      email: ' Ana@Example.MX ',
      phone: '+52 55 1234 5678',
      password: 'secreta',
    });
    expect(parsed).toMatchObject({ email: 'ana@example.mx', phone: '5512345678', role: 'cliente' });
  });

  it('requires login fields with the Spanish messages', () => {
    const result = LoginSchema.safeParse({ email: '', password: '' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual([
      'Email es requerido',
      'La contraseña es requerida',
    ]);
  });
});
