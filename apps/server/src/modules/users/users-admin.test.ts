import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { signInStaff } from '../../test/staff-sign-in.ts';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../test/test-app.ts';
import { createOrPromoteAdmin, weakPasswordReason } from './admin-account.service.ts';

let t: TestApp;
let admin: string;
let adminId: string;

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@demo.mx');
  adminId = (await call('GET', '/api/auth/me')).json().id;
});
afterAll(() => t.close());

describe('users tab', () => {
  it('lists with search, role and the pending-gestores filter, with request counts', async () => {
    const pending = await registerUser(t.app, { role: 'gestor', name: 'Gestora Pendiente Única' });
    const list = await call('GET', '/api/admin/users?status=pendientes');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.users.map((user: { id: string }) => user.id)).toContain(pending.id);
    expect(
      body.users.every(
        (user: { role: string; is_approved: boolean }) => user.role === 'gestor' && !user.is_approved,
      ),
    ).toBe(true);
    expect(body.pending_gestores).toBe(body.total);
    const searched = (await call('GET', '/api/admin/users?search=cliente@demo&role=cliente')).json();
    expect(searched.users).toEqual([expect.objectContaining({ email: 'cliente@demo.mx', role: 'cliente' })]);
    expect(searched.users[0].requests_count).toBeGreaterThan(0);
    expect((await call('GET', '/api/admin/users?role=jefe')).statusCode).toBe(422);
  });

  it('approves a pending gestor, who then sees cases and receives the next assignment', async () => {
    const pending = await registerUser(t.app, { role: 'gestor', name: 'Gestor Nuevo' });
    // Everyone else full: the new gestor is the only one with room once approved.
    const others = (await call('GET', '/api/admin/gestores/workload')).json().gestores;
    for (const gestor of others) {
      await call('PUT', `/api/admin/users/${gestor.gestor_id}`, { max_concurrent: 1 });
    }
    const approved = await call('PUT', `/api/admin/users/${pending.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ is_approved: true });
    expect((await call('PUT', `/api/admin/users/${pending.id}/approve`)).statusCode).toBe(409);
    const cliente = await registerUser(t.app);
    const [tramite] = await tramitesWithoutForm(t.app.db);
    const created = await call(
      'POST',
      '/api/tramites/request',
      { tramite_type_id: tramite!.id },
      cliente.token,
    );
    expect(created.json().assigned_gestor_id).toBe(pending.id);
    // Approval ended the sign-up's session: the gestor signs in through the staff steps.
    expect((await call('GET', '/api/auth/me', undefined, pending.token)).statusCode).toBe(401);
    const { token: gestorToken } = await signInStaff(t.app, pending.email, 'secreta123');
    const mine = (await call('GET', '/api/gestor/assigned-requests', undefined, gestorToken)).json();
    expect(mine.map((row: { id: string }) => row.id)).toContain(created.json().id);
    for (const gestor of others) {
      await call('PUT', `/api/admin/users/${gestor.gestor_id}`, { max_concurrent: gestor.max_concurrent });
    }
  });

  it('deactivates an account: its token stops working at once; reactivated, it signs in again', async () => {
    const user = await registerUser(t.app);
    expect((await call('GET', '/api/auth/me', undefined, user.token)).statusCode).toBe(200);
    const off = await call('PUT', `/api/admin/users/${user.id}`, { is_active: false, reason: 'Fraude' });
    expect(off.json()).toMatchObject({ is_active: false });
    expect((await call('GET', '/api/auth/me', undefined, user.token)).statusCode).toBe(401);
    await call('PUT', `/api/admin/users/${user.id}`, { is_active: true });
    // Deactivation ended the session: the old token stays dead, a new sign-in works.
    expect((await call('GET', '/api/auth/me', undefined, user.token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'secreta123' },
    });
    expect((await call('GET', '/api/auth/me', undefined, again.json().token)).statusCode).toBe(200);
  });

  it('ends the sessions of an approved gestor, a role change and a deactivation: each signs in again', async () => {
    const user = await registerUser(t.app, { role: 'gestor' });
    const me = async (token = user.token) => (await call('GET', '/api/auth/me', undefined, token)).json();
    const usersTab = async (token: string) =>
      (await call('GET', '/api/admin/users', undefined, token)).statusCode;
    // As staff, the sign-in goes through a longer password and the two-step sign-in (issue 23).
    let password = 'secreta123';
    const signIn = async () => {
      const signedIn = await signInStaff(t.app, user.email, password);
      password = signedIn.password;
      return signedIn.token;
    };
    expect(await me()).toMatchObject({ role: 'gestor', is_approved: false });
    expect(t.app.actorCache.hasUser(user.id)).toBe(true);

    // Approval ends the session the gestor signed up with (a password alone): staff work only after the
    // sign-in's steps.
    await call('PUT', `/api/admin/users/${user.id}/approve`);
    expect((await call('GET', '/api/auth/me', undefined, user.token)).statusCode).toBe(401);
    const asGestor = await signIn();
    expect(await me(asGestor)).toMatchObject({ role: 'gestor', is_approved: true });
    // A role change ends the sessions (the path's id in upper case reaches the same account).
    await call('PUT', `/api/admin/users/${user.id.toUpperCase()}`, { role: 'admin' });
    expect((await call('GET', '/api/auth/me', undefined, asGestor)).statusCode).toBe(401);
    const asAdmin = await signIn();
    expect(await usersTab(asAdmin)).toBe(200);
    await call('PUT', `/api/admin/users/${user.id}`, { role: 'cliente' });
    expect(await usersTab(asAdmin)).toBe(401);
    const asClient = await signIn();
    expect(await usersTab(asClient)).toBe(403);
    expect(await me(asClient)).toMatchObject({ role: 'cliente' });
    await call('PUT', `/api/admin/users/${user.id.toUpperCase()}`, { is_active: false });
    expect((await call('GET', '/api/auth/me', undefined, asClient)).statusCode).toBe(401);
  });

  it('refuses an admin removing their own admin role or deactivating themselves (409)', async () => {
    const demote = await call('PUT', `/api/admin/users/${adminId}`, { role: 'gestor' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().detail).toBe(
      'No puedes quitarte el rol de administrador: pídeselo a otro administrador.',
    );
    const off = await call('PUT', `/api/admin/users/${adminId}`, { is_active: false });
    expect(off.json().detail).toBe('No puedes desactivar tu propia cuenta.');
    expect((await call('GET', '/api/auth/me')).json().role).toBe('admin');
  });

  it('refuses the same with their own id written in upper case (PostgreSQL reads either case)', async () => {
    const upper = adminId.toUpperCase();
    const off = await call('PUT', `/api/admin/users/${upper}`, { is_active: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe('No puedes desactivar tu propia cuenta.');
    expect((await call('PUT', `/api/admin/users/${upper}`, { role: 'cliente' })).statusCode).toBe(409);
    const me = (await call('GET', '/api/auth/me')).json();
    expect(me).toMatchObject({ role: 'admin', is_active: true });
  });

  it("lists one user's requests through the enriched list (cliente_id), within the viewer's scope", async () => {
    const user = await registerUser(t.app);
    const [tramite] = await tramitesWithoutForm(t.app.db);
    const created = await call('POST', '/api/tramites/request', { tramite_type_id: tramite!.id }, user.token);
    const list = (await call('GET', `/api/solicitudes/enriched?cliente_id=${user.id}`)).json();
    expect(list.solicitudes.map((row: { id: string }) => row.id)).toEqual([created.json().id]);
    const other = await registerUser(t.app);
    const foreign = (
      await call('GET', `/api/solicitudes/enriched?cliente_id=${user.id}`, undefined, other.token)
    ).json();
    expect(foreign.total).toBe(0);
    expect((await call('GET', '/api/solicitudes/enriched?cliente_id=nope')).statusCode).toBe(422);
  });

  it('validates the update and answers 404 for an unknown user', async () => {
    const user = await registerUser(t.app);
    expect((await call('PUT', `/api/admin/users/${user.id}`, {})).statusCode).toBe(422);
    const capacity = await call('PUT', `/api/admin/users/${user.id}`, { max_concurrent: 0 });
    expect(capacity.json().detail).toBe('La capacidad debe ser un número entero entre 1 y 100');
    expect(
      (await call('PUT', '/api/admin/users/00000000-0000-0000-0000-000000000000', { is_active: true }))
        .statusCode,
    ).toBe(404);
  });

  it('is for admins only', async () => {
    const gestor = await loginAs(t.app, 'gestor@demo.mx');
    const cliente = await loginAs(t.app, 'cliente@demo.mx');
    for (const token of [gestor, cliente]) {
      expect((await call('GET', '/api/admin/users', undefined, token)).statusCode).toBe(403);
      expect((await call('PUT', `/api/admin/users/${adminId}`, { role: 'cliente' }, token)).statusCode).toBe(
        403,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
  });
});

describe('gestores tab: reassign every open request of a gestor', () => {
  it('moves the open cases, with the assignment rules and records', async () => {
    const from = await registerUser(t.app, { role: 'gestor', name: 'Gestor Saliente' });
    const to = await registerUser(t.app, { role: 'gestor', name: 'Gestora Entrante' });
    await call('PUT', `/api/admin/users/${from.id}/approve`);
    const cliente = await registerUser(t.app);
    const [tramite] = await tramitesWithoutForm(t.app.db);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await call(
        'POST',
        '/api/tramites/request',
        { tramite_type_id: tramite!.id },
        cliente.token,
      );
      ids.push(created.json().id);
      await call('PUT', `/api/admin/solicitudes/${created.json().id}/assign-gestor?new_gestor_id=${from.id}`);
    }
    // The destination must be an approved gestor: same rule as the single assignment.
    const unapproved = await call('POST', `/api/admin/gestores/${from.id}/reassign-open`, {
      new_gestor_id: to.id,
    });
    expect(unapproved.statusCode).toBe(422);
    await call('PUT', `/api/admin/users/${to.id}/approve`);
    const moved = await call('POST', `/api/admin/gestores/${from.id}/reassign-open`, {
      new_gestor_id: to.id,
      reason: 'Vacaciones',
    });
    expect(moved.json()).toEqual({ reassigned: 2, message: '2 solicitudes reasignadas a Gestora Entrante' });
    for (const id of ids) {
      expect((await call('GET', `/api/solicitudes/${id}/complete`)).json().gestor.id).toBe(to.id);
    }
    expect((await call('POST', `/api/admin/gestores/${from.id}/reassign-open`, {})).statusCode).toBe(422);
    // The same gestor written in another case is still the same gestor.
    const toItself = await call('POST', `/api/admin/gestores/${to.id.toUpperCase()}/reassign-open`, {
      new_gestor_id: to.id,
    });
    expect(toItself.statusCode).toBe(422);
    expect(toItself.json().detail).toBe('Elige un gestor distinto del actual');
  });
});

describe('npm run create-admin', () => {
  it('refuses weak passwords', () => {
    expect(weakPasswordReason('corta1', 'a@b.mx')).toMatch(/al menos 12/);
    expect(weakPasswordReason('soloLetrasLargas', 'a@b.mx')).toMatch(/letras y números/);
    expect(weakPasswordReason('111111111111a', 'a@b.mx')).toMatch(/repite/);
    expect(weakPasswordReason('jefatura2026xyz', 'jefatura@b.mx')).toMatch(/correo/);
    expect(weakPasswordReason('Oficina2026segura', 'jefa@b.mx')).toBeNull();
  });

  it('creates an admin who can sign in, and promotes an existing account keeping its password', async () => {
    const created = await createOrPromoteAdmin(t.app.db, {
      email: 'jefa@gestoria.mx',
      name: 'Jefa de Oficina',
      password: 'Oficina2026segura',
    });
    expect(created.outcome).toBe('created');
    const { token } = await signInStaff(t.app, 'jefa@gestoria.mx', 'Oficina2026segura');
    expect((await call('GET', '/api/admin/users', undefined, token)).statusCode).toBe(200);
    const user = await registerUser(t.app, { password: 'secreta123' });
    const promoted = await createOrPromoteAdmin(t.app.db, { email: user.email, name: 'x' });
    expect(promoted.outcome).toBe('promoted');
    const { token: promotedToken } = await signInStaff(t.app, user.email, 'secreta123');
    expect((await call('GET', '/api/auth/me', undefined, promotedToken)).json().role).toBe('admin');
  });

  it('works on an embedded database in a DATA_DIR, outside demo mode', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-admin-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, DEMO_MODE: 'false', JWT_SECRET: 'x'.repeat(32) });
      const database = await openDatabase(config);
      try {
        const result = await createOrPromoteAdmin(database.db, {
          email: 'primera@gestoria.mx',
          name: 'Primera Admin',
          password: 'Oficina2026segura',
        });
        expect(result.outcome).toBe('created');
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
