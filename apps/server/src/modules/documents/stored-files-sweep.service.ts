import type { FastifyBaseLogger } from 'fastify';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { ListedObject, Storage } from '../../lib/storage/index.ts';
import { findExistingStorageKeys } from './documents.repository.ts';

/**
 * An upload that has written nothing for this long is dead (a crash, a client gone): its partial file may go,
 * and so may a stored file that still has no row (renamed into place, then its transaction never committed).
 * Ages are by last write, so an upload still streaming is never touched, however long it takes.
 */
export const UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

/** How often each instance runs the sweep (one at a time across instances). */
export const STORAGE_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Keys checked against the database per query. */
const BATCH_SIZE = 500;

/** The name of this sweep's PostgreSQL advisory lock, the same on every instance. */
const SWEEP_LOCK = 'tramites-mx:storage-sweep';

export interface SweepResult {
  partials: number;
  orphans: number;
}

/**
 * Removes what crashes leave in the storage: partial files older than the upload timeout, and stored
 * files older than that which no document row points at. Never a file with a row, never a fresh one.
 */
export async function sweepStoredFiles(
  ctx: { handle: DatabaseHandle; storage: Storage },
  now: Date = new Date(),
): Promise<SweepResult> {
  const cutoff = now.getTime() - UPLOAD_TIMEOUT_MS;
  const result: SweepResult = { partials: 0, orphans: 0 };
  let batch: ListedObject[] = [];
  const sweepBatch = async () => {
    const withRow = await findExistingStorageKeys(
      ctx.handle.db,
      batch.map((entry) => entry.key),
    );
    for (const entry of batch) {
      if (!withRow.has(entry.key)) {
        await ctx.storage.deleteListed(entry);
        result.orphans++;
      }
    }
    batch = [];
  };
  for await (const entry of ctx.storage.list()) {
    if (entry.modifiedAt.getTime() > cutoff) {
      continue;
    }
    if (entry.partial) {
      await ctx.storage.deleteListed(entry);
      result.partials++;
      continue;
    }
    batch.push(entry);
    if (batch.length >= BATCH_SIZE) {
      await sweepBatch();
    }
  }
  if (batch.length > 0) {
    await sweepBatch();
  }
  return result;
}

/** The sweep as scheduled work: under the lock, with one log line saying what it removed. */
export async function runStorageSweep(
  ctx: { handle: DatabaseHandle; storage: Storage; log: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<SweepResult | undefined> {
  const result = await underAdvisoryLock(ctx.handle, SWEEP_LOCK, () => sweepStoredFiles(ctx, now));
  if (result && (result.partials > 0 || result.orphans > 0)) {
    ctx.log.info(
      { partials: result.partials, orphans: result.orphans, driver: ctx.storage.driver },
      'storage sweep removed abandoned uploads',
    );
  }
  return result;
}
