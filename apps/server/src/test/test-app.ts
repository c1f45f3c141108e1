import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * A fresh database per test file: in-memory PGlite, or — when DATABASE_URL is set (npm run test:pg) —
 * a new PostgreSQL database created for the file and dropped afterwards.
 */
async function openTestDatabase(): Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ embeddedDb: 'memory' });
    return { handle, dispose: () => handle.close() };
  }
  const name = `tmx_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), embeddedDb: 'memory' });
  return {
    handle,
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
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const { handle, dispose } = await openTestDatabase();
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
    close: async () => {
      await app.close();
      await dispose();
      if (ownDataDir) {
        await rm(ownDataDir, { recursive: true, force: true });
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
  if (response.statusCode !== 200) {
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
