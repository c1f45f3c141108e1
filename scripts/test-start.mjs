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

/** Listens on `port` (0: any free one) and lets go at once: the port it got, or null if it was taken. */
function tryListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`npm start exited with code ${child.exitCode} before answering`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

async function startOnce(run) {
  const port = await tryListen(0);
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
    console.info(`npm start #${run}: /api/health ${JSON.stringify(health)} in ${Date.now() - started} ms`);
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
  // Ctrl-C: `npm start` returns only once the server process has ended (after closing its database),
  // never leaving it running behind the prompt.
  if ((await tryListen(port)) === null) {
    throw new Error(`npm start #${run} exited with the server still listening on ${port}`);
  }
}

try {
  await startOnce(1);
  await startOnce(2);
} catch (error) {
  console.error(`test:start failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
