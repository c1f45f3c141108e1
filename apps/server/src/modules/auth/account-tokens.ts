import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type AccountTokenRow, accountTokens } from '../../db/schema/index.ts';

/**
 * One-time links sent by e-mail (issue 23), whatever they are for: password reset, e-mail verification,
 * e-mail change. Only the SHA-256 of the random token is stored; a link is alive while unused and
 * unexpired, and each purpose keeps one live link per user (a newer e-mail voids the older ones).
 */
export type AccountTokenPurpose = AccountTokenRow['purpose'];

export const sha256Hex = (token: string) => createHash('sha256').update(token).digest('hex');

/** A link's secret (256 random bits, URL-safe) and the hash that alone is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256Hex(token) };
}

const alive = (now: Date) => and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now));

/**
 * Stores a new link (its hash only) and ends the user's earlier ones of the same purpose: only the
 * newest e-mail works, so an old message lying in an inbox is worth nothing.
 */
export async function insertAccountToken(
  tx: DbOrTx,
  params: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
    newEmail?: string;
  },
): Promise<void> {
  await expireAccountTokensOf(tx, params.userId, [params.purpose], params.now);
  await tx.insert(accountTokens).values({
    userId: params.userId,
    purpose: params.purpose,
    tokenHash: params.tokenHash,
    newEmail: params.newEmail ?? null,
    createdAt: params.now,
    expiresAt: params.expiresAt,
  });
}

/** An unused, unexpired link with that hash and one of `purposes`, or undefined. */
export async function findLiveAccountToken(
  db: DbOrTx,
  tokenHash: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<Pick<AccountTokenRow, 'id' | 'userId' | 'purpose' | 'newEmail'> | undefined> {
  const [row] = await db
    .select({
      id: accountTokens.id,
      userId: accountTokens.userId,
      purpose: accountTokens.purpose,
      newEmail: accountTokens.newEmail,
    })
    .from(accountTokens)
    .where(
      and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.purpose, [...purposes]), alive(now)),
    );
  return row;
}

/**
 * Marks a link used, if it still was unused and alive: of two requests racing with one link, exactly
 * one gets true (the row's update is atomic).
 */
export async function consumeAccountToken(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, id), alive(now)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Ends every pending link of a user with one of `purposes` (a newer one was sent, or what it would change did). */
export async function expireAccountTokensOf(
  tx: DbOrTx,
  userId: string,
  purposes: readonly AccountTokenPurpose[],
  now: Date,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, [...purposes]), alive(now)));
}
