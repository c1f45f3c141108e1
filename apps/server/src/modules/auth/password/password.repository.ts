import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { accountTokens, users } from '../../../db/schema/index.ts';

const RESET = 'password_reset';

/** Unused reset links of a user, still within their 30 minutes. */
const liveResetTokensOf = (userId: string, now: Date) =>
  and(
    eq(accountTokens.userId, userId),
    eq(accountTokens.purpose, RESET),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * Stores a new reset link (its hash only) and ends the user's earlier ones: only the newest e-mail
 * works, so an old message lying in an inbox is worth nothing.
 */
export async function insertResetToken(
  tx: DbOrTx,
  params: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await expireResetTokensOf(tx, params.userId, params.now);
  await tx.insert(accountTokens).values({
    userId: params.userId,
    purpose: RESET,
    tokenHash: params.tokenHash,
    createdAt: params.now,
    expiresAt: params.expiresAt,
  });
}

/** The user of an unused, unexpired reset link, or undefined. */
export async function findLiveResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, RESET),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Marks a reset link used, if it still was unused and alive: of two requests racing with one link,
 * exactly one gets true (the row's update is atomic).
 */
export async function consumeResetToken(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.id, id),
        eq(accountTokens.purpose, RESET),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** Ends every pending reset link of a user (a newer one was sent, or the password just changed). */
export async function expireResetTokensOf(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await tx.update(accountTokens).set({ expiresAt: now }).where(liveResetTokensOf(userId, now));
}

export async function setPasswordHash(
  tx: DbOrTx,
  params: { userId: string; passwordHash: string; now: Date },
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: params.passwordHash, updatedAt: params.now })
    .where(eq(users.id, params.userId));
}
