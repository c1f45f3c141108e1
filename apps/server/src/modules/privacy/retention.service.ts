import { documentsPurgeDate, RETENTION_WARNING_DAYS } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { notifyDocumentsPurgeWarning } from '../notifications/notification-rules.ts';
import { purgeDocumentFiles } from './document-file-purge.ts';
import { findDocumentsToPurge, findRequestsToWarn, markPurgeWarned } from './retention.repository.ts';

/** How often each instance runs the retention purge (one at a time across instances). */
export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;

/** Requests warned, or documents purged, per query. */
const BATCH_SIZE = 100;

/** The name of the retention purge's PostgreSQL advisory lock, the same on every instance. */
export const RETENTION_LOCK = 'tramites-mx:document-retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/** "26 de mayo de 2027", the day as a client in Mexico reads it, whatever the server's zone. */
const mexicoLongDate = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export interface RetentionContext {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  /** DOCUMENT_RETENTION_DAYS. */
  retentionDays: number;
}

export interface RetentionResult {
  /** Clients warned (one per request). */
  warned: number;
  /** Documents (versions) whose file was removed. */
  purged: number;
  /**
   * Warnings that failed (tried again at the next run) and files the storage failed to delete (their rows
   * are tombstones already: the storage sweep removes a file no live row claims).
   */
  failed: number;
}

/**
 * The retention of document files (issue 25), as of `now`: first warns the client of every closed request
 * that reaches RETENTION_WARNING_DAYS before the end of its period (once per closing: notification and
 * e-mail), then purges the files of every request past its period whose client was warned at least
 * RETENTION_WARNING_DAYS ago, so a request closed long ago and never warned is warned now and purged a
 * week later, never at once. Rows stay as tombstones. One failure does not stop the rest.
 */
export async function applyDocumentRetention(
  ctx: RetentionContext,
  now: Date = new Date(),
): Promise<RetentionResult> {
  const result: RetentionResult = { warned: 0, purged: 0, failed: 0 };
  await warnBeforePurge(ctx, now, result);
  await purgeExpiredFiles(ctx, now, result);
  return result;
}

async function warnBeforePurge(ctx: RetentionContext, now: Date, result: RetentionResult): Promise<void> {
  const closedBefore = new Date(now.getTime() - (ctx.retentionDays - RETENTION_WARNING_DAYS) * DAY_MS);
  let afterId: string | null = null;
  for (;;) {
    const batch = await findRequestsToWarn(ctx.db, { closedBefore, afterId, limit: BATCH_SIZE });
    for (const request of batch) {
      try {
        // The mark and the notification (its e-mail queued in the same row) commit together, or neither.
        const warned = await ctx.db.transaction(async (tx) => {
          if (!(await markPurgeWarned(tx, { id: request.id, closedBefore, now }))) {
            return false;
          }
          const purgeDate = documentsPurgeDate(
            { closedAt: request.closedAt, purgeWarnedAt: now, retentionDays: ctx.retentionDays },
            now,
          );
          await notifyDocumentsPurgeWarning(tx, request, {
            date: mexicoLongDate.format(purgeDate),
            retentionDays: ctx.retentionDays,
          });
          return true;
        });
        if (warned) {
          result.warned++;
        }
      } catch (error) {
        result.failed++;
        ctx.log.error({ err: error, requestId: request.id }, 'retention warning failed');
      }
    }
    if (batch.length < BATCH_SIZE) {
      return;
    }
    afterId = batch.at(-1)!.id;
  }
}

async function purgeExpiredFiles(ctx: RetentionContext, now: Date, result: RetentionResult): Promise<void> {
  const closedBefore = new Date(now.getTime() - ctx.retentionDays * DAY_MS);
  const warnedBefore = new Date(now.getTime() - RETENTION_WARNING_DAYS * DAY_MS);
  let afterId: string | null = null;
  for (;;) {
    const batch = await findDocumentsToPurge(ctx.db, {
      closedBefore,
      warnedBefore,
      afterId,
      limit: BATCH_SIZE,
    });
    for (const document of batch) {
      // One document at a time: a file the storage fails to delete leaves its row a tombstone (marked
      // first) and its file to the storage sweep, and the rest go on.
      try {
        result.purged += await purgeDocumentFiles(ctx, [document.id], now);
      } catch (error) {
        result.failed++;
        ctx.log.error({ err: error, documentId: document.id }, 'retention purge of a file failed');
      }
    }
    if (batch.length < BATCH_SIZE) {
      return;
    }
    afterId = batch.at(-1)!.id;
  }
}

/** The retention as scheduled work: under its lock (undefined if another instance runs it), with a log of counts. */
export async function runDocumentRetention(
  ctx: Omit<RetentionContext, 'db'> & { handle: DatabaseHandle },
  now: Date = new Date(),
): Promise<RetentionResult | undefined> {
  const result = await underAdvisoryLock(ctx.handle, RETENTION_LOCK, () =>
    applyDocumentRetention({ ...ctx, db: ctx.handle.db }, now),
  );
  if (result && (result.warned > 0 || result.purged > 0 || result.failed > 0)) {
    ctx.log.info(
      { ...result, driver: ctx.storage.driver },
      'document retention: warned clients, purged files',
    );
  }
  return result;
}
