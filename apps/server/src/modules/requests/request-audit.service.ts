import type { AuditAction } from '@tramites/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { Performer } from '../../lib/actor.ts';
import { postSystemMessage } from '../chat/chat.service.ts';
import type { EventRequest } from '../live/live-events.service.ts';
import { insertAuditEvent } from './audit-events.repository.ts';

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
): Promise<void> {
  await insertAuditEvent(tx, {
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
  if (params.chatMessage) {
    await postSystemMessage(tx, params.request, params.chatMessage);
  }
}
