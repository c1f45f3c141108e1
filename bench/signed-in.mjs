// The signed-in section of `npm run bench` (issue 22): each route a client, gestor or admin calls all day,
// against the same route's main SQL through the raw driver (bench/raw-sql.mjs, served by bench/bare-server.mjs)
// in the same run. DESIGN section 7: each list and detail >= 0.6 of its raw SQL; /api/auth/me >= 0.3 of bare
// Fastify. The accounts are the demo seed's: a separate server start with DEMO_MODE=true on its own database.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { describeCpu, GENERATOR_BOUND_CPU, load, startServer, stopServer, tempDataDir } from './lib.mjs';

/** Route, the demo account that calls it, and its twin in RAW_SQL_TWINS. `{id}`: a request of the client. */
export const SIGNED_IN_ROUTES = [
  ['/api/auth/me', 'cliente', 'me'],
  ['/api/tramites/my-requests', 'cliente', 'my-requests'],
  ['/api/dashboard/stats', 'cliente', 'dashboard-stats'],
  ['/api/notifications', 'cliente', 'notifications'],
  ['/api/gestor/pending-documents', 'gestor', 'pending-documents'],
  ['/api/gestor/assigned-requests', 'gestor', 'assigned-requests'],
  ['/api/gestor/queue', 'gestor', 'queue'],
  ['/api/solicitudes/enriched', 'admin', 'enriched'],
  ['/api/admin/dashboard/stats', 'admin', 'admin-stats'],
  ['/api/solicitudes/{id}/complete', 'cliente', 'complete'],
  ['/api/tramite-requests/{id}/documents', 'cliente', 'documents'],
  ['/api/tramite-requests/{id}/messages', 'cliente', 'messages'],
];
const ROLES = ['cliente', 'gestor', 'admin'];
// DB-bound routes: fewer connections than the catalogue's 50 (the measurement used 20) and shorter runs.
const LOAD = { connections: 20, duration: 5, warmUp: 1 };

/**
 * Measures every signed-in route on one database: PGlite in a temp DATA_DIR (the raw twin opens a copy of it:
 * PGlite is one process's), or PostgreSQL at `databaseUrl` (which the demo seed writes to). Returns the rows.
 */
export async function measureSignedIn({ databaseUrl, port, workers }) {
  const dataDir = tempDataDir();
  const env = {
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'info',
    DATABASE_URL: databaseUrl ?? '', // empty: PGlite, whatever the environment says
  };
  let server = await startServer({ port, env, stdout: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const tokens = {};
  const ids = {};
  for (const role of ROLES) {
    tokens[role] = await login(base, `${role}@demo.mx`);
    ids[role] = (await getJson(base, '/api/auth/me', tokens[role])).id;
  }
  // A request of the client's with a gestor: its detail, documents and chat have something to read.
  const mine = await getJson(base, '/api/tramites/my-requests', tokens.cliente);
  ids.request = (mine.find((request) => request.assigned_gestor_id === ids.gestor) ?? mine[0]).id;

  let bareEnv = { BARE_DATABASE_URL: databaseUrl };
  if (!databaseUrl) {
    // The demo data, copied for the raw driver while the server is stopped; then the server starts again.
    await stopServer(server.child);
    const twinDir = tempDataDir();
    cpSync(path.join(dataDir, 'db'), path.join(twinDir, 'db'), { recursive: true });
    bareEnv = { BARE_PGLITE: path.join(twinDir, 'db') };
    server = await startServer({ port, env, stdout: 'ignore' });
  }
  const bare = await startServer({
    script: new URL('./bare-server.mjs', import.meta.url).pathname,
    port: port + 1,
    readyPath: '/',
    env: { ...bareEnv, BARE_IDS: JSON.stringify(ids) },
  });
  const bareBase = `http://127.0.0.1:${port + 1}`;
  try {
    const bareFastify = await load(`${bareBase}/`, { ...LOAD, serverPid: bare.child.pid, workers });
    const rows = [];
    for (const [route, role, twin] of SIGNED_IN_ROUTES) {
      const url = `${base}${route.replace('{id}', ids.request)}`;
      const headers = { authorization: `Bearer ${tokens[role]}` };
      await expectOk(url, headers);
      await expectOk(`${bareBase}/sql/${twin}`, {});
      const result = await load(url, { ...LOAD, headers, serverPid: server.child.pid, workers });
      const raw = await load(`${bareBase}/sql/${twin}`, { ...LOAD, serverPid: bare.child.pid, workers });
      rows.push({ route, role, result, raw });
    }
    return { bareFastify, rows, isPostgres: Boolean(databaseUrl) };
  } finally {
    await stopServer(bare.child);
    await stopServer(server.child);
  }
}

/** Prints one database's table: the route, its raw SQL twin, their ratio and the CPU of each run. */
export function printSignedIn(label, { bareFastify, rows, isPostgres }) {
  console.info(
    `\nSigned-in routes on ${label} (demo data, ${LOAD.connections} connections, ${LOAD.duration} s each; ` +
      `bare Fastify ${bareFastify.rps.toFixed(0)} req/s in this run)`,
  );
  console.info(
    `${'route'.padEnd(40)}${'req/s'.padStart(8)}${'p99 ms'.padStart(8)}${'raw SQL'.padStart(9)}${'p99 ms'.padStart(8)}` +
      `${'ratio'.padStart(7)}${'err'.padStart(5)}  goal    gen    srv  other  (raw:  gen    srv  other)`,
  );
  const meetsGoal = ({ route, result, raw }) =>
    result.non2xx + result.errors === 0 &&
    (route === '/api/auth/me' ? result.rps / bareFastify.rps >= 0.3 : result.rps / raw.rps >= 0.6) &&
    (route !== '/api/admin/dashboard/stats' || !isPostgres || result.rps >= 1000);
  const bound = [];
  for (const { route, result, raw } of rows) {
    console.info(
      route.padEnd(40) +
        result.rps.toFixed(0).padStart(8) +
        String(result.p99).padStart(8) +
        raw.rps.toFixed(0).padStart(9) +
        String(raw.p99).padStart(8) +
        (result.rps / raw.rps).toFixed(2).padStart(7) +
        String(result.non2xx + result.errors).padStart(5) +
        (meetsGoal({ route, result, raw }) ? '  met ' : '  NOT ') +
        describeCpu(result) +
        `  (raw:${describeCpu(raw)})`,
    );
    if (result.loadCpu >= GENERATOR_BOUND_CPU || raw.loadCpu >= GENERATOR_BOUND_CPU) bound.push(route);
  }
  const me = rows.find(({ route }) => route === '/api/auth/me');
  console.info(
    `goals (issue 22): /api/auth/me ${(me.result.rps / bareFastify.rps).toFixed(2)} of bare Fastify (>= 0.30); ` +
      'each list and detail >= 0.60 of its raw SQL (the ratio column); on PostgreSQL the admin dashboard ' +
      'stats >= 1,000 req/s; no errors',
  );
  if (bound.length > 0) {
    console.info(`  LOAD GENERATOR WAS THE LIMIT (>= ${GENERATOR_BOUND_CPU} core) for ${bound.join(', ')}`);
  }
}

async function login(base, email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()).token;
}

async function getJson(base, pathname, token) {
  const response = await fetch(`${base}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A route that fails would be measured at the speed of its error: stop and say so instead. */
async function expectOk(url, headers) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${body.slice(0, 300)}`);
}
