// `npm run test:start`: the README's promise, tested for real. Runs `npm start` twice on one DATA_DIR
// (the second start finds the build and the database of the first) and expects /api/health both times.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tmx-start-'));
const READY_TIMEOUT_MS = 300_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start terminó con código ${child.exitCode} antes de responder`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`sin respuesta de ${url} en ${READY_TIMEOUT_MS / 1000} s`);
}

async function startOnce(run) {
  const port = await freePort();
  const started = Date.now();
  // Its own process group, so Ctrl-C (SIGINT to the group) stops the server that `npm start` spawns.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
    console.info(`npm start #${run}: /api/health ${JSON.stringify(health)} en ${Date.now() - started} ms`);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
  // Ctrl-C: `npm start` returns only once the server process has ended (after closing its database),
  // never leaving it running behind the prompt.
  if (!(await isFree(port))) {
    throw new Error(`npm start #${run} terminó con el servidor aún escuchando en ${port}`);
  }
}

try {
  await startOnce(1);
  await startOnce(2);
} catch (error) {
  console.error(`test:start falló: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
