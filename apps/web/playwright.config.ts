import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './e2e/mail-sink.ts';
import { E2E_STRIPE } from './e2e/production/fake-stripe-port.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two runs (e.g. two engineers on one machine) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh embedded database per run, so tests never depend on an earlier run.
const dataDir = mkdtempSync(`${os.tmpdir()}/tmx-e2e-`);
// A second server outside demo mode, taking payments through Stripe (a fake one the spec starts): the
// journey of a real client, with no demo account, no simulation and no fictitious bank data.
const PRODUCTION_PORT = PORT + 2;
const productionDataDir = mkdtempSync(`${os.tmpdir()}/tmx-e2e-prod-`);
const sharedServerEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
  AUTH_RATE_LIMIT: '1000',
  PUBLIC_PHONE: '5555555555',
  PUBLIC_WHATSAPP: '5215555555555',
  // E-mails go to the sink a spec that reads them starts on this port (e2e/mail-sink.ts).
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    // The app honours reduced motion: axe then measures dialogs settled, not mid fade-in (a flaky contrast hit).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // The system Chromium; these flags keep it from reaching for the network in this sandbox.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'demo', testIgnore: /production\/.*\.spec\.ts/ },
    {
      name: 'production',
      testMatch: /production\/.*\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${PRODUCTION_PORT}` },
    },
  ],
  webServer: [
    {
      // Built first by `npm run build` (web, then server); the server serves both on one port.
      command: 'node ../server/dist/server.js',
      cwd: here,
      url: `${BASE_URL}/api/health`,
      env: { ...sharedServerEnv, PORT: String(PORT), DATA_DIR: dataDir, DEMO_MODE: 'true' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../server/dist/server.js',
      cwd: here,
      url: `http://127.0.0.1:${PRODUCTION_PORT}/api/health`,
      env: {
        ...sharedServerEnv,
        PORT: String(PRODUCTION_PORT),
        DATA_DIR: productionDataDir,
        DEMO_MODE: 'false',
        PAYMENT_PROVIDERS: 'stripe,transferencia',
        STRIPE_SECRET_KEY: E2E_STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE.webhookSecret,
        STRIPE_API_URL: E2E_STRIPE.apiUrl,
        BANK_NAME: 'BBVA México',
        BANK_CLABE: '012180001234567899',
        BANK_BENEFICIARY: 'Gestoría Trámites MX S.A. de C.V.',
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
