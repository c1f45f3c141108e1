import type { AuditAction } from '@tramites/shared';
import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeAsOneStatement } from '../../db/one-statement.ts';
import type { Performer } from '../../lib/actor.ts';
import { postSystemMessage } from '../chat/chat.service.ts';
import type { EventRequest } from '../live/live-events.service.ts';
import { auditEventInsert } from './audit-events.repository.ts';

export type { Performer };

export const performerRole = (performer: Performer) => (performer === 'system' ? 'system' : performer.role);
export const performerId = (performer: Performer) => (performer === 'system' ? null : performer.id);

/**
 * Every change is an audit event and a system chat message (DESIGN section 4), in the caller's transaction.
 * `request` is the row as it stands after the change: its parties receive the message live.
 */
export async function recordEvent(
  tx: DbOrTx,
  params: {
    request: EventRequest;
    performer: Performer;
    action: AuditAction;
    fromStatus?: string | null;
    toStatus?: string | null;
    reason?: string;
    isOverride?: boolean;
    metadata?: Record<string, unknown>;
    chatMessage?: string;
  },
  /** Other writes of the same event (its live event), run in the same statement. */
  alongside: Record<string, SQLWrapper> = {},
): Promise<void> {
  const audit = auditEventInsert(tx, {
    requestId: params.request.id,
    actorId: performerId(params.performer),
    actorRole: performerRole(params.performer),
    action: params.action,
    fromStatus: params.fromStatus ?? null,
    toStatus: params.toStatus ?? null,
    reason: params.reason ?? '',
    isOverride: params.isOverride ?? false,
    metadata: params.metadata ?? {},
  });
  // One statement writes the audit row, the message with its live event, and `alongside`.
  if (params.chatMessage) {
    await postSystemMessage(tx, params.request, params.chatMessage, { ...alongside, audit });
  } else {
    await executeAsOneStatement(tx, alongside, audit);
  }
}
