import {
  type ChangeEmailSchema,
  EMAIL_LINK_TTL_HOURS,
  EMAIL_MSG,
  MSG,
  PASSWORD_MSG,
  type VerifyEmailResponse,
} from '@tramites/shared';
import type { z } from 'zod';
import type { Database, DbOrTx } from '../../../db/client.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, conflict, unprocessable } from '../../../lib/app-error.ts';
import { verifyPassword } from '../../../lib/password.ts';
import { publishAccountChange } from '../../live/live-events.service.ts';
import {
  getUser,
  getUserByEmail,
  setEmailOf,
  toPublicUser,
  type UserRow,
} from '../../users/users.service.ts';
import {
  consumeAccountToken,
  expireAccountTokensOf,
  findLiveAccountToken,
  insertAccountToken,
  newLinkToken,
  sha256Hex,
} from '../account-tokens.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import type { BackgroundMail } from '../password/background-mail.ts';
import {
  composeChangeLinkEmail,
  composeChangeRequestedNotice,
  composeEmailChangedNotice,
  composeVerifyEmail,
  verifyLinkUrl,
} from './email-emails.ts';
import type { LinkRequestLimiter } from './link-request-limiter.ts';

export interface EmailDeps {
  db: Database;
  /** The login throttle's own instance: a wrong current password counts as a failed sign-in. */
  throttle: LoginThrottle;
  linkLimiter: LinkRequestLimiter;
  mail: BackgroundMail;
  /** Where links in e-mails point (PUBLIC_URL). */
  publicUrl: string;
  /**
   * Drops the user's cached sessions on this instance once a change is committed: its next request reads
   * the account again at once; other instances drop them when the account.changed event reaches them.
   */
  forgetCachedSessions: (userId: string) => void;
  now?: () => Date;
}

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' ||
  (error as { code?: string }).code === '23505';

const invalidLink = () => new AppError(400, EMAIL_MSG.enlaceInvalido, 'invalid_link');
const emailTaken = () => conflict(MSG.emailDuplicado, 'email_taken');
const tooMany = () => new AppError(429, MSG.demasiadosIntentos, 'rate_limited');

/** Stores a fresh link of `purpose` for the user (ending older ones of that purpose) and returns its URL. */
async function storeLink(
  deps: EmailDeps,
  tx: DbOrTx,
  params: { userId: string; purpose: 'email_verify' | 'email_change'; newEmail?: string },
): Promise<string> {
  const now = deps.now?.() ?? new Date();
  const { token, tokenHash } = newLinkToken();
  await insertAccountToken(tx, {
    ...params,
    tokenHash,
    now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_HOURS * 3_600_000),
  });
  return verifyLinkUrl(deps.publicUrl, token);
}

/**
 * After POST /api/auth/register: the new account's verification link is stored and mailed after the
 * answer, so a slow or broken mail server never fails a registration (the person can ask again).
 */
export function sendVerificationAfterRegistration(
  deps: EmailDeps,
  user: { id: string; name: string; email: string },
): void {
  deps.mail.run('e-mail verification', async (send) => {
    const url = await storeLink(deps, deps.db, { userId: user.id, purpose: 'email_verify' });
    await send(composeVerifyEmail(user, url));
  });
}

/**
 * POST /api/auth/email/resend: a new link for the account's current address (older ones die). 409 once
 * verified; counted per account (429 past the hour's budget).
 */
export async function resendVerification(deps: EmailDeps, actor: Actor): Promise<{ detail: string }> {
  // The row, not the cached actor: a verification that just applied on another instance counts.
  const user = await getUser(deps.db, actor.id);
  if (!user) {
    throw invalidLink();
  }
  if (user.emailVerifiedAt) {
    throw conflict(EMAIL_MSG.yaVerificado);
  }
  if (!(await deps.linkLimiter.tryConsume('verify', user.id))) {
    throw tooMany();
  }
  const url = await storeLink(deps, deps.db, { userId: user.id, purpose: 'email_verify' });
  deps.mail.send('e-mail verification', composeVerifyEmail(user, url));
  return { detail: EMAIL_MSG.enlaceReenviado(user.email) };
}

/**
 * POST /api/auth/email/change: the current password proves it is the owner (a wrong one counts in the
 * login throttle, which blocks here as at sign-in); the new address must differ (422) and be free (409).
 * Nothing changes yet: a link goes to the new address, and a notice to the old one.
 */
export async function requestEmailChange(
  deps: EmailDeps,
  params: { actor: Actor; ip: string; input: z.output<typeof ChangeEmailSchema> },
): Promise<{ detail: string }> {
  const { actor, input } = params;
  if ((await deps.throttle.secondsBlocked(params.ip, actor.email)) !== null) {
    throw tooMany();
  }
  const user = await getUser(deps.db, actor.id);
  if (!user) {
    throw invalidLink();
  }
  if (input.email === user.email.toLowerCase()) {
    throw unprocessable(EMAIL_MSG.mismoCorreo, 'email');
  }
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await deps.throttle.recordFailure(params.ip, actor.email);
    throw unprocessable(PASSWORD_MSG.actualIncorrecta, 'current_password');
  }
  await deps.throttle.recordSuccess(actor.email);
  if (await getUserByEmail(deps.db, input.email)) {
    throw emailTaken();
  }
  if (!(await deps.linkLimiter.tryConsume('change', user.id))) {
    throw tooMany();
  }
  const url = await storeLink(deps, deps.db, {
    userId: user.id,
    purpose: 'email_change',
    newEmail: input.email,
  });
  deps.mail.send('e-mail change link', composeChangeLinkEmail({ name: user.name, email: input.email }, url));
  deps.mail.send(
    'e-mail change requested notice',
    composeChangeRequestedNotice(user, input.email, deps.publicUrl),
  );
  return { detail: EMAIL_MSG.cambioSolicitado(input.email) };
}

/**
 * POST /api/auth/email/verify: a live link, once. A verification link marks the address verified; a
 * change link makes its new address the account's (verified, since the link reached it), unless another
 * account took that address meanwhile (409, the link stays unused). Either way every instance reads
 * the account again; the sessions stay (the person is still the same).
 */
export async function verifyEmail(deps: EmailDeps, token: string): Promise<VerifyEmailResponse> {
  const now = deps.now?.() ?? new Date();
  const link = await findLiveAccountToken(deps.db, sha256Hex(token), ['email_verify', 'email_change'], now);
  const user = link ? await getUser(deps.db, link.userId) : undefined;
  if (!link || !user?.isActive) {
    throw invalidLink();
  }
  const newEmail = link.purpose === 'email_change' ? link.newEmail : null;
  if (link.purpose === 'email_change' && !newEmail) {
    throw invalidLink();
  }
  if (newEmail) {
    const holder = await getUserByEmail(deps.db, newEmail);
    if (holder && holder.id !== user.id) {
      throw emailTaken();
    }
  }
  let updated: UserRow;
  try {
    updated = await deps.db.transaction(async (tx) => {
      if (!(await consumeAccountToken(tx, link.id, now))) {
        throw invalidLink();
      }
      const row = await setEmailOf(tx, user.id, {
        ...(newEmail ? { email: newEmail } : {}),
        emailVerifiedAt: newEmail ? now : (user.emailVerifiedAt ?? now),
        updatedAt: now,
      });
      if (newEmail) {
        // Links mailed to the old address (a verification, a password reset) must not act on the account now.
        await expireAccountTokensOf(tx, user.id, ['email_verify', 'email_change', 'password_reset'], now);
      } else {
        await expireAccountTokensOf(tx, user.id, ['email_verify'], now);
      }
      await publishAccountChange(tx, user.id);
      return row;
    });
  } catch (error) {
    // Two accounts claiming the address at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw emailTaken();
    }
    throw error;
  }
  deps.forgetCachedSessions(user.id);
  if (newEmail) {
    deps.mail.send('e-mail changed notice', composeEmailChangedNotice(user, newEmail, deps.publicUrl));
  }
  return {
    detail: newEmail ? EMAIL_MSG.cambiado(newEmail) : EMAIL_MSG.verificado,
    user: toPublicUser(updated),
  };
}
