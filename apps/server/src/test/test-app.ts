import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { StatementLog } from '../db/statement-log.ts';
import { tramitesWithoutForm } from './catalog-rows.ts';

/**
 * A fresh database per test file: in-memory PGlite, or — when DATABASE_URL is set (npm run test:pg) —
 * a new PostgreSQL database created for the file and dropped afterwards.
 */
async function openTestDatabase(logger: StatementLog): Promise<{
  handle: DatabaseHandle;
  databaseUrl?: string;
  dispose: () => Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ embeddedDb: 'memory', logger });
    return { handle, dispose: () => handle.close() };
  }
  const name = `tmx_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), embeddedDb: 'memory', logger });
  return {
    handle,
    databaseUrl: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** The app's database (PGlite in memory, or the file's own PostgreSQL database). */
  handle: DatabaseHandle;
  /** With PostgreSQL: the file's database, for a second instance with connections of its own. */
  databaseUrl?: string;
  /** Records the statements the app sends while `statements.record(...)` runs. */
  statements: StatementLog;
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const statements = new StatementLog();
  const { handle, databaseUrl, dispose } = await openTestDatabase(statements);
  // Uploaded files (the demo seed's too) go to a folder of this app's own, removed on close.
  const ownDataDir = overrides.dataDir ? undefined : await mkdtemp(path.join(os.tmpdir(), 'tmx-test-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: ownDataDir ?? overrides.dataDir!,
    }),
    demoMode: true,
    authRateLimit: 1000,
    logLevel: 'silent',
    webDistDir: undefined,
    ...overrides,
  };
  const app = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  return {
    app,
    config,
    handle,
    databaseUrl,
    statements,
    close: async () => {
      await app.close();
      await dispose();
      if (ownDataDir) {
        await rm(ownDataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Another instance of the app on `first`'s database, as a second server process would be: with
 * PostgreSQL its own connections (pool and LISTEN); embedded, the same PGlite (one process). Close it
 * before `first`.
 */
export async function createSecondInstance(
  first: TestApp,
  overrides: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const handle = first.databaseUrl
    ? await openDatabase({ databaseUrl: first.databaseUrl, embeddedDb: 'memory' })
    : first.handle;
  const app = await buildApp({ config: { ...first.config, ...overrides }, database: handle, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (handle !== first.handle) {
        await handle.close();
      }
    },
  };
}

/** Registers a user through the API and returns its token and id. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; phone: string; role: string; password: string }> = {},
): Promise<{ token: string; id: string; email: string }> {
  const email = overrides.email ?? `user-${randomUUID().slice(0, 8)}@example.mx`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Usuario Prueba',
      email,
      phone: '5512345678',
      role: 'cliente',
      password: 'secreta123',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json();
  return { token: body.token, id: body.user.id, email };
}

export async function loginAs(app: FastifyInstance, email: string, password = 'demo1234'): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  // A second step (staff outside the demo list, 2FA on: issue 23) answers 200 without a token: see signInStaff.
  if (response.statusCode !== 200 || !response.json().token) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().token;
}

/** A signed-in API client's headers: it asks for JSON, as the web does (so /api/events answers it 406). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, accept: 'application/json' });

/**
 * A body of POST /api/tramites/request as the web's request form sends it: the contact filled in, the
 * documents confirmed.
 */
export const requestFormBody = (tramiteId: number) => ({
  tramite_type_id: tramiteId,
  nombre_completo: 'María López',
  telefono: '5512345678',
  email: 'maria@example.mx',
  beneficiario_tipo: 'para_mi',
  confirmacion_documentos: true,
});

/**
 * A request of `clientToken`'s account, assigned to the gestor behind `gestorToken` (reassigned by the
 * admin when the automatic assignment chose another), for a procedure that requires documents.
 */
export async function createAssignedRequest(
  app: FastifyInstance,
  tokens: { cliente: string; gestor: string; admin: string },
): Promise<{ id: string; tramite: { id: number; required_documents: string[] } }> {
  const row = (await tramitesWithoutForm(app.db)).find(
    (candidate) => candidate.requiredDocuments.length > 0,
  )!;
  const tramite = { id: row.id, required_documents: row.requiredDocuments };
  const created = await app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(tokens.cliente),
    payload: { tramite_type_id: tramite.id, description: 'Solicitud de prueba' },
  });
  if (created.statusCode !== 201) {
    throw new Error(`request failed: ${created.statusCode} ${created.body}`);
  }
  const id: string = created.json().id;
  const gestorId = (
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.gestor) })
  ).json().id;
  if (created.json().assigned_gestor_id !== gestorId) {
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/admin/solicitudes/${id}/assign-gestor?new_gestor_id=${gestorId}`,
      headers: bearer(tokens.admin),
    });
    if (assigned.statusCode !== 200) {
      throw new Error(`assignment failed: ${assigned.statusCode} ${assigned.body}`);
    }
  }
  return { id, tramite };
}
