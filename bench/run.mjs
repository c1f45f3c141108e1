// `npm run bench`: the budgets of DESIGN section 7, as ratios against a bare Fastify route in one run.
import { ensureBuilt, load, loadTool, rssMb, startServer, stopServer, tempDataDir } from './lib.mjs';
import { runLighthouse } from './lighthouse.mjs';

ensureBuilt();
const dataDir = tempDataDir();
const env = { DATA_DIR: dataDir, DEMO_MODE: 'false' };

// First run migrates and seeds; the budget is for the runs after it.
const first = await startServer({ port: 3301, env });
await stopServer(first.child);
const server = await startServer({ port: 3301, env });
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

// The main script of the first load, as a browser asks for it (the brotli twin, from memory).
const shellHtml = await (await fetch(`${base}/`)).text();
const mainScript = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(shellHtml)?.[1];

const rows = [];
const bareResult = await load('http://127.0.0.1:3302/');
rows.push(['bare Fastify GET /', bareResult]);
rows.push(['GET /api/categories', await load(`${base}/api/categories`)]);
rows.push([
  `GET /api/categories/${categoryId}/tramites`,
  await load(`${base}/api/categories/${categoryId}/tramites`),
]);

if (mainScript) {
  // fetch decodes the body: the bytes on the wire are the Content-Length of the br answer.
  const asset = await fetch(`${base}${mainScript}`, { headers: { 'accept-encoding': 'br' } });
  const wireBytes = Number(asset.headers.get('content-length'));
  await asset.arrayBuffer();
  rows.push([
    `GET ${mainScript} (br, ${(wireBytes / 1024).toFixed(0)} KiB)`,
    await load(`${base}${mainScript}`),
  ]);
}

await stopServer(bare.child);
// Lighthouse last, on the idle server: the load above must not skew the page timings.
const pages = await runLighthouse([`${base}/`, `${base}/categorias`, `${base}/categoria/${categoryId}`]);
await stopServer(server.child);

console.info(
  `\nTrámites MX benchmark (production start, embedded PGlite, 127.0.0.1, ${loadTool}, 50 connections)`,
);
console.info(
  `cold start (after first run): ${first.startupMs.toFixed(0)} ms first run, ${server.startupMs.toFixed(0)} ms after`,
);
console.info(`idle RSS: ${idleRss.toFixed(0)} MB (budget < 350 MB)`);
console.info(
  `${'\nroute'.padEnd(44) + 'req/s'.padStart(10) + 'p99 ms'.padStart(9) + 'ratio'.padStart(8)}  errors`,
);
for (const [name, result] of rows) {
  const ratio = result.rps / bareResult.rps;
  console.info(
    name.padEnd(43) +
      result.rps.toFixed(0).padStart(10) +
      String(result.p99).padStart(9) +
      ratio.toFixed(2).padStart(8) +
      `  ${result.non2xx + result.errors}`,
  );
}
console.info('\nbudget: catalogue routes >= 0.50 of bare Fastify (served from the in-memory cache)');
console.info('static asset: served from memory with its build-time brotli twin (nginx class, issue 14)');

console.info('\nLighthouse 12, mobile profile (performance budget >= 95, LCP < 2.0 s: DESIGN section 7)');
console.info(
  `${'page'.padEnd(26)}${'perf'.padStart(6)}${'FCP s'.padStart(8)}${'LCP s'.padStart(8)}${'TBT ms'.padStart(9)}${'CLS'.padStart(7)}${'KiB'.padStart(7)}`,
);
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
      page.transferKiB.toFixed(0).padStart(7),
  );
}
