// `npm run load`: a realistic day's mix against a production-like start on PostgreSQL (issue 22, DESIGN §7:
// 0 errors, p95 < 100 ms per endpoint, live delivery p95 < 100 ms, memory flat after warm-up).
//   DATABASE_URL=postgres://… npm run load -- --seconds 60
//   npm run load -- --database-url postgres://… --seconds 180 --clients 50 --gestores 10 --visitors 20
// The built server (NODE_ENV=production, DEMO_MODE=false, request log on) on a scratch database: the accounts
// are made as in production (clients and gestores register, an admin from the create-admin command approves
// the gestores). Then, each with 1–3 s of think time: anonymous visitors browse the catalogue; clients create
// requests, upload a 300 KB PDF, read their lists and detail and chat with their live stream open; gestores
// review documents and answer; one admin reads the panel. Prints per endpoint count, errors, p50/p95/p99, the
// server's RSS over time and live-delivery latency, then checks every acknowledged upload and message is there.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import {
  ensureBuilt,
  openEventStream,
  PRODUCTION_ENV,
  root,
  rssMb,
  startCpuMeter,
  startServer,
  stopServer,
  tempDataDir,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '180' },
    'database-url': { type: 'string' },
    clients: { type: 'string', default: '50' },
    gestores: { type: 'string', default: '10' },
    visitors: { type: 'string', default: '20' },
    port: { type: 'string', default: '3331' },
  },
});
const databaseUrl = args['database-url'] ?? process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run load needs PostgreSQL: DATABASE_URL=postgres://… or --database-url (a scratch database)',
  );
  process.exit(2);
}
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const GESTORES = Number(args.gestores);
const VISITORS = Number(args.visitors);
const PASSWORD = 'carga-bench-1234';
const PDF_BYTES = 300 * 1024;

ensureBuilt();
const dataDir = tempDataDir();
const port = Number(args.port);
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  DEMO_MODE: 'false',
  LOG_LEVEL: 'info',
  STORAGE_DRIVER: 'local',
  // Every simulated user comes from 127.0.0.1: the per-address sign-in limit would stop the 61 accounts'
  // sign-ups, which in production come from as many addresses.
  AUTH_RATE_LIMIT: '1000',
};
const server = await startServer({ port, env, stdout: 'ignore' });
// A failure below must not leave the server running.
process.on('exit', () => server.child.kill());
const base = `http://127.0.0.1:${port}`;

// ---- Measurements -------------------------------------------------------------------------------------------
const timings = new Map(); // endpoint → { times: [], settledTimes: [], errors: 0, statuses: Map }
// Every user arrives in the first 3 s and a client's first act is a request with its upload: the calls
// started after ARRIVAL_SECONDS are also reported apart, to tell the arrival burst from the steady state.
const ARRIVAL_SECONDS = 10;
let mixStartedAt = Number.POSITIVE_INFINITY;
function record(endpoint, ms, ok, status) {
  let entry = timings.get(endpoint);
  if (!entry) {
    entry = { times: [], settledTimes: [], errors: 0, statuses: new Map() };
    timings.set(endpoint, entry);
  }
  entry.times.push(ms);
  if (performance.now() - ms - mixStartedAt >= ARRIVAL_SECONDS * 1000) entry.settledTimes.push(ms);
  if (!ok) {
    entry.errors++;
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }
}

/** One API call, timed under its endpoint's name (the path with ids as {id}); the JSON body or null. */
async function call(method, url, { token, body, form, endpoint, expect = [200, 201] } = {}) {
  const name =
    endpoint ??
    `${method} ${url.split('?')[0].replace(/[0-9a-f-]{36}|\/\d+(?=\/|$)/g, (id) => (id.startsWith('/') ? '/{id}' : '{id}'))}`;
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  if (body) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: form ?? (body ? JSON.stringify(body) : undefined),
    });
    const text = await response.text();
    const ok = expect.includes(response.status);
    record(name, performance.now() - started, ok, response.status);
    if (!ok) {
      if (!firstErrors.has(name)) firstErrors.set(name, `${response.status} ${text.slice(0, 200)}`);
      return null;
    }
    return text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text;
  } catch (error) {
    record(name, performance.now() - started, false, 'network');
    if (!firstErrors.has(name)) firstErrors.set(name, String(error));
    return null;
  }
}
const firstErrors = new Map();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const thinkTime = () => sleep(1000 + Math.random() * 2000);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// ---- Live streams and delivery latency ----------------------------------------------------------------------
const sentAt = new Map(); // message text → { at, sender }
const deliveries = [];
const openStreams = [];
/** Opens GET /api/events for a user; a chat message sent by someone else is timed on its first arrival. */
async function openStream(token, userId) {
  const close = await openEventStream(`${base}/api/events`, token, (type, data) => {
    const sent = type === 'chat.message' ? sentAt.get(data.message_text) : undefined;
    if (sent && sent.sender !== userId) {
      deliveries.push(performance.now() - sent.at);
      sentAt.delete(data.message_text);
    }
  });
  openStreams.push(close);
}

// ---- Accounts, as in production -------------------------------------------------------------------------------
async function register(name, email, role) {
  const body = { name, email, phone: '5512345678', role, password: PASSWORD };
  const registered = await call('POST', '/api/auth/register', { body, endpoint: 'POST /api/auth/register' });
  if (!registered) throw new Error(`register ${email}: ${firstErrors.get('POST /api/auth/register')}`);
  return { token: registered.token, id: registered.user.id, email };
}
async function login(email) {
  let session = await call('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  if (session?.two_factor_setup_required) {
    // Staff outside demo mode enrol in the two-step sign-in at their first sign-in (issue 23); the code is
    // the one an authenticator app would show for the secret.
    const { challenge } = session;
    const setup = await call('POST', '/api/auth/2fa/setup', { body: { challenge } });
    const code = setup && new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
    session = setup && (await call('POST', '/api/auth/2fa/enable', { body: { challenge, code } }));
  }
  if (!session?.token) throw new Error(`login ${email}: ${[...firstErrors.values()].join('; ')}`);
  return { token: session.token, id: session.user.id, email };
}

const run = Date.now().toString(36);
const adminEmail = `admin-${run}@carga.mx`;
const created = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/create-admin.js'), '--email', adminEmail, '--name', 'Admin de carga'],
  {
    cwd: root,
    env: { ...process.env, ...env, ...PRODUCTION_ENV, ADMIN_PASSWORD: PASSWORD },
    encoding: 'utf8',
  },
);
if (created.status !== 0) throw new Error(`create-admin: ${created.stderr}${created.stdout}`);
const admin = await login(adminEmail);
const gestores = [];
for (let index = 0; index < GESTORES; index++) {
  const gestor = await register(`Gestor de carga ${index}`, `gestor-${run}-${index}@carga.mx`, 'gestor');
  await call('PUT', `/api/admin/users/${gestor.id}/approve`, { token: admin.token });
  gestores.push(await login(gestor.email)); // a fresh session after the approval
}
const clients = [];
for (let index = 0; index < CLIENTS; index++) {
  clients.push(await register(`Cliente de carga ${index}`, `cliente-${run}-${index}@carga.mx`, 'cliente'));
}
const categories = await call('GET', '/api/categories');
const tramitesWithDocuments = [];
for (const category of categories) {
  const list = await call('GET', `/api/categories/${category.id}/tramites`);
  // Without a request form (issue 25 gave most seeded procedures one): the mix sends the plain request body.
  tramitesWithDocuments.push(
    ...list.filter((tramite) => tramite.required_documents.length > 0 && tramite.form_template_id === null),
  );
}
timings.clear(); // the set-up is not part of the mix

// ---- The mix ---------------------------------------------------------------------------------------------------
const pdf = Buffer.alloc(PDF_BYTES, 0x41);
pdf.write('%PDF-1.7\n', 0, 'latin1');
const pdfBlob = new Blob([pdf], { type: 'application/pdf' });
const acknowledgedUploads = []; // { requestId, id, token }
const acknowledgedMessages = []; // { requestId, id, token }
const deadline = performance.now() + SECONDS * 1000;
const running = () => performance.now() < deadline;

async function visitor() {
  while (running()) {
    await call('GET', '/', { endpoint: 'GET / (page)' });
    await call('GET', '/api/categories');
    const category = pick(categories);
    await call('GET', `/api/categories/${category.id}/tramites`);
    await call('GET', `/categoria/${category.id}`, { endpoint: 'GET /categoria/{id} (page)' });
    await thinkTime();
  }
}

async function sendMessage(user, requestId, who) {
  const text = `${who} ${Math.random().toString(36).slice(2)}`;
  sentAt.set(text, { at: performance.now(), sender: user.id });
  const message = await call('POST', `/api/tramite-requests/${requestId}/messages`, {
    token: user.token,
    body: { message_text: text },
  });
  if (message) acknowledgedMessages.push({ requestId, id: message.id, token: user.token });
  else sentAt.delete(text);
}

async function createRequestWithUpload(client) {
  const tramite = pick(tramitesWithDocuments);
  const request = await call('POST', '/api/tramites/request', {
    token: client.token,
    body: {
      tramite_type_id: tramite.id,
      description: 'Solicitud de la prueba de carga',
      nombre_completo: 'Cliente de Carga',
      telefono: '5512345678',
      email: client.email,
      beneficiario_tipo: 'para_mi',
      confirmacion_documentos: true,
    },
  });
  if (!request) return null;
  const form = new FormData();
  form.append('file', pdfBlob, 'identificacion.pdf');
  const documentName = encodeURIComponent(tramite.required_documents[0]);
  const uploaded = await call(
    'POST',
    `/api/tramite-requests/${request.id}/upload-document?document_name=${documentName}`,
    { token: client.token, form },
  );
  if (uploaded) acknowledgedUploads.push({ requestId: request.id, id: uploaded.id, token: client.token });
  return request.id;
}

async function client(user) {
  await sleep(Math.random() * 3000); // not all at once
  await openStream(user.token, user.id);
  const mine = [await createRequestWithUpload(user)].filter(Boolean);
  while (running()) {
    await thinkTime();
    const requestId = pick(mine);
    const action = Math.random();
    if (action < 0.2) await call('GET', '/api/tramites/my-requests', { token: user.token });
    else if (action < 0.3) await call('GET', '/api/dashboard/stats', { token: user.token });
    else if (action < 0.4) await call('GET', '/api/notifications', { token: user.token });
    else if (action < 0.55 && requestId)
      await call('GET', `/api/solicitudes/${requestId}/complete`, { token: user.token });
    else if (action < 0.65 && requestId)
      await call('GET', `/api/tramite-requests/${requestId}/documents`, { token: user.token });
    else if (action < 0.75 && requestId)
      await call('GET', `/api/tramite-requests/${requestId}/messages`, { token: user.token });
    else if (action < 0.95 && requestId) await sendMessage(user, requestId, 'cliente');
    else if (mine.length < 3) {
      const requestId = await createRequestWithUpload(user);
      if (requestId) mine.push(requestId);
    }
  }
}

async function gestor(user) {
  await sleep(Math.random() * 3000);
  await openStream(user.token, user.id);
  while (running()) {
    await thinkTime();
    const requests = (await call('GET', '/api/gestor/assigned-requests', { token: user.token })) ?? [];
    const action = Math.random();
    if (action < 0.3) {
      const pending = await call('GET', '/api/gestor/pending-documents?status=pending', {
        token: user.token,
      });
      // Another gestor of the run never reviews it: each sees the requests assigned to them.
      const document = (pending ?? []).find((row) => row.status === 'pending');
      if (document) {
        await call('PUT', `/api/gestor/documents/${document.id}/review`, {
          token: user.token,
          body: { status: 'approved', review_notes: 'Revisado en la prueba de carga' },
        });
      }
    } else if (requests.length > 0) {
      const request = pick(requests);
      await call('GET', `/api/solicitudes/${request.id}/complete`, { token: user.token });
      await call('GET', `/api/tramite-requests/${request.id}/messages`, { token: user.token });
      if (action < 0.7) await sendMessage(user, request.id, 'gestor');
    } else {
      await call('GET', '/api/gestor/metrics', { token: user.token });
    }
  }
}

async function adminUser(user) {
  while (running()) {
    await thinkTime();
    const action = Math.random();
    if (action < 0.4) await call('GET', '/api/admin/dashboard/stats', { token: user.token });
    else if (action < 0.8) await call('GET', '/api/solicitudes/enriched', { token: user.token });
    else await call('GET', '/api/admin/gestores/workload', { token: user.token });
  }
}

// RSS every 5 s: memory flat after warm-up is a budget.
const rssSamples = [];
const started = performance.now();
mixStartedAt = started;
const sampler = setInterval(
  () => rssSamples.push([(performance.now() - started) / 1000, rssMb(server.child.pid)]),
  5000,
);
rssSamples.push([0, rssMb(server.child.pid)]);
const cpuDuringMix = startCpuMeter(server.child.pid);
console.info(
  `load mix: ${SECONDS} s, ${VISITORS} visitors, ${CLIENTS} clients, ${GESTORES} gestores, 1 admin (PostgreSQL)…`,
);
await Promise.all([
  ...Array.from({ length: VISITORS }, visitor),
  ...clients.map(client),
  ...gestores.map(gestor),
  adminUser(admin),
]);
clearInterval(sampler);
const cpu = cpuDuringMix();
rssSamples.push([(performance.now() - started) / 1000, rssMb(server.child.pid)]);
await sleep(1000); // the last live events
for (const close of openStreams) close();

// ---- Everything acknowledged is there ---------------------------------------------------------------------------
/** How many of the acknowledged (`{requestId, id, token}`) a request's list (documents, messages) lacks. */
async function countMissing(acknowledged, list) {
  const listed = new Map(); // request id → its list, as JSON text
  let missing = 0;
  for (const { requestId, id, token } of acknowledged) {
    if (!listed.has(requestId)) {
      const response = await fetch(`${base}/api/tramite-requests/${requestId}/${list}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      listed.set(requestId, await response.text());
    }
    if (!listed.get(requestId).includes(id)) missing++;
  }
  return missing;
}
const missingUploads = await countMissing(acknowledgedUploads, 'documents');
const missingMessages = await countMissing(acknowledgedMessages, 'messages');
await stopServer(server.child);

// ---- Report ------------------------------------------------------------------------------------------------------
const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
const ms = (value) => value.toFixed(1).padStart(8);
let total = 0;
let totalErrors = 0;
let slowest = 0;
console.info(
  `\n${'endpoint'.padEnd(58)}${'count'.padStart(7)}${'errors'.padStart(7)}   p50 ms   p95 ms   p99 ms` +
    `   (p95 after the first ${ARRIVAL_SECONDS} s)`,
);
for (const [endpoint, entry] of [...timings].sort(([a], [b]) => a.localeCompare(b))) {
  const sorted = entry.times.sort((a, b) => a - b);
  total += sorted.length;
  totalErrors += entry.errors;
  slowest = Math.max(slowest, percentile(sorted, 0.95));
  console.info(
    endpoint.padEnd(58) +
      String(sorted.length).padStart(7) +
      String(entry.errors).padStart(7) +
      ms(percentile(sorted, 0.5)) +
      ms(percentile(sorted, 0.95)) +
      ms(percentile(sorted, 0.99)) +
      `   (${
        entry.settledTimes.length > 0
          ? percentile(
              entry.settledTimes.sort((a, b) => a - b),
              0.95,
            ).toFixed(1)
          : '-'
      })` +
      (entry.errors > 0 ? `  ${[...entry.statuses].map(([status, n]) => `${status}×${n}`).join(' ')}` : ''),
  );
}
for (const [endpoint, error] of firstErrors) console.info(`  first error of ${endpoint}: ${error}`);
console.info(
  `${total} requests in ${SECONDS} s (${(total / SECONDS).toFixed(1)} req/s), ${totalErrors} errors`,
);

console.info(
  `cores used during the mix, on average: server ${cpu.serverCpu.toFixed(2)}, this load generator ` +
    `${cpu.loadCpu.toFixed(2)}, other processes ${Math.max(0, cpu.otherCpu).toFixed(2)} (of ${os.cpus().length})`,
);
deliveries.sort((a, b) => a - b);
console.info(
  `live delivery of a chat message to the other party's stream: ${deliveries.length} timed, ` +
    `p50 ${percentile(deliveries, 0.5).toFixed(1)} ms, p95 ${percentile(deliveries, 0.95).toFixed(1)} ms, ` +
    `p99 ${percentile(deliveries, 0.99).toFixed(1)} ms`,
);
console.info(
  `server RSS (MB) over time: ${rssSamples.map(([t, mb]) => `${t.toFixed(0)}s ${mb.toFixed(0)}`).join(', ')}`,
);
const afterWarmUp = rssSamples.filter(([t]) => t >= Math.min(30, SECONDS / 2)).map(([, mb]) => mb);
console.info(
  `  after warm-up: ${Math.min(...afterWarmUp).toFixed(0)}–${Math.max(...afterWarmUp).toFixed(0)} MB`,
);
// Flat: the heap grows in a saw-tooth until a full collection, so compare peaks, not samples. A leak
// makes the last third's peak higher than the middle third's; a flat run keeps it at or under it.
const peakBetween = (from, to) =>
  Math.max(...rssSamples.filter(([t]) => t >= from * SECONDS && t < to * SECONDS).map(([, mb]) => mb));
const middlePeak = peakBetween(1 / 3, 2 / 3);
const lastPeak = peakBetween(2 / 3, 2);
const rssFlat = lastPeak <= middlePeak * 1.05;
console.info(`  peak RSS, middle third ${middlePeak.toFixed(0)} MB, last third ${lastPeak.toFixed(0)} MB`);
console.info(
  `acknowledged and found: uploads ${acknowledgedUploads.length - missingUploads}/${acknowledgedUploads.length}, ` +
    `messages ${acknowledgedMessages.length - missingMessages}/${acknowledgedMessages.length}`,
);
const live95 = percentile(deliveries, 0.95);
const met = (ok) => (ok ? 'met' : 'NOT met');
console.info(
  `goals: 0 errors ${met(totalErrors === 0)}; p95 < 100 ms on every endpoint ${met(slowest < 100)} (slowest ${slowest.toFixed(0)} ms); ` +
    `live p95 < 100 ms ${met(live95 < 100)}; RSS flat after warm-up ${met(rssFlat)}; ` +
    `nothing lost ${met(missingUploads + missingMessages === 0)}`,
);
process.exit(missingUploads + missingMessages > 0 ? 1 : 0);
