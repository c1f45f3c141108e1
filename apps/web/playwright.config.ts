import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_SMTP_PORT } from './e2e/mail-sink.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two runs (e.g. two engineers on one machine) use different ports.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh embedded database per run, so tests never depend on an earlier run.
const dataDir = mkdtempSync(`${os.tmpdir()}/tmx-e2e-`);

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
  webServer: {
    // Built first by `npm run build` (web, then server); the server serves both on one port.
    command: 'node ../server/dist/server.js',
    cwd: here,
    url: `${BASE_URL}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      JWT_SECRET: 'e2e-only-secret-not-for-production-0123456789',
      AUTH_RATE_LIMIT: '1000',
      PUBLIC_PHONE: '5555555555',
      PUBLIC_WHATSAPP: '5215555555555',
      // Password-reset e-mails go to the sink e2e/password-recovery.spec.ts starts on this port.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
