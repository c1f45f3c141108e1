import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, Logger } from 'drizzle-orm';
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

/**
 * The node-postgres pool. A connection the server closes (restart, failover) must never crash the process:
 * - idle, the pool drops it and opens a new one on the next query (a warning, not an error: it recovers by
 *   itself, and tests that drop their database see it);
 * - checked out (between a transaction's statements, or the storage sweep's lock), pg-pool has taken its
 *   own listener off, and the client's 'error' event would be an uncaught exception that ends the process.
 *   Its statement fails instead (503, lib/db-errors), and the release drops it: it is no longer queryable.
 */
export function createPgPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => console.warn('PostgreSQL: idle connection closed', error.message));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  return pool;
}

/** One code path above the driver: PGlite when no DATABASE_URL, node-postgres otherwise. */
export async function openDatabase(options: {
  databaseUrl?: string;
  embeddedDb: 'memory' | string;
  /** Sees every statement Drizzle sends (tests count them with a StatementLog). */
  logger?: Logger;
}): Promise<DatabaseHandle> {
  const migrationsFolder = findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = createPgPool(options.databaseUrl);
    const db = drizzleNodePg(pool, { schema, logger: options.logger });
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
  const pgliteOptions = {
    extensions: { pg_trgm },
    // The tables live in template1: PGlite before 0.4 had no other database, and data directories made
    // then must open unchanged (0.4 defaults to "postgres").
    database: 'template1',
    // PostgreSQL's 128 MB of buffers live in PGlite's WebAssembly memory, all of it resident: most of the
    // embedded server's idle memory (DESIGN 7: < 350 MB). 16 MB holds the demo's tables and indexes (3 MB)
    // five times over; every signed-in route kept >= 0.6 of its raw SQL (README, Rendimiento).
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  };
  const unlock = options.embeddedDb === 'memory' ? () => undefined : lockDataDirectory(options.embeddedDb);
  const client =
    options.embeddedDb === 'memory'
      ? new PGlite(pgliteOptions)
      : new PGlite(options.embeddedDb, pgliteOptions);
  const db = drizzlePglite(client, { schema, logger: options.logger });
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
