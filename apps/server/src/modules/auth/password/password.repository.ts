import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import {
  consumeAccountToken,
  expireAccountTokensOf,
  findLiveAccountToken,
  insertAccountToken,
} from '../account-tokens.ts';

const RESET = 'password_reset';

/**
 * Stores a new reset link (its hash only) and ends the user's earlier ones: only the newest e-mail
 * works, so an old message lying in an inbox is worth nothing.
 */
export async function insertResetToken(
  tx: DbOrTx,
  params: { userId: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await insertAccountToken(tx, { ...params, purpose: RESET });
}

/** The user of an unused, unexpired reset link, or undefined. */
export async function findLiveResetToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; userId: string } | undefined> {
  const row = await findLiveAccountToken(db, tokenHash, [RESET], now);
  return row ? { id: row.id, userId: row.userId } : undefined;
}

/**
 * Marks a reset link used, if it still was unused and alive: of two requests racing with one link,
 * exactly one gets true (the row's update is atomic).
 */
export const consumeResetToken = (tx: DbOrTx, id: string, now: Date): Promise<boolean> =>
  consumeAccountToken(tx, id, now);

/** Ends every pending reset link of a user (a newer one was sent, or the password just changed). */
export async function expireResetTokensOf(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await expireAccountTokensOf(tx, userId, [RESET], now);
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
