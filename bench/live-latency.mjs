// Live events (issue 13): delivery latency and memory per open stream.
//   node bench/live-latency.mjs                      starts the built server (apps/server/dist) on port 3321
//   BASE_URL=http://127.0.0.1:3000 node bench/live-latency.mjs   against a running server in demo mode
// Latency: 200 chat messages posted one after another by the demo client (one keep-alive connection),
// each timed from the POST until it arrives on the demo gestor's stream. Memory: 1000 more streams
// opened, the server's RSS and heap (from /api/metrics) compared before and after.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openEventStream, root, serverBundle, startServer, stopServer, tempDataDir } from './lib.mjs';

const MESSAGES = Number(process.env.MESSAGES ?? 200);
const STREAMS = Number(process.env.STREAMS ?? 1000);

let server;
let base = process.env.BASE_URL;
if (!base) {
  if (!existsSync(serverBundle)) {
    const built = spawnSync('npm', ['run', 'build', '-w', '@tramites/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) process.exit(1);
  }
  server = await startServer({ port: 3321, env: { DATA_DIR: tempDataDir(), DEMO_MODE: 'true' } });
  base = 'http://127.0.0.1:3321';
}
const api = `${base}/api`;

async function login(email) {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status} (¿modo demo?)`);
  return (await response.json()).token;
}
const [cliente, gestor, admin] = await Promise.all(
  ['cliente@demo.mx', 'gestor@demo.mx', 'admin@demo.mx'].map(login),
);
const auth = (token) => ({ authorization: `Bearer ${token}` });

const openStream = (token, onEvent) => openEventStream(`${api}/events`, token, onEvent);

// A request of the client, assigned to the demo gestor (reassigned by the admin if needed).
// A procedure without a request form: since issue 25 most seeded ones ask their data in one.
const categories = await (await fetch(`${api}/categories`)).json();
const tramites = [];
for (const category of categories) {
  const list = await (await fetch(`${api}/categories/${category.id}/tramites`)).json();
  tramites.push(...list.filter((tramite) => tramite.form_template_id === null));
}
const created = await (
  await fetch(`${api}/tramites/request`, {
    method: 'POST',
    headers: { ...auth(cliente), 'content-type': 'application/json' },
    body: JSON.stringify({ tramite_type_id: tramites[0].id, description: 'bench live' }),
  })
).json();
const gestorId = (await (await fetch(`${api}/auth/me`, { headers: auth(gestor) })).json()).id;
if (created.assigned_gestor_id !== gestorId) {
  await fetch(`${api}/admin/solicitudes/${created.id}/assign-gestor?new_gestor_id=${gestorId}`, {
    method: 'PUT',
    headers: auth(admin),
  });
}

const waiting = new Map();
const closeGestor = await openStream(gestor, (type, data) => {
  if (type === 'chat.message' && waiting.has(data.message_text)) {
    waiting.get(data.message_text)(performance.now());
  }
});

async function measureLatency(label) {
  const latencies = [];
  for (let index = 0; index < MESSAGES; index++) {
    const text = `${label} ${index} ${Math.random().toString(36).slice(2)}`;
    const arrived = new Promise((resolve) => waiting.set(text, resolve));
    const sentAt = performance.now();
    const response = await fetch(`${api}/tramite-requests/${created.id}/messages`, {
      method: 'POST',
      headers: { ...auth(cliente), 'content-type': 'application/json' },
      body: JSON.stringify({ message_text: text }),
    });
    if (response.status !== 201) throw new Error(`POST message: ${response.status} ${await response.text()}`);
    latencies.push((await arrived) - sentAt);
    waiting.delete(text);
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: latencies.at(-1) };
}

async function metric(name) {
  const text = await (await fetch(`${api}/metrics`, { headers: auth(admin) })).text();
  return Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1]);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Median of a few samples a second apart (the heap moves with every collection). */
async function memory() {
  const samples = [];
  for (let index = 0; index < 5; index++) {
    await sleep(1000);
    samples.push({
      rss: await metric('tramites_process_resident_memory_bytes'),
      heap: await metric('tramites_nodejs_heap_size_used_bytes'),
    });
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { rss: median(samples.map((s) => s.rss)), heap: median(samples.map((s) => s.heap)) };
}

const fmt = (value) => value.toFixed(1).padStart(7);
console.info(`Live events: ${MESSAGES} chat messages, POST by the client → arrival on the gestor's stream`);
await measureLatency('warm-up');
const quiet = await measureLatency('m');
console.info(
  `  1 stream open        p50 ${fmt(quiet.p50)} ms  p95 ${fmt(quiet.p95)} ms  p99 ${fmt(quiet.p99)} ms  max ${fmt(quiet.max)} ms`,
);

const before = await memory();
const closers = [];
for (let index = 0; index < STREAMS; index++) {
  // Streams of the client: every message of the request is written to each of them too.
  closers.push(await openStream(cliente));
}
while ((await metric('tramites_live_streams')) < STREAMS + 1) await sleep(200);
const after = await memory();
const busy = await measureLatency('b');
console.info(
  `  ${STREAMS + 1} streams open     p50 ${fmt(busy.p50)} ms  p95 ${fmt(busy.p95)} ms  p99 ${fmt(busy.p99)} ms  max ${fmt(busy.max)} ms  (each message written to ${STREAMS + 1} streams)`,
);
const perStream = (bytes) => `${(bytes / STREAMS / 1024).toFixed(1)} KB`;
console.info(
  `Memory for ${STREAMS} more open streams: RSS ${(before.rss / 2 ** 20).toFixed(0)} → ${(after.rss / 2 ** 20).toFixed(0)} MB (${perStream(after.rss - before.rss)} per stream), heap used ${(before.heap / 2 ** 20).toFixed(1)} → ${(after.heap / 2 ** 20).toFixed(1)} MB (${perStream(after.heap - before.heap)} per stream)`,
);

for (const close of closers) close();
closeGestor();
if (server) await stopServer(server.child);
console.info(`(server: ${server ? path.relative(root, serverBundle) : base})`);
