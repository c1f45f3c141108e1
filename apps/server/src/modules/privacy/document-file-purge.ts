import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documents } from '../../db/schema/index.ts';
import type { Storage } from '../../lib/storage/index.ts';

/**
 * Removes the stored files of these documents and leaves each row as a tombstone (name, hash, purged_at):
 * the retention purge and an ARCO cancellation both end a document this way (issue 25). The row is marked
 * first: a crash before the delete leaves a file that no live row claims, which the storage sweep removes.
 * Returns how many documents were purged now.
 */
export async function purgeDocumentFiles(
  ctx: { db: Database; storage: Storage },
  documentIds: readonly string[],
  now: Date = new Date(),
): Promise<number> {
  if (documentIds.length === 0) {
    return 0;
  }
  const marked = await ctx.db
    .update(documents)
    .set({ purgedAt: now, updatedAt: now })
    .where(and(inArray(documents.id, [...documentIds]), isNull(documents.purgedAt)))
    .returning({ id: documents.id, storageKey: documents.storageKey });
  for (const document of marked) {
    await ctx.storage.delete(document.storageKey);
  }
  return marked.length;
}

/** A purged document's file is gone: downloads and previews answer 410 with this in mind. */
export const isPurged = (document: { purgedAt: Date | null }): boolean => document.purgedAt !== null;
