import {
  isStaff,
  MSG,
  PASSWORD_MSG,
  type SignInStep,
  STAFF_PASSWORD_MIN_LENGTH,
  TWO_FACTOR_MSG,
  TwoFactorCodeSchema,
  type TwoFactorSetup,
  type TwoFactorStatus,
  USERS_ADMIN_MSG,
  type User,
} from '@tramites/shared';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isDemoAccountEmail } from '../../../db/seed/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
} from '../../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../../lib/password.ts';
import type { SecretBox } from '../../../lib/secret-box.ts';
import { recordAdminChange } from '../../audit/audit.service.ts';
import { getUser, type UserRow } from '../../users/users.service.ts';
import type { LoginThrottle } from '../login-throttle.ts';
import { newPasswordProblem } from '../password/password.service.ts';
import { createRecoveryCodes, hashRecoveryCode } from './recovery-codes.ts';
import { type ChallengeStep, passwordTagOf, type SignInChallenges } from './sign-in-challenge.ts';
import { createTotpSecret, matchTotpStep, otpauthUrl } from './totp.ts';
import {
  claimTotpStep,
  clearTotp,
  enableTotp,
  lockUserForTotp,
  setPendingTotpSecret,
  updatePasswordHash,
  useRecoveryCode,
} from './two-factor.repository.ts';

export interface TwoFactorDeps {
  db: Database;
  challenges: SignInChallenges;
  /** Demo mode: the seeded demo accounts (and only they) sign in with their password alone. */
  demoMode: boolean;
  throttle: LoginThrottle;
  /** Seals the TOTP secret for `users.totp_secret`: a copy of the database alone gives no codes away. */
  secrets: SecretBox;
}

/** Ends a successful sign-in: the server-side session and the spec's `{token, user}`. */
export type StartSession = (user: UserRow) => Promise<{ token: string; user: User }>;

/** Ends every session of an account in the caller's transaction (and drops it from every actor cache). */
export type EndSessions = (tx: DbOrTx, userId: string) => Promise<void>;

const isExempt = (deps: Pick<TwoFactorDeps, 'demoMode'>, user: UserRow) =>
  deps.demoMode && isDemoAccountEmail(user.email);

const isEnabled = (user: UserRow) => user.totpEnabledAt !== null && user.totpSecret !== null;

/** Staff must use the two-step sign-in, clients may; demo accounts in demo mode never do. */
const mustUseTwoFactor = (deps: Pick<TwoFactorDeps, 'demoMode'>, user: UserRow) =>
  isStaff(user.role) && !isExempt(deps, user);

/**
 * What a sign-in whose password was right needs next: a longer password (staff), the code (2FA on),
 * enrolment (staff without it), or nothing: then the session starts and the spec's `{token, user}` goes out.
 * `password` is the one just proved (its length is only known here, never stored in clear).
 */
export async function nextSignInStep(
  deps: Pick<TwoFactorDeps, 'challenges' | 'demoMode'>,
  params: { user: UserRow; password: string; startSession: StartSession },
): Promise<SignInStep> {
  const { user } = params;
  const challenge = (step: ChallengeStep) =>
    deps.challenges.issue({ userId: user.id, passwordHash: user.passwordHash, step });
  if (mustUseTwoFactor(deps, user) && params.password.length < STAFF_PASSWORD_MIN_LENGTH) {
    return { password_change_required: true, challenge: await challenge('password_change') };
  }
  // A demo account in demo mode is never asked for a code, even if someone turned it on: the demo is shared.
  if (isEnabled(user) && !isExempt(deps, user)) {
    return { two_factor_required: true, challenge: await challenge('two_factor') };
  }
  if (mustUseTwoFactor(deps, user)) {
    return { two_factor_setup_required: true, challenge: await challenge('two_factor_setup') };
  }
  return params.startSession(user);
}

/** The account behind a challenge of `step`, still active and with the password it was issued for. */
async function accountOfChallenge(
  deps: Pick<TwoFactorDeps, 'db' | 'challenges'>,
  challenge: string,
  step: ChallengeStep,
): Promise<UserRow> {
  const claims = await deps.challenges.verify(challenge, { step });
  const user = claims ? await getUser(deps.db, claims.userId) : undefined;
  if (!claims || !user || passwordTagOf(user.passwordHash) !== claims.passwordTag) {
    throw unauthorized(TWO_FACTOR_MSG.desafioVencido);
  }
  if (!user.isActive) {
    throw new AppError(403, MSG.cuentaInactiva, 'inactive');
  }
  return user;
}

function parseCode(code: string): string {
  const parsed = TwoFactorCodeSchema.safeParse(code);
  if (!parsed.success) {
    throw unprocessable(parsed.error.issues[0]?.message ?? TWO_FACTOR_MSG.codigoFormato, 'code');
  }
  return parsed.data;
}

/**
 * A current TOTP code (its step not used before) or an unused recovery code, each accepted once: the
 * step and the recovery code are claimed in one statement each, so two requests with one code never both pass.
 */
/**
 * The account's TOTP seed, or null when it cannot be opened: sealed under another server secret (a rotated
 * JWT_SECRET). The person then signs in with a recovery code and sets it up again; never a 500.
 */
function totpSeedOf(deps: Pick<TwoFactorDeps, 'secrets'>, user: UserRow): string | null {
  if (!user.totpSecret) {
    return null;
  }
  try {
    return deps.secrets.open(user.totpSecret);
  } catch {
    return null;
  }
}

async function acceptSecondFactor(
  deps: Pick<TwoFactorDeps, 'db' | 'secrets'>,
  user: UserRow,
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) {
    return false;
  }
  if (/^\d{6}$/.test(code)) {
    const seed = totpSeedOf(deps, user);
    const step = seed === null ? null : matchTotpStep(seed, code);
    return step !== null && (await claimTotpStep(deps.db, user.id, step));
  }
  return useRecoveryCode(deps.db, user.id, hashRecoveryCode(user.id, code));
}

/** `POST /api/auth/login/2fa`: the code after the password. Failures count toward the login throttle. */
export async function completeTwoFactorSignIn(
  deps: TwoFactorDeps,
  params: { challenge: string; code: string; ip: string; startSession: StartSession },
): Promise<{ token: string; user: User }> {
  const user = await accountOfChallenge(deps, params.challenge, 'two_factor');
  if ((await deps.throttle.secondsBlocked(params.ip, user.email)) !== null) {
    throw new AppError(429, MSG.demasiadosIntentos, 'rate_limited');
  }
  const code = parseCode(params.code);
  if (!isEnabled(user) || !(await acceptSecondFactor(deps, user, code))) {
    await deps.throttle.recordFailure(params.ip, user.email);
    throw unauthorized(TWO_FACTOR_MSG.codigoIncorrecto);
  }
  await deps.throttle.recordSuccess(user.email);
  return params.startSession(user);
}

/**
 * `POST /api/auth/password/upgrade`: a staff member whose password is shorter than the staff rule sets a
 * new one at sign-in, then goes on to the next step. Every other session of the account ends.
 */
export async function upgradePasswordAtSignIn(
  deps: TwoFactorDeps,
  params: {
    challenge: string;
    newPassword: string;
    startSession: StartSession;
    endSessions: EndSessions;
  },
): Promise<SignInStep> {
  const user = await accountOfChallenge(deps, params.challenge, 'password_change');
  // The rule of every new password (staff length, not a common one), then not the one it replaces.
  const problem = newPasswordProblem(params.newPassword, user.role);
  if (problem) {
    throw unprocessable(problem, 'new_password');
  }
  if (await verifyPassword(user.passwordHash, params.newPassword)) {
    throw unprocessable(PASSWORD_MSG.igualALaActual, 'new_password');
  }
  const passwordHash = await hashPassword(params.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, user.id, passwordHash);
    await params.endSessions(tx, user.id);
  });
  const step = await nextSignInStep(deps, {
    user: { ...user, passwordHash },
    password: params.newPassword,
    startSession: params.startSession,
  });
  if ('token' in step) {
    await deps.throttle.recordSuccess(user.email);
  }
  return step;
}

/**
 * Whose enrolment this is: the challenge of a staff sign-in, or the signed-in user (a client opting in
 * from /cuenta). Refused once it is on, and for demo accounts in demo mode (the demo must stay open).
 */
async function enrollingAccount(
  deps: TwoFactorDeps,
  who: { challenge: string } | { actor: Actor },
): Promise<UserRow> {
  const user =
    'challenge' in who
      ? await accountOfChallenge(deps, who.challenge, 'two_factor_setup')
      : await getUser(deps.db, who.actor.id);
  if (!user) {
    throw unauthorized(MSG.tokenInvalido);
  }
  if (isExempt(deps, user)) {
    throw conflict(TWO_FACTOR_MSG.cuentaDemo);
  }
  if (isEnabled(user)) {
    throw conflict(TWO_FACTOR_MSG.yaActiva);
  }
  return user;
}

/** `POST /api/auth/2fa/setup`: a new secret, kept but not trusted until a code proves the app has it. */
export async function setupTwoFactor(
  deps: TwoFactorDeps,
  who: { challenge: string } | { actor: Actor },
): Promise<TwoFactorSetup> {
  const user = await enrollingAccount(deps, who);
  const secret = createTotpSecret();
  await setPendingTotpSecret(deps.db, user.id, deps.secrets.seal(secret));
  return { secret, otpauth_url: otpauthUrl(secret, user.email) };
}

/**
 * `POST /api/auth/2fa/enable`: the first code turns it on and gives ten recovery codes, shown once and
 * kept as hashes. With a sign-in challenge it also signs the person in.
 */
export async function enableTwoFactor(
  deps: TwoFactorDeps,
  who: { challenge: string } | { actor: Actor },
  params: { code: string; startSession: StartSession },
): Promise<{ recovery_codes: string[]; token?: string; user?: User }> {
  const user = await enrollingAccount(deps, who);
  const code = parseCode(params.code);
  const seed = totpSeedOf(deps, user);
  if (seed === null) {
    throw conflict(TWO_FACTOR_MSG.sinConfigurar);
  }
  const step = /^\d{6}$/.test(code) ? matchTotpStep(seed, code) : null;
  if (step === null) {
    throw unprocessable(TWO_FACTOR_MSG.codigoIncorrecto, 'code');
  }
  const recoveryCodes = createRecoveryCodes();
  const enabled = await deps.db.transaction((tx) =>
    enableTotp(tx, {
      userId: user.id,
      step,
      codeHashes: recoveryCodes.map((recoveryCode) => hashRecoveryCode(user.id, recoveryCode)),
    }),
  );
  if (!enabled) {
    throw conflict(TWO_FACTOR_MSG.yaActiva);
  }
  if ('challenge' in who) {
    // The sign-in this enrolment was part of is finished: the account's failures are cleared.
    await deps.throttle.recordSuccess(user.email);
    return { recovery_codes: recoveryCodes, ...(await params.startSession(user)) };
  }
  return { recovery_codes: recoveryCodes };
}

/** `GET /api/auth/2fa`: what the account page shows. */
export async function twoFactorStatus(
  deps: Pick<TwoFactorDeps, 'db' | 'demoMode'>,
  actor: Actor,
): Promise<TwoFactorStatus> {
  const user = await getUser(deps.db, actor.id);
  if (!user) {
    throw unauthorized(MSG.tokenInvalido);
  }
  const enabled = isEnabled(user);
  return {
    enabled,
    can_enable: !enabled && !isExempt(deps, user),
    can_disable: enabled && !isStaff(user.role),
  };
}

/** `POST /api/auth/2fa/disable`: a client turns it off with a current code; staff never (checked before). */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  params: { actor: Actor; code: string; ip: string },
): Promise<void> {
  if (isStaff(params.actor.role)) {
    throw forbidden(TWO_FACTOR_MSG.personalNoDesactiva);
  }
  const code = parseCode(params.code);
  const user = await getUser(deps.db, params.actor.id);
  if (!user || !isEnabled(user)) {
    throw conflict(TWO_FACTOR_MSG.noActiva);
  }
  if ((await deps.throttle.secondsBlocked(params.ip, user.email)) !== null) {
    throw new AppError(429, MSG.demasiadosIntentos, 'rate_limited');
  }
  if (!(await acceptSecondFactor(deps, user, code))) {
    await deps.throttle.recordFailure(params.ip, user.email);
    throw unprocessable(TWO_FACTOR_MSG.codigoIncorrecto, 'code');
  }
  await deps.db.transaction((tx) => clearTotp(tx, user.id));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/admin/users/{id}/2fa/reset`: an admin clears someone's two-step sign-in (a gestor who lost
 * the phone), audited; that person's sessions end and they enrol again at the next sign-in. Never one's own:
 * a stolen admin session must not be able to strip its own second factor.
 */
export async function resetTwoFactorByAdmin(
  deps: Pick<TwoFactorDeps, 'db'>,
  params: { actor: Actor; userId: string; endSessions: EndSessions },
): Promise<void> {
  if (!UUID.test(params.userId)) {
    throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
  }
  await deps.db.transaction(async (tx) => {
    const user = await lockUserForTotp(tx, params.userId.toLowerCase());
    if (!user) {
      throw notFound(USERS_ADMIN_MSG.usuarioNoEncontrado);
    }
    if (user.id === params.actor.id) {
      throw conflict(TWO_FACTOR_MSG.propioRestablecimiento);
    }
    if (user.totpSecret === null && user.totpEnabledAt === null) {
      throw conflict(TWO_FACTOR_MSG.noActiva);
    }
    await clearTotp(tx, user.id);
    await recordAdminChange(tx, params.actor, {
      entity: 'user',
      entityId: user.id,
      action: 'two_factor_reset',
      before: { two_factor_enabled: user.totpEnabledAt !== null },
      after: { two_factor_enabled: false },
    });
    await params.endSessions(tx, user.id);
  });
}
