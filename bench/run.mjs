// `npm run bench`: the budgets of DESIGN section 7, as ratios against a bare Fastify route.
//   npm run bench -- --runs 3          the catalogue ratios over three runs (each: bare, then the routes)
//   npm run bench -- --no-lighthouse   skip the browser part
//   npm run bench -- --no-signed-in    skip the signed-in routes (issue 22)
//   npm run bench -- --pg postgres://…  the signed-in routes on PostgreSQL too (or DATABASE_URL in the environment)
//   npm run bench -- --workers 2       autocannon in 2 threads (is one thread the limit? compare the ratios)
// Each load row says how many cores the load generator, the server and the rest of the machine used: a
// generator at a full core (marked !) was the limit, and the row's ratio is not the server's.
import { parseArgs } from 'node:util';
import {
  describeCpu,
  ensureBuilt,
  firstLoadJs,
  GENERATOR_BOUND_CPU,
  load,
  loadTool,
  rssMb,
  serverMicrosPerRequest,
  startServer,
  stopServer,
  tempDataDir,
} from './lib.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { measureSignedIn, printSignedIn } from './signed-in.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    workers: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-signed-in': { type: 'boolean', default: false },
    pg: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const workers = args.workers ? Number.parseInt(args.workers, 10) : undefined;

ensureBuilt();
const dataDir = tempDataDir();
// As in production: the request log on (LOG_LEVEL=info, one line per request), written to /dev/null here.
// The catalogue part is on PGlite whatever the environment says (an empty DATABASE_URL is none).
const env = { DATA_DIR: dataDir, DEMO_MODE: 'false', LOG_LEVEL: 'info', DATABASE_URL: '' };
const databaseUrl = args.pg ?? process.env.DATABASE_URL;

// First run migrates and seeds; the budget is for the runs after it.
const first = await startServer({ port: 3301, env, stdout: 'ignore' });
await stopServer(first.child);
const server = await startServer({ port: 3301, env, stdout: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 2000));
const idleRss = rssMb(server.child.pid);

const bare = await startServer({
  script: new URL('./bare-server.mjs', import.meta.url).pathname,
  port: 3302,
  readyPath: '/',
});
const base = 'http://127.0.0.1:3301';
const categories = await (await fetch(`${base}/api/categories`)).json();
const categoryId = categories[0].id;
const [firstTramite] = await (await fetch(`${base}/api/categories/${categoryId}/tramites`)).json();
// Every kind of public page (issue 26 adds the procedure's own; issue 25 the aviso).
const pagePaths = [
  '/',
  '/categorias',
  `/categoria/${categoryId}`,
  `/tramite-info/${firstTramite.id}`,
  '/privacidad',
];

const firstLoads = [];
for (const pathname of pagePaths) {
  firstLoads.push([pathname, await firstLoadJs(base, pathname)]);
}

// The app chunk, as a browser asks for it (the brotli twin, from memory).
const shellHtml = await (await fetch(`${base}/login`)).text();
const appScript = /<link rel="modulepreload"[^>]*href="(\/assets\/start-[^"]+\.js)"/.exec(shellHtml)?.[1];

// Read now, before the load runs: a keep-alive socket left idle through them may be closed under fetch.
let assetRow = null;
let appScriptWireBytes = 0;
if (appScript) {
  // fetch decodes the body: the bytes on the wire are the Content-Length of the br answer.
  const asset = await fetch(`${base}${appScript}`, { headers: { 'accept-encoding': 'br' } });
  appScriptWireBytes = Number(asset.headers.get('content-length'));
  await asset.arrayBuffer();
}

const catalogueRoutes = ['/api/categories', `/api/categories/${categoryId}/tramites`];
const runResults = [];
for (let run = 1; run <= runs; run++) {
  const bareResult = await load('http://127.0.0.1:3302/', { serverPid: bare.child.pid, workers });
  const routes = [];
  for (const route of catalogueRoutes) {
    routes.push([route, await load(`${base}${route}`, { serverPid: server.child.pid, workers })]);
  }
  runResults.push({ bareResult, routes });
}

if (appScript) {
  assetRow = [
    `GET ${appScript} (br, ${(appScriptWireBytes / 1024).toFixed(0)} KiB)`,
    await load(`${base}${appScript}`, { serverPid: server.child.pid, workers }),
  ];
}

await stopServer(bare.child);
// Lighthouse last, on the idle server: the load above must not skew the page timings.
const pages = args['no-lighthouse']
  ? []
  : await runLighthouse(pagePaths.map((pathname) => `${base}${pathname}`));
await stopServer(server.child);

// Each database on its own demo-mode start, after the catalogue's server has stopped.
const signedIn = [];
if (!args['no-signed-in']) {
  signedIn.push(['PGlite (embedded)', await measureSignedIn({ port: 3311, workers })]);
  if (databaseUrl) {
    signedIn.push(['PostgreSQL', await measureSignedIn({ port: 3313, workers, databaseUrl })]);
  }
}

console.info(
  `\nTrámites MX benchmark (production start, embedded PGlite, LOG_LEVEL=info, 127.0.0.1, ${workers ? `autocannon (${workers} threads)` : loadTool}, 50 connections)`,
);
console.info(
  `cold start (after first run): ${first.startupMs.toFixed(0)} ms first run, ${server.startupMs.toFixed(0)} ms after`,
);
console.info(`idle RSS: ${idleRss.toFixed(0)} MB (budget < 350 MB)`);

// cpu: cores used by the load generator (! = a full core: it was the limit), the server, other processes.
// µs/req: server CPU per request; cpu ratio: the bare route's µs/req over the route's, the ratio the
// server alone would reach (a generator-bound or crowded run understates or flatters the req/s ratio).
const header = `${'\nroute'.padEnd(44) + 'req/s'.padStart(10) + 'p99 ms'.padStart(9) + 'ratio'.padStart(8)}  errors   gen    srv  other  µs/req  cpu ratio`;
const row = (name, result, bareResult) =>
  console.info(
    name.padEnd(43) +
      result.rps.toFixed(0).padStart(10) +
      String(result.p99).padStart(9) +
      (result.rps / bareResult.rps).toFixed(2).padStart(8) +
      String(result.non2xx + result.errors).padStart(8) +
      describeCpu(result) +
      serverMicrosPerRequest(result).toFixed(1).padStart(8) +
      (serverMicrosPerRequest(bareResult) / serverMicrosPerRequest(result)).toFixed(2).padStart(11),
  );
const isGeneratorBound = (result) => result.loadCpu >= GENERATOR_BOUND_CPU;
runResults.forEach(({ bareResult, routes }, index) => {
  console.info(runs > 1 ? `\nrun ${index + 1} of ${runs}${header}` : header);
  row('bare Fastify GET /', bareResult, bareResult);
  for (const [route, result] of routes) {
    row(`GET ${route}`, result, bareResult);
  }
  if (index === runResults.length - 1 && assetRow) {
    row(assetRow[0], assetRow[1], bareResult);
  }
  const bound = [['bare Fastify', bareResult], ...routes].filter(([, result]) => isGeneratorBound(result));
  if (bound.length > 0) {
    console.info(
      `  LOAD GENERATOR WAS THE LIMIT for ${bound.map(([name]) => name).join(', ')} (>= ${GENERATOR_BOUND_CPU} core): ` +
        "its req/s is a floor, so the ratio is not the server's. Read the cpu ratio, or rerun with --workers 2 or wrk.",
    );
  }
});
if (runs > 1) {
  console.info('\ncatalogue ratio per run (budget >= 0.50 in each; in brackets the cpu ratio):');
  for (const [position, route] of catalogueRoutes.entries()) {
    const ratios = runResults.map(({ bareResult, routes }) => routes[position][1].rps / bareResult.rps);
    const cpuRatios = runResults.map(
      ({ bareResult, routes }) =>
        serverMicrosPerRequest(bareResult) / serverMicrosPerRequest(routes[position][1]),
    );
    console.info(
      `  GET ${route}`.padEnd(44) +
        `${ratios.map((ratio, run) => `${ratio.toFixed(2)} (${cpuRatios[run].toFixed(2)})`).join('  ')}   (min ${Math.min(...ratios).toFixed(2)}: ${Math.min(...ratios) >= 0.5 ? 'met' : 'NOT met'})`,
    );
  }
}
console.info('\nbudget: catalogue routes >= 0.50 of bare Fastify (served from the in-memory cache)');
console.info('static asset: served from memory with its build-time brotli twin (nginx class, issue 14)');

console.info('\nFirst-load JavaScript (every script the HTML pulls, on the wire; budget <= 120 KB brotli)');
console.info(
  `${'page'.padEnd(26)}${'files'.padStart(6)}${'br KB'.padStart(9)}${'gzip KB'.padStart(9)}  prerendered`,
);
for (const [pathname, js] of firstLoads) {
  console.info(
    pathname.padEnd(26) +
      String(js.files).padStart(6) +
      (js.br / 1000).toFixed(1).padStart(9) +
      (js.gzip / 1000).toFixed(1).padStart(9) +
      `  ${js.isPrerendered ? 'yes' : 'no'}`,
  );
}

if (pages.length > 0) {
  console.info(
    '\nLighthouse 12, mobile profile (performance >= 95, LCP < 2.0 s: DESIGN section 7; SEO and accessibility 100: issue 26)',
  );
  console.info(
    `${'page'.padEnd(26)}${'perf'.padStart(6)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(9)}${'CLS'.padStart(7)}${'KiB'.padStart(7)}${'SEO'.padStart(6)}${'a11y'.padStart(6)}`,
  );
}
for (const page of pages) {
  if (page.error) {
    console.info(`${new URL(page.url).pathname.padEnd(26)}  Lighthouse could not measure it: ${page.error}`);
    continue;
  }
  console.info(
    new URL(page.url).pathname.padEnd(26) +
      String(page.performance).padStart(6) +
      (page.fcpMs / 1000).toFixed(1).padStart(8) +
      (page.lcpMs / 1000).toFixed(1).padStart(8) +
      page.tbtMs.toFixed(0).padStart(9) +
      page.cls.toFixed(3).padStart(7) +
      page.transferKiB.toFixed(0).padStart(7) +
      String(page.seo).padStart(6) +
      String(page.accessibility).padStart(6) +
      (page.failedAudits.length > 0 ? `  (${page.failedAudits.join(', ')})` : ''),
  );
}
for (const [label, result] of signedIn) {
  printSignedIn(label, result);
}
