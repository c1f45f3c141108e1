import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { recoveryCodes, users } from '../../../db/schema/index.ts';

/** The TOTP columns of one account (the rest of the row comes from the users service). */
export async function setPendingTotpSecret(db: DbOrTx, userId: string, secret: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Turns the two-step sign-in on, with the step of the code that proved the app works, and replaces every
 * recovery code. Only if still off (two enrolments at once: the second finds nothing to update).
 */
export async function enableTotp(
  tx: DbOrTx,
  params: { userId: string; step: number; codeHashes: string[] },
): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ totpEnabledAt: new Date(), totpLastStep: params.step, updatedAt: new Date() })
    .where(and(eq(users.id, params.userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (updated.length === 0) {
    return false;
  }
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, params.userId));
  await tx
    .insert(recoveryCodes)
    .values(params.codeHashes.map((codeHash) => ({ userId: params.userId, codeHash })));
  return true;
}

/**
 * Records `step` as the last accepted one, only if it comes after the last: one statement, so two
 * requests with the same code cannot both pass.
 */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Marks an unused recovery code used; false when there is none with that hash (or it was used). */
export async function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const updated = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return updated.length > 0;
}

/** Turns it off: secret, enabled mark, last step and every recovery code. */
export async function clearTotp(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

export async function lockUserForTotp(tx: DbOrTx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
