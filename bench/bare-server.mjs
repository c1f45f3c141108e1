// The yardstick of DESIGN section 7: a bare Fastify route returning a small JSON, started like our server.
// With BARE_DATABASE_URL (PostgreSQL, through `pg`) or BARE_PGLITE (a PGlite data directory) and BARE_IDS (the
// signed-in bench's users and request, JSON), also GET /sql/<name>: a route's main SQL through the raw driver
// (bench/raw-sql.mjs), the rows answered as they come.
import Fastify from 'fastify';
import { RAW_SQL_TWINS } from './raw-sql.mjs';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const query = await openRawDriver();
if (query) {
  const ids = JSON.parse(process.env.BARE_IDS ?? '{}');
  for (const [name, statements] of Object.entries(RAW_SQL_TWINS)) {
    const bound = statements.map(([text, params]) => [text, params(ids)]);
    app.get(`/sql/${name}`, async () => {
      const results = await Promise.all(bound.map(([text, params]) => query(text, params)));
      return results.length === 1 ? results[0] : results;
    });
  }
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

/** `(sql, params) => rows` over the raw driver the environment names, or undefined for the bare route only. */
async function openRawDriver() {
  if (process.env.BARE_DATABASE_URL) {
    const { default: pg } = await import('pg');
    // The server's pool size (apps/server/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
    return async (text, params) => (await pool.query(text, params)).rows;
  }
  if (process.env.BARE_PGLITE) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    // The server's options (apps/server/src/db/client.ts): its tables are in template1, 16 MB of buffers.
    const db = new PGlite(process.env.BARE_PGLITE, {
      extensions: { pg_trgm },
      database: 'template1',
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    });
    return async (text, params) => (await db.query(text, params)).rows;
  }
  return undefined;
}
