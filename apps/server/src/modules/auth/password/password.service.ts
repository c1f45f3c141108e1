import {
  type ChangePasswordSchema,
  MSG,
  PASSWORD_MSG,
  PASSWORD_RESET_TTL_MINUTES,
  passwordMinLengthFor,
  type ResetPasswordResponse,
  type ResetPasswordSchema,
  type Role,
  USERS_ADMIN_MSG,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, conflict, notFound, unprocessable } from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import { recordAdminChange } from '../../audit/audit.service.ts';
import { getUser, getUserByEmail, type UserRow } from '../../users/users.service.ts';
import { newLinkToken, sha256Hex } from '../account-tokens.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import { endSessionsOf } from '../sessions.service.ts';
import type { BackgroundMail } from './background-mail.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  consumeResetToken,
  expireResetTokensOf,
  findLiveResetToken,
  insertResetToken,
  setPasswordHash,
} from './password.repository.ts';
import { composePasswordChangedEmail, composeResetEmail, resetLinkUrl } from './password-emails.ts';
import type { ResetRequestLimiter } from './reset-request-limiter.ts';

export interface PasswordDeps {
  db: Database;
  /** The login throttle's own instance: a wrong current password counts as a failed sign-in. */
  throttle: LoginThrottle;
  resetLimiter: ResetRequestLimiter;
  mail: BackgroundMail;
  /** Where links in e-mails point (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Drops the user's cached sessions on this instance once the change is committed: its next request
   * reads them again at once; other instances drop them when the account.changed event reaches them.
   */
  forgetCachedSessions: (userId: string) => void;
  now?: () => Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why a new password is refused for an account of `role`, or null: length by role, then the common list. */
export function newPasswordProblem(password: string, role: Role): string | null {
  if (password.length < passwordMinLengthFor(role)) {
    return role === 'cliente' ? MSG.passwordMin : PASSWORD_MSG.staffMin;
  }
  if (isCommonPassword(password)) {
    return PASSWORD_MSG.comun;
  }
  return null;
}

function assertNewPasswordAllowed(password: string, role: Role, field: string): void {
  const problem = newPasswordProblem(password, role);
  if (problem) {
    throw unprocessable(problem, field);
  }
}

/** Stores a fresh reset link for the user (ending older ones) and mails it once committed. */
async function sendResetLink(deps: PasswordDeps, user: UserRow, tx: DbOrTx = deps.db) {
  const now = deps.now?.() ?? new Date();
  const { token, tokenHash } = newLinkToken();
  await insertResetToken(tx, {
    userId: user.id,
    tokenHash,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    now,
  });
  return composeResetEmail(user, resetLinkUrl(deps.publicUrl, token));
}

/**
 * POST /api/auth/password/forgot: always the same answer, in about the same time. The tries are counted
 * first (429 past the budget, for any address); the rest — storing and mailing the link of an active
 * account — runs after the answer, so a known address costs the response no more than an unknown one.
 */
export async function requestPasswordReset(deps: PasswordDeps, email: string, ip: string): Promise<void> {
  if (!(await deps.resetLimiter.tryConsume(ip, email))) {
    throw new AppError(429, MSG.demasiadosIntentos, 'rate_limited');
  }
  const user = await getUserByEmail(deps.db, email);
  // Done either way, so both paths do the same work before answering.
  newLinkToken();
  if (!user?.isActive) {
    return;
  }
  deps.mail.run('password reset e-mail', async (send) => {
    await send(await sendResetLink(deps, user));
  });
}

/**
 * POST /api/auth/password/reset: a live link sets the password once. A used, expired or unknown link is
 * 400; then the new password's rules (422); then, in one transaction, the link is spent (exactly one of
 * two racing requests wins), the password set, the user's other links ended and every session ended.
 */
export async function resetPassword(
  deps: PasswordDeps,
  input: z.output<typeof ResetPasswordSchema>,
): Promise<ResetPasswordResponse> {
  const now = deps.now?.() ?? new Date();
  const invalidLink = () => new AppError(400, PASSWORD_MSG.enlaceInvalido, 'invalid_link');
  const link = await findLiveResetToken(deps.db, sha256Hex(input.token), now);
  const user = link ? await getUser(deps.db, link.userId) : undefined;
  if (!link || !user?.isActive) {
    throw invalidLink();
  }
  assertNewPasswordAllowed(input.password, user.role, 'password');
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeResetToken(tx, link.id, now))) {
      throw invalidLink();
    }
    await setPasswordHash(tx, { userId: user.id, passwordHash, now });
    await expireResetTokensOf(tx, user.id, now);
    await endSessionsOf(tx, user.id);
  });
  deps.forgetCachedSessions(user.id);
  // Whoever was locked out by failed sign-ins may now sign in with the new password.
  await deps.throttle.recordSuccess(user.email);
  deps.mail.send('password changed notice', composePasswordChangedEmail(user, deps.publicUrl));
  return { detail: PASSWORD_MSG.restablecida, email: user.email };
}

/**
 * POST /api/auth/password/change: the current password proves it is the owner (a wrong one counts in
 * the login throttle, and the throttle blocks here as at sign-in), the new one follows the role's
 * rules, and every other session of the user ends; the one that made the change stays.
 */
export async function changePassword(
  deps: PasswordDeps,
  params: {
    actor: Actor;
    sessionId: string | null;
    ip: string;
    input: z.output<typeof ChangePasswordSchema>;
  },
): Promise<{ detail: string }> {
  const { actor, input } = params;
  if ((await deps.throttle.secondsBlocked(params.ip, actor.email)) !== null) {
    throw new AppError(429, MSG.demasiadosIntentos, 'rate_limited');
  }
  const user = await getUser(deps.db, actor.id);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    await deps.throttle.recordFailure(params.ip, actor.email);
    throw unprocessable(PASSWORD_MSG.actualIncorrecta, 'current_password');
  }
  await deps.throttle.recordSuccess(actor.email);
  assertNewPasswordAllowed(input.new_password, user.role, 'new_password');
  if (input.new_password === input.current_password) {
    throw unprocessable(PASSWORD_MSG.igualALaActual, 'new_password');
  }
  const now = deps.now?.() ?? new Date();
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, { userId: user.id, passwordHash, now });
    // A reset link sent before the change would undo it: it goes too.
    await expireResetTokensOf(tx, user.id, now);
    await endSessionsOf(tx, user.id, params.sessionId ? { except: params.sessionId } : {});
  });
  deps.forgetCachedSessions(user.id);
  deps.mail.send('password changed notice', composePasswordChangedEmail(user, deps.publicUrl));
  return { detail: PASSWORD_MSG.cambiada };
}

/**
 * POST /api/admin/users/{id}/password-reset: the user gets the same e-mail as from "¿Olvidaste tu
 * contraseña?"; the admin never sees the link nor sets the password. Audited with the link's creation,
 * in one transaction. A deactivated account is refused (409): its link could not be used.
 */
export async function sendResetLinkByAdmin(
  deps: PasswordDeps,
  actor: Actor,
  id: string,
): Promise<{ detail: string }> {
  if (!UUID.test(id)) {
    throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
  }
  const user = await getUser(deps.db, id);
  if (!user) {
    throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
  }
  if (!user.isActive) {
    throw conflict(PASSWORD_MSG.cuentaInactivaEnlace);
  }
  const email = await deps.db.transaction(async (tx) => {
    const composed = await sendResetLink(deps, user, tx);
    await recordAdminChange(tx, actor, {
      entity: 'user',
      entityId: user.id,
      action: 'password_reset_sent',
      after: { email: user.email },
    });
    return composed;
  });
  deps.mail.send('password reset e-mail (sent by an admin)', email);
  return { detail: PASSWORD_MSG.enlaceEnviadoPorAdmin(user.email) };
}
