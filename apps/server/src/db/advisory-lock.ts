import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

/**
 * Runs `work` only if no other instance holds the lock named `lockName` (DESIGN 11: scheduled work runs on
 * one instance at a time); undefined when another one does. The name is any fixed text shared by every
 * instance (hashed to the lock's key), one per kind of work: the storage sweep and the retention purge do
 * not wait for each other. A session lock, so with PostgreSQL it needs a connection of its own for the
 * whole run; the embedded database is one process with one session.
 */
export async function underAdvisoryLock<T>(
  handle: DatabaseHandle,
  lockName: string,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!handle.pool) {
    const locked = (await handle.db.execute(
      sql`select pg_try_advisory_lock(hashtext(${lockName})) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!locked.rows[0]?.locked) {
      return undefined;
    }
    try {
      return await work();
    } finally {
      await handle.db.execute(sql`select pg_advisory_unlock(hashtext(${lockName}))`);
    }
  }
  const client = await handle.pool.connect();
  try {
    const locked = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtext($1)) as locked',
      [lockName],
    );
    if (!locked.rows[0]?.locked) {
      return undefined;
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lockName]);
    }
  } finally {
    client.release();
  }
}
