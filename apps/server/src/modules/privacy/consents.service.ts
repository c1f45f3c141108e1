import {
  CONSENT_KINDS,
  type ConsentCreateSchema,
  type ConsentKind,
  type ConsentState,
  type ConsentsResponse,
  isCurrentPrivacyNotice,
  PRIVACY_NOTICE_VERSION,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { publishAccountChange } from '../live/live-events.service.ts';
import { setPrivacyNoticeVersionOf } from '../users/users.service.ts';
import {
  type ConsentRow,
  findLatestConsent,
  findLatestConsents,
  insertConsent,
} from './consents.repository.ts';

/** Where a consent was given from: the proof keeps the IP and the browser. */
export interface ConsentOrigin {
  /** null only for the seeds' own records (no request behind them). */
  ip: string | null;
  userAgent: string | null;
}

/** One consent record (given or revoked), as the law asks to prove it: who, which version, when, from where. */
export async function recordConsent(
  tx: DbOrTx,
  params: { userId: string; kind: ConsentKind; granted: boolean; origin: ConsentOrigin },
): Promise<ConsentRow> {
  return insertConsent(tx, {
    userId: params.userId,
    kind: params.kind,
    version: PRIVACY_NOTICE_VERSION,
    granted: params.granted,
    ip: params.origin.ip,
    // A header is the client's to choose: kept short, as sessions keep it.
    userAgent: params.origin.userAgent?.slice(0, 300) ?? null,
  });
}

/** Whether the latest choice of `kind` grants it under the aviso in force. */
const isCurrentGrant = (row: ConsentRow | undefined): boolean =>
  row?.granted === true && isCurrentPrivacyNotice(row.version);

/** Whether the user gave express consent for sensitive data under the aviso in force (a sensitive request asks). */
export async function hasSensitiveDataConsent(db: DbOrTx, userId: string): Promise<boolean> {
  return isCurrentGrant(await findLatestConsent(db, userId, 'sensibles'));
}

function toConsentsResponse(rows: ConsentRow[]): ConsentsResponse {
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  const consents = CONSENT_KINDS.map((kind): ConsentState => {
    const row = byKind.get(kind);
    return {
      kind,
      granted: row?.granted ?? false,
      version: row?.version ?? null,
      updated_at: row?.createdAt.toISOString() ?? null,
    };
  });
  return {
    notice_version: PRIVACY_NOTICE_VERSION,
    aviso_accepted: isCurrentGrant(byKind.get('aviso')),
    sensibles_granted: isCurrentGrant(byKind.get('sensibles')),
    consents,
  };
}

/** GET /api/privacy/consents: the signed-in user's current choice of each kind. */
export async function getConsents(db: DbOrTx, actor: Actor): Promise<ConsentsResponse> {
  return toConsentsResponse(await findLatestConsents(db, actor.id));
}

/**
 * POST /api/privacy/consents (the schema already refused another version and a revocation of the aviso or
 * of sensitive data). Accepting the aviso also updates the account's accepted version, and every instance
 * reads the account again (its session carries that version).
 */
export async function giveConsent(
  db: Database,
  actor: Actor,
  input: z.output<typeof ConsentCreateSchema>,
  origin: ConsentOrigin,
): Promise<ConsentsResponse> {
  await db.transaction(async (tx) => {
    await recordConsent(tx, { userId: actor.id, kind: input.kind, granted: input.granted, origin });
    if (input.kind === 'aviso') {
      await setPrivacyNoticeVersionOf(tx, actor.id, PRIVACY_NOTICE_VERSION);
      await publishAccountChange(tx, actor.id);
    }
  });
  return getConsents(db, actor);
}
