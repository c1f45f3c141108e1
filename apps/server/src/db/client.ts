import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock.ts';
import { type ListenHandlers, listenPg, listenPglite, type Unlisten } from './listen.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either the database or an open transaction. */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /** Present with `pg`: a pool other plugins may use. */
  pool?: pg.Pool;
  /**
   * LISTEN on a channel: PGlite's own notifications in the embedded mode, a dedicated connection
   * (reopened when lost) with PostgreSQL. Each instance of the app listens; NOTIFY reaches them all.
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;
  close: () => Promise<void>;
}

/** One code path above the driver: PGlite when no DATABASE_URL, node-postgres otherwise. */
export async function openDatabase(options: {
  databaseUrl?: string;
  embeddedDb: 'memory' | string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    // A warning, not an error: the pool recovers by itself (and tests that drop their database see it).
    pool.on('error', (error) => console.warn('PostgreSQL: conexión inactiva cerrada', error.message));
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Database,
      driver: 'pg',
      pool,
      listen: (channel, handlers) => listenPg(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  // pg_trgm serves the request-list search (a GIN trigram index); PostgreSQL ships it as a contrib module.
  const pgliteOptions = { extensions: { pg_trgm } };
  const unlock = options.embeddedDb === 'memory' ? () => undefined : lockDataDirectory(options.embeddedDb);
  const client =
    options.embeddedDb === 'memory'
      ? new PGlite(pgliteOptions)
      : new PGlite(options.embeddedDb, pgliteOptions);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** Works from the sources (src/db) and from the bundle (dist/): walks up to apps/server/drizzle. */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) {
      return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('No se encontró la carpeta de migraciones (drizzle/)');
}
