import { PRIVACY_NOTICE_VERSION } from '@tramites/shared';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyConsents, tramiteFormTemplates, tramites, users } from '../../db/schema/index.ts';
import {
  bearer,
  createTestApp,
  loginAs,
  registerUser,
  requestFormBody,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const userAgent = 'Mozilla/5.0 (prueba de consentimiento)';

async function register(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': userAgent },
    remoteAddress: '203.0.113.7',
    payload: {
      name: 'Paula Ortega',
      phone: '5512345678',
      role: 'cliente',
      password: 'secreta123',
      ...payload,
    },
  });
}

const consentsOf = (userId: string) =>
  t.app.db.select().from(privacyConsents).where(eq(privacyConsents.userId, userId));

const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

const getConsents = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/privacy/consents', headers: bearer(token) });

const postConsent = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/privacy/consents',
    headers: { ...bearer(token), 'user-agent': userAgent },
    remoteAddress: '198.51.100.20',
    payload,
  });

describe('GET /api/privacy/notice', () => {
  it('is public and names the versions, the responsible party of demo mode and the retention period', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/privacy/notice' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      version: PRIVACY_NOTICE_VERSION,
      date: expect.any(String),
      terms_version: expect.any(String),
      terms_date: expect.any(String),
      responsible: {
        legal_name: t.app.config.privacy.business!.legalName,
        address: t.app.config.privacy.business!.address,
        email: t.app.config.privacy.business!.email,
      },
      retention_days: 180,
    });
  });

  it('says the responsible party is missing outside demo mode without BUSINESS_*', async () => {
    const other = await createTestApp({
      demoMode: false,
      privacy: { business: undefined, documentRetentionDays: 90 },
    });
    try {
      const body = (await other.app.inject({ method: 'GET', url: '/api/privacy/notice' })).json();
      expect(body.responsible).toBeNull();
      expect(body.retention_days).toBe(90);
    } finally {
      await other.close();
    }
  });
});

describe('consent at registration', () => {
  it('records the aviso with the account: user, version, time, IP and browser', async () => {
    const before = Date.now();
    const response = await register({
      email: 'con.aviso@example.mx',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json();
    expect(user.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    const rows = await consentsOf(user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'aviso',
        version: PRIVACY_NOTICE_VERSION,
        granted: true,
        ip: '203.0.113.7',
        userAgent,
      }),
    ]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await me(token)).privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    expect((await getConsents(token)).json()).toMatchObject({
      aviso_accepted: true,
      sensibles_granted: false,
    });
  });

  it('still registers the spec body without the field (201), and the aviso is then pending', async () => {
    const response = await register({ email: 'sin.aviso@example.mx' });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json();
    expect(user.privacy_notice_version).toBeNull();
    expect(await consentsOf(user.id)).toEqual([]);
    expect((await me(token)).privacy_notice_version).toBeNull();
    expect((await getConsents(token)).json()).toMatchObject({
      notice_version: PRIVACY_NOTICE_VERSION,
      aviso_accepted: false,
    });
  });

  it('refuses a version that is not the one in force, creating nothing', async () => {
    const response = await register({
      email: 'version.vieja@example.mx',
      privacy_notice_version: '2020-01-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({
      field: 'privacy_notice_version',
      message: expect.stringContaining('ya no es la vigente'),
    });
    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'version.vieja@example.mx'));
    expect(row).toBeUndefined();
  });
});

describe('the aviso at sign-in', () => {
  it('is accepted later through POST /api/privacy/consents, and /me says so at once', async () => {
    const { token, id } = await registerUser(t.app);
    expect((await me(token)).privacy_notice_version).toBeNull();
    const response = await postConsent(token, {
      kind: 'aviso',
      version: PRIVACY_NOTICE_VERSION,
      granted: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().aviso_accepted).toBe(true);
    expect((await me(token)).privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    const [row] = await consentsOf(id);
    expect(row).toMatchObject({ kind: 'aviso', ip: '198.51.100.20', userAgent, granted: true });
  });

  it('asks again when the aviso changes: an acceptance of an older version is pending', async () => {
    const { token, id } = await registerUser(t.app);
    // What a client who accepted the previous version looks like once a new one ships.
    await t.app.db
      .insert(privacyConsents)
      .values({ userId: id, kind: 'aviso', version: '2025-01-15', granted: true });
    await t.app.db.update(users).set({ privacyNoticeVersion: '2025-01-15' }).where(eq(users.id, id));
    const fresh = await loginWith(id);
    expect((await me(fresh)).privacy_notice_version).toBe('2025-01-15');
    const consents = (await getConsents(fresh)).json();
    expect(consents.aviso_accepted).toBe(false);
    expect(consents.consents).toContainEqual(
      expect.objectContaining({ kind: 'aviso', granted: true, version: '2025-01-15' }),
    );
    expect(token).toEqual(expect.any(String));
  });

  it('refuses to revoke the aviso or sensitive data here (422 on granted), and an old version (422 on version)', async () => {
    const { token } = await registerUser(t.app);
    for (const kind of ['aviso', 'sensibles']) {
      const response = await postConsent(token, { kind, version: PRIVACY_NOTICE_VERSION, granted: false });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toContainEqual({
        field: 'granted',
        message: expect.stringContaining('Mis datos'),
      });
    }
    const old = await postConsent(token, { kind: 'secundarias', version: '2020-01-01', granted: true });
    expect(old.statusCode).toBe(422);
    expect(old.json().errors[0].field).toBe('version');
    const bad = await postConsent(token, {
      kind: 'marketing',
      version: PRIVACY_NOTICE_VERSION,
      granted: true,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('kind');
  });

  it('answers 401 without a session, before the body is read', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/consents' })).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/consents',
      payload: { kind: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('secondary purposes', () => {
  it('are granted and revoked, each choice recorded, the latest one the state with its date', async () => {
    const { token, id } = await registerUser(t.app);
    const initial = (await getConsents(token)).json();
    expect(initial.consents).toContainEqual({
      kind: 'secundarias',
      granted: false,
      version: null,
      updated_at: null,
    });

    const granted = await postConsent(token, {
      kind: 'secundarias',
      version: PRIVACY_NOTICE_VERSION,
      granted: true,
    });
    expect(granted.json().consents).toContainEqual({
      kind: 'secundarias',
      granted: true,
      version: PRIVACY_NOTICE_VERSION,
      updated_at: expect.any(String),
    });
    const revoked = await postConsent(token, {
      kind: 'secundarias',
      version: PRIVACY_NOTICE_VERSION,
      granted: false,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().consents.find((c: { kind: string }) => c.kind === 'secundarias').granted).toBe(
      false,
    );
    // Append-only: both choices stay as proof.
    const rows = await t.app.db
      .select()
      .from(privacyConsents)
      .where(and(eq(privacyConsents.userId, id), eq(privacyConsents.kind, 'secundarias')));
    expect(rows.map((row) => row.granted).sort()).toEqual([false, true]);
  });
});

describe('sensitive data at request creation', () => {
  // Procedures without a request form of their own (the spec's body is enough): one marked sensitive by an
  // admin (through the route, which also refreshes the catalogue cache), one left as it is.
  let sensitiveId: number;
  let plainId: number;
  beforeAll(async () => {
    const withoutForm = await t.app.db
      .select({ id: tramites.id })
      .from(tramites)
      .where(
        and(
          eq(tramites.isActive, true),
          eq(tramites.sensitiveData, false),
          notInArray(
            tramites.id,
            t.app.db.select({ id: tramiteFormTemplates.tramiteId }).from(tramiteFormTemplates),
          ),
        ),
      )
      .orderBy(tramites.id)
      .limit(2);
    [sensitiveId, plainId] = withoutForm.map((row) => row.id) as [number, number];
    const admin = await loginAs(t.app, 'admin@demo.mx');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tramites/${sensitiveId}`,
      headers: bearer(admin),
      payload: { sensitive_data: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().sensitive_data).toBe(true);
  });

  it('seeds the flag on IMSS and marital-status procedures and shows it in the catalogue', async () => {
    const flags = await t.app.db
      .select({ slug: tramites.slug, sensitive: tramites.sensitiveData, categoryId: tramites.categoryId })
      .from(tramites)
      .where(
        inArray(tramites.slug, [
          'acta-matrimonio-certificada',
          'imss-seguro-salud-familia',
          'sat-rfc-persona-fisica',
        ]),
      );
    expect(Object.fromEntries(flags.map((row) => [row.slug, row.sensitive]))).toEqual({
      'acta-matrimonio-certificada': true,
      'imss-seguro-salud-familia': true,
      'sat-rfc-persona-fisica': false,
    });
    const imss = flags.find((row) => row.slug === 'imss-seguro-salud-familia')!;
    const listed = await t.app.inject({ method: 'GET', url: `/api/categories/${imss.categoryId}/tramites` });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ name: expect.stringContaining('Seguro de Salud'), sensitive_data: true }),
    );
  });

  it('refuses a sensitive request without express consent (422 on consentimiento_sensibles), creating nothing', async () => {
    const { token, id } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: bearer(token),
      payload: requestFormBody(sensitiveId),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'consentimiento_sensibles', message: expect.stringContaining('consentimiento expreso') },
    ]);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/tramites/my-requests',
      headers: bearer(token),
    });
    expect(mine.json()).toEqual([]);
    expect(await consentsOf(id)).toEqual([]);
  });

  it('accepts it with the consent, records it with the request, and does not ask again', async () => {
    const { token, id } = await registerUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: { ...bearer(token), 'user-agent': userAgent },
      remoteAddress: '192.0.2.44',
      payload: { ...requestFormBody(sensitiveId), consentimiento_sensibles: true },
    });
    expect(created.statusCode).toBe(201);
    expect(await consentsOf(id)).toEqual([
      expect.objectContaining({
        kind: 'sensibles',
        granted: true,
        version: PRIVACY_NOTICE_VERSION,
        ip: '192.0.2.44',
        userAgent,
      }),
    ]);
    expect((await getConsents(token)).json().sensibles_granted).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: bearer(token),
      payload: requestFormBody(sensitiveId),
    });
    expect(again.statusCode).toBe(201);
    expect(await consentsOf(id)).toHaveLength(1);
  });

  it('asks again under a new aviso: consent given for an older version does not count', async () => {
    const { token, id } = await registerUser(t.app);
    await t.app.db
      .insert(privacyConsents)
      .values({ userId: id, kind: 'sensibles', version: '2025-01-15', granted: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: bearer(token),
      payload: requestFormBody(sensitiveId),
    });
    expect(response.statusCode).toBe(422);
  });

  it('keeps the spec body working for a procedure without sensitive data', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: bearer(token),
      payload: { tramite_type_id: plainId, description: 'Necesito este trámite' },
    });
    expect(response.statusCode).toBe(201);
  });
});

/** A new session of the user (its profile read from the database, not from the cache). */
async function loginWith(userId: string): Promise<string> {
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return loginAs(t.app, row!.email, 'secreta123');
}
