import type { AccessLogAction } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import { documentAccessEvents } from '../../db/schema/index.ts';
import type { Performer } from '../../lib/actor.ts';

export interface DocumentAccess {
  document: { id: string; requestId: string };
  performer: Performer;
  action: AccessLogAction;
  ip: string | null;
}

/**
 * Writes one line of the document access log (issue 25). Callers write it in the transaction of a review
 * decision, or before the first byte of a view, preview or download is sent: an access that is not logged
 * does not happen.
 */
export async function recordDocumentAccess(db: DbOrTx, access: DocumentAccess): Promise<void> {
  await db.insert(documentAccessEvents).values({
    documentId: access.document.id,
    requestId: access.document.requestId,
    actorId: access.performer === 'system' ? null : access.performer.id,
    actorRole: access.performer === 'system' ? 'system' : access.performer.role,
    action: access.action,
    ip: access.ip,
  });
}
