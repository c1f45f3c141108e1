// Shared helpers for the benchmark scripts: start the production server, wait for it, measure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const serverBundle = path.join(root, 'apps/server/dist/server.js');

export function ensureBuilt() {
  const outputs = [serverBundle, 'apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
  if (!outputs.every((output) => existsSync(path.resolve(root, output)))) {
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(1);
  }
}

export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'tmx-bench-'));

/** What every bench start of the server is given: production, with a fixed secret (tokens outlive a restart). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
};

/**
 * Starts a Node script as a production server and resolves once `readyPath` answers 200, with the time it
 * took. `stdout: 'ignore'` discards its log (e.g. the request log at LOG_LEVEL=info) instead of printing it.
 */
export async function startServer({
  script = serverBundle,
  port,
  env = {},
  readyPath = '/api/health',
  stdout = 'inherit',
}) {
  const started = performance.now();
  // SERVER_NODE_FLAGS: node options for the server only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profile" to
  // see where a run's time goes (node refuses --cpu-prof in NODE_OPTIONS).
  const nodeFlags = process.env.SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd: root,
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}${readyPath}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, startupMs: performance.now() - started };
}

export async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

export const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
};

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
export const loadTool = hasWrk ? 'wrk (1 thread)' : 'autocannon (1 thread)';

const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** CPU seconds of a process (user + system) from /proc; with `children`, of its waited-for children too. */
function cpuSeconds(pid, { children = false } = {}) {
  try {
    // Fields after the command name (which may hold spaces): utime is the 14th field, cutime the 16th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime + stime + (children ? cutime + cstime : 0)) / clockTicks;
  } catch {
    return Number.NaN; // the process is gone
  }
}

/** CPU seconds the whole machine spent busy (every core, from /proc/stat): the rest is other processes. */
function machineBusySeconds() {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / clockTicks; // idle and iowait left out
}

/**
 * Starts counting CPU; the function it returns gives the cores used since, on average: by this process and
 * its waited-for children (`loadCpu`: the load generator), by the server (`serverCpu`, given its pid) and by
 * every other process of the machine (`otherCpu`: a busy machine, not the server, may explain a low figure).
 */
export function startCpuMeter(serverPid) {
  const started = {
    at: performance.now(),
    machine: machineBusySeconds(),
    generator: cpuSeconds(process.pid, { children: true }),
    server: serverPid ? cpuSeconds(serverPid) : Number.NaN,
  };
  return () => {
    const elapsed = (performance.now() - started.at) / 1000;
    const loadCpu = (cpuSeconds(process.pid, { children: true }) - started.generator) / elapsed;
    const serverCpu = serverPid ? (cpuSeconds(serverPid) - started.server) / elapsed : Number.NaN;
    const otherCpu = (machineBusySeconds() - started.machine) / elapsed - loadCpu - (serverCpu || 0);
    return { loadCpu, serverCpu, otherCpu };
  };
}

/**
 * A load generator that used this share of one core was the limit, not the server: a faster server would
 * not have been measured faster. The bench flags such runs instead of printing their ratio as the server's.
 */
export const GENERATOR_BOUND_CPU = 0.9;

/**
 * Load from the bench process: wrk when installed (a C client leaves more of the 2 cores to the server;
 * `apt-get install wrk`), else autocannon in this process. Besides req/s and p99, the CPU the load
 * generator (`loadCpu`) and the server (`serverCpu`, given its pid) used, in cores.
 */
export async function load(
  url,
  { duration = 8, connections = 50, warmUp = 2, headers = {}, serverPid, workers } = {},
) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  if (hasWrk) {
    // Steady state, for the bare route and ours alike: JIT compilation and first fills are not measured.
    spawnSync('wrk', ['-t1', `-c${connections}`, `-d${warmUp}s`, ...headerArgs, url], { encoding: 'utf8' });
    // The CPU is measured over the measured run only, not the warm-up.
    return measureAfterWarmUp();
  }
  await autocannon({ url, duration: warmUp, connections, headers, workers });
  return measureAfterWarmUp();

  async function measureAfterWarmUp() {
    const cpu = startCpuMeter(serverPid);
    const withCpu = (result) => ({ ...result, ...cpu() });
    if (hasWrk) {
      // The headers a browser sends: the catalogue answers gzip to clients that accept it.
      const out = spawnSync(
        'wrk',
        [
          '-t1',
          `-c${connections}`,
          `-d${duration}s`,
          '--latency',
          '-H',
          'Accept-Encoding: gzip, deflate, br',
          ...headerArgs,
          url,
        ],
        { encoding: 'utf8' },
      );
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out.stdout)?.[1] ?? 0);
      const p99 = /99%\s+([\d.]+)(us|ms|s)/.exec(out.stdout);
      const factor = { us: 0.001, ms: 1, s: 1000 }[p99?.[2] ?? 'ms'];
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out.stdout)?.[1] ?? 0);
      return withCpu({
        rps,
        p99: p99 ? Number((Number(p99[1]) * factor).toFixed(2)) : Number.NaN,
        non2xx,
        errors: 0,
      });
    }
    const result = await autocannon({
      url,
      duration,
      connections,
      pipelining: 1,
      workers,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
    });
    return withCpu({
      rps: result.requests.average,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    });
  }
}

/**
 * Cores used during the measured run: the load generator (`!` when it was the limit, see
 * GENERATOR_BOUND_CPU), the server, and every other process of the machine.
 */
export const describeCpu = ({ loadCpu, serverCpu, otherCpu }) =>
  `${loadCpu.toFixed(2).padStart(5)}${loadCpu >= GENERATOR_BOUND_CPU ? '!' : ' '}` +
  `${(Number.isNaN(serverCpu) ? '-' : serverCpu.toFixed(2)).padStart(6)}${Math.max(0, otherCpu).toFixed(2).padStart(7)}`;

/** Server CPU per request in microseconds: a figure the load generator and a busy machine affect least. */
export const serverMicrosPerRequest = ({ serverCpu, rps }) => (serverCpu / rps) * 1e6;

/** Sequential requests: latency percentiles as one user sees them. */
export async function sequentialLatency(url, { count = 200, headers = {} } = {}) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/**
 * The JavaScript a page's first load brings, as a browser gets it: every script and modulepreload of its
 * HTML, and the scripts a prerendered page lists for after its first paint (`data-preload`). Bytes on the
 * wire for brotli and for gzip (the Content-Length of each precompressed answer).
 */
export async function firstLoadJs(base, pathname) {
  const html = await (await fetch(`${base}${pathname}`)).text();
  const urls = new Set();
  for (const [, src] of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) urls.add(src);
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(href);
  for (const [, list] of html.matchAll(/data-preload="([^"]*)"/g)) {
    for (const href of list.split(' ').filter(Boolean)) urls.add(href);
  }
  const wireBytes = async (url, encoding) => {
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } });
    const body = await response.arrayBuffer();
    return Number(response.headers.get('content-length') ?? body.byteLength);
  };
  let br = 0;
  let gzip = 0;
  for (const url of urls) {
    br += await wireBytes(url, 'br');
    gzip += await wireBytes(url, 'gzip');
  }
  return { files: urls.size, br, gzip, isPrerendered: html.includes('id="prerender-state"') };
}

/**
 * A raw SSE reader over node:http (GET /api/events with a session): calls onEvent(type, data) per event and
 * resolves, once the stream answers 200, to a function that closes it.
 */
export function openEventStream(url, token, onEvent = () => undefined) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream: ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (type && data) onEvent(type, JSON.parse(data));
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('error', () => undefined);
        resolve(() => request.destroy());
      },
    );
    request.on('error', reject);
  });
}
