// p95 latency of the request lists with 100,000 requests in the embedded database (DESIGN section 7: < 50 ms).
// Run: node bench/list-100k.mjs  (or with DATABASE_URL to measure on PostgreSQL).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedCatalog, seedDemoUsers } from '../apps/server/src/db/seed/index.ts';
import { ensureBuilt, sequentialLatency, startServer, stopServer, tempDataDir } from './lib.mjs';

const ROWS = 100_000;
ensureBuilt();
const dataDir = tempDataDir();
const databaseUrl = process.env.DATABASE_URL;
const handle = await openDatabase({ databaseUrl, embeddedDb: `${dataDir}/db` });
await seedCatalog(handle.db);
await seedDemoUsers(handle.db);
const t0 = performance.now();
// Random but realistic rows: every status, every procedure, the three demo users as client/gestor.
await handle.db.execute(sql`
  insert into tramite_requests (folio, client_id, tramite_id, tramite_name, status, nombre_completo, telefono, email,
    assigned_gestor_id, sla_days, created_at, updated_at, search_text)
  select 'TMX-2026-' || lpad(g::text, 6, '0'),
         (select id from users where email = 'cliente@demo.mx'),
         t.id, t.name,
         (array['cotizacion_solicitada','cotizacion_enviada','pago_procesado','esperando_documentos',
                'documentos_en_revision','documentos_rechazados','en_proceso','esperando_autoridad',
                'listo_para_entrega','completado','cancelado'])[1 + g % 11],
         'Cliente ' || g, '5512345678', 'cliente' || g || '@example.mx',
         case when g % 7 = 0 then null else (select id from users where email = 'gestor@demo.mx') end,
         t.estimated_time_days,
         now() - (g || ' minutes')::interval, now(),
         lower('tmx-2026-' || lpad(g::text, 6, '0') || ' ' || t.name || ' cliente ' || g)
  from generate_series(1, ${ROWS}) g
  join tramites t on t.id = 1 + (g % (select count(*) from tramites))
`);
await handle.db.execute(sql`analyze`);
console.info(`inserted ${ROWS} requests in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await handle.close();

const server = await startServer({
  port: 3303,
  env: { DATA_DIR: dataDir, DEMO_MODE: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
});
const base = 'http://127.0.0.1:3303/api';
const login = await fetch(`${base}/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.mx', password: 'demo1234' }),
});
const { token } = await login.json();
const headers = { authorization: `Bearer ${token}` };
const cases = [
  'solicitudes/enriched',
  'solicitudes/enriched?status=en_proceso',
  'solicitudes/enriched?sort=fecha_asc&offset=5000',
  'solicitudes/enriched?sort=tramite',
  'solicitudes/enriched?sort=vencimiento',
  'solicitudes/enriched?search=tmx-2026-0999',
  'solicitudes/summary',
  'dashboard/stats',
];
console.info(
  `\n${databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)'}, ${ROWS} requests, admin scope, 100 sequential requests each`,
);
console.info('endpoint'.padEnd(52) + 'p50 ms'.padStart(8) + 'p95 ms'.padStart(8));
for (const path of cases) {
  await sequentialLatency(`${base}/${path}`, { count: 10, headers }); // warm-up
  const result = await sequentialLatency(`${base}/${path}`, { count: 100, headers });
  console.info(
    `GET /api/${path}`.padEnd(52) + result.p50.toFixed(1).padStart(8) + result.p95.toFixed(1).padStart(8),
  );
}
await stopServer(server.child);
