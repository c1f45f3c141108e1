import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readsOfRow } from '../../db/statement-log.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validBody = {
  name: 'Laura Méndez',
  email: 'laura@example.mx',
  phone: '55 1234 5678',
  role: 'cliente',
  password: 'secreta123',
};

async function register(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
}

describe('POST /api/auth/register', () => {
  it('creates a cliente, returns token and user without the hash', async () => {
    const response = await register(validBody);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      name: 'Laura Méndez',
      email: 'laura@example.mx',
      phone: '5512345678',
      role: 'cliente',
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a duplicate email, whatever its case, with 409', async () => {
    const response = await register({ ...validBody, email: 'LAURA@example.mx' });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('Ya existe una cuenta con este correo electrónico');
  });

  it.each([
    ['name', { name: '' }, 'El nombre es requerido'],
    ['name', { name: 'A' }, 'Nombre debe tener al menos 2 caracteres'],
    ['email', { email: '' }, 'Email es requerido'],
    ['email', { email: 'no-es-correo' }, 'Email no valido'],
    ['phone', { phone: '' }, 'Telefono es requerido'],
    ['phone', { phone: '55123' }, 'Telefono debe tener 10 digitos'],
    ['password', { password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    ['password', { password: '' }, 'La contraseña es requerida'],
    ['role', { role: 'admin' }, 'Selecciona un rol válido'],
  ])('rejects a bad %s with 422 and the Spanish message (%o)', async (field, patch, message) => {
    const response = await register({ ...validBody, email: `x${Math.random()}@example.mx`, ...patch });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.detail).toBe(message);
    expect(body.errors).toContainEqual({ field, message });
  });

  it('rejects missing fields with 422, never 500', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.length).toBeGreaterThanOrEqual(4);
  });

  it('rejects a body that is not JSON with a Spanish 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('El cuerpo de la petición no es JSON válido');
  });

  it('stores a self-registered gestor as pending approval', async () => {
    const response = await register({ ...validBody, email: 'gestor.nuevo@example.mx', role: 'gestor' });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ role: 'gestor', is_approved: false });
  });

  it('defaults the role to cliente', async () => {
    const { role: _role, ...withoutRole } = validBody;
    const response = await register({ ...withoutRole, email: 'sinrol@example.mx' });
    expect(response.json().user.role).toBe('cliente');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in a demo account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@demo.mx', password: 'demo1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'admin@demo.mx', role: 'admin' });
  });

  it('signs in a newly registered user with a case-insensitive email', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Laura@Example.mx', password: 'secreta123' },
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['wrong password', { email: 'laura@example.mx', password: 'otra-cosa' }],
    ['unknown email', { email: 'nadie@example.mx', password: 'secreta123' }],
  ])('answers 401 with detail for %s', async (_label, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Correo o contraseña incorrectos');
  });

  it('validates email and password with 422', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '', password: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email es requerido' },
        { field: 'password', message: 'La contraseña es requerida' },
      ]),
    );
  });
});

describe('GET /api/auth/me', () => {
  it('returns the profile for a valid token', async () => {
    const user = await registerUser(t.app, { name: 'Pedro Páramo' });
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Pedro Páramo', role: 'cliente' });
  });

  it.each([
    ['no header', {}],
    ['a malformed token', bearer('abc.def.ghi')],
    ['a non-bearer scheme', { authorization: 'Basic abc' }],
  ])('answers 401 with %s', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toMatch(/sesión|autenticado/i);
  });

  it('rejects a token signed with another secret', async () => {
    const { createTokenIssuer } = await import('../../lib/tokens.ts');
    const forged = await createTokenIssuer('another-secret-another-secret-another').sign(
      { userId: 'x', sessionId: 'y' },
      new Date(Date.now() + 60_000),
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
  });

  it("stops accepting a deactivated user's token", async () => {
    const user = await registerUser(t.app);
    const { users } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect(response.statusCode).toBe(401);
  });

  it('answers a second GET /api/auth/me from the actor cache: not one statement, no read of the user', async () => {
    const user = await registerUser(t.app, { name: 'Pedro Páramo' });
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) });
    expect((await me()).statusCode).toBe(200);
    const { result, statements } = await t.statements.record(me);
    expect(result.statusCode).toBe(200);
    expect(result.json()).toMatchObject({
      id: user.id,
      name: 'Pedro Páramo',
      phone: '5512345678',
      is_active: true,
    });
    expect(readsOfRow(statements, 'users', user.id)).toEqual([]);
    expect(statements).toEqual([]);
  });
});

describe('rate limiting', () => {
  it('never counts successful logins: a whole office behind one IP signs in all morning', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      for (let i = 0; i < 12; i++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'cliente@demo.mx', password: 'demo1234' },
        });
        expect(response.statusCode, `login ${i + 1}`).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('stops guessing one account: after its failed attempts even the right password gets 429', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      // Each guess from another address: the account's own counter stops them.
      const attempt = (password: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'gestor@demo.mx', password },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i++) {
        expect((await attempt('adivina', `10.0.0.${i + 1}`)).statusCode).toBe(401);
      }
      const blocked = await attempt('demo1234', '10.0.0.9');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe('Demasiados intentos. Espera un momento e intenta de nuevo.');
      // Another account is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'cliente@demo.mx', password: 'demo1234' },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('stops one address guessing many accounts', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempt = (email: string, password: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password },
          remoteAddress: '192.0.2.7',
        });
      for (const email of ['a@b.mx', 'c@d.mx', 'e@f.mx']) {
        expect((await attempt(email, 'x')).statusCode).toBe(401);
      }
      expect((await attempt('admin@demo.mx', 'demo1234')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('limits registration too', async () => {
    const limited = await createTestApp({ authRateLimit: 1 });
    try {
      await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
      const response = await limited.app.inject({ method: 'POST', url: '/api/auth/register', payload: {} });
      expect(response.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
