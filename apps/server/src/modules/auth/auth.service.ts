import { type LoginInput, MSG, type RegisterSchema, type SignInStep, type User } from '@tramites/shared';
import type { z } from 'zod';
import { AppError, conflict, unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { notifyPendingGestor } from '../notifications/notification-rules.ts';
import { recordConsent } from '../privacy/consents.service.ts';
import { createUser, getUserByEmail, type UserRow } from '../users/users.service.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { assertPasswordNotCommon } from './password/common-passwords.ts';
import { type SessionDeps, startSession } from './sessions.service.ts';
import type { SignInChallenges } from './two-factor/sign-in-challenge.ts';
import { nextSignInStep } from './two-factor/two-factor.service.ts';

// Compared against when the email is unknown so both paths cost one argon2 verify (no user enumeration by timing).
let dummyHash: Promise<string> | undefined;

/** Who is signing in, from where: a session records it. */
export interface SignInContext {
  ip: string;
  userAgent: string;
}

export async function registerUser(
  deps: SessionDeps,
  input: z.output<typeof RegisterSchema>,
  context: SignInContext,
): Promise<{ token: string; user: User }> {
  // A validation rule (422), so before the duplicate e-mail (409).
  assertPasswordNotCommon(input.password);
  if (await getUserByEmail(deps.db, input.email)) {
    throw conflict(MSG.emailDuplicado, 'email_taken');
  }
  const passwordHash = await hashPassword(input.password);
  let row: UserRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const created = await createUser(tx, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        role: input.role,
        passwordHash,
        // A self-registered gestor waits for an admin's approval before seeing cases (DESIGN 9.5).
        isApproved: input.role !== 'gestor',
        // The version the web showed with its box ticked (the schema accepts only the one in force).
        privacyNoticeVersion: input.privacy_notice_version ?? null,
      });
      // Issue 25: the proof of that acceptance (version, time, IP, browser), with the account or not at all.
      if (input.privacy_notice_version) {
        await recordConsent(tx, { userId: created.id, kind: 'aviso', granted: true, origin: context });
      }
      if (!created.isApproved) {
        await notifyPendingGestor(tx, { name: created.name, email: created.email });
      }
      return created;
    });
  } catch (error) {
    // Two simultaneous registrations: the unique index decides.
    if (
      (error as { cause?: { code?: string } }).cause?.code === '23505' ||
      (error as { code?: string }).code === '23505'
    ) {
      throw conflict(MSG.emailDuplicado, 'email_taken');
    }
    throw error;
  }
  return startSession(deps, { user: row, ...context });
}

/**
 * `POST /api/auth/login`: the password, then what the account still needs (issue 23): the spec's
 * `{token, user}` when nothing (clients without 2FA, demo accounts in demo mode), otherwise the next step
 * with its challenge and no token (a longer staff password, the code, or staff enrolment).
 */
export async function loginUser(
  deps: SessionDeps & { throttle: LoginThrottle; challenges: SignInChallenges; demoMode: boolean },
  input: LoginInput,
  context: SignInContext,
): Promise<SignInStep> {
  const { ip } = context;
  // Checked before the password: once blocked, even the right password waits (guessing gains nothing).
  const waitSeconds = await deps.throttle.secondsBlocked(ip, input.email);
  if (waitSeconds !== null) {
    throw new AppError(429, MSG.demasiadosIntentos, 'rate_limited');
  }
  const row = await getUserByEmail(deps.db, input.email);
  // An unknown email costs one argon2 verify all the same (no user enumeration by timing).
  dummyHash ??= hashPassword('contraseña-que-no-existe');
  const isPasswordRight = await verifyPassword(row?.passwordHash ?? (await dummyHash), input.password);
  if (!row || !isPasswordRight) {
    await deps.throttle.recordFailure(ip, input.email);
    throw unauthorized(MSG.credencialesInvalidas);
  }
  if (!row.isActive) {
    throw new AppError(403, MSG.cuentaInactiva, 'inactive');
  }
  const step = await nextSignInStep(deps, {
    user: row,
    password: input.password,
    startSession: (user) => startSession(deps, { user, ...context }),
  });
  // Only a finished sign-in clears the account's failures: with a second step to go, the right password
  // must not wipe the wrong codes counted so far (else password, 9 codes, password, 9 codes…).
  if ('token' in step) {
    await deps.throttle.recordSuccess(input.email);
  }
  return step;
}
