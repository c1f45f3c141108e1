import { createHash, createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** What a sign-in still needs after the password. */
export type ChallengeStep = 'two_factor' | 'two_factor_setup' | 'password_change';

/** A challenge lives 5 minutes (issue 23). */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

const PURPOSE = 'sign_in_challenge';

export interface SignInChallenges {
  issue: (params: { userId: string; passwordHash: string; step: ChallengeStep }) => Promise<string>;
  /** The user id, or null for a bad, expired or other-step challenge, or one from before a password change. */
  verify: (challenge: string, params: { step: ChallengeStep }) => Promise<ChallengeClaims | null>;
}

export interface ChallengeClaims {
  userId: string;
  /** Compared with the account's current hash: a password change voids every challenge issued before it. */
  passwordTag: string;
}

/** A short fingerprint of the password hash: never the hash itself in a token. */
export const passwordTagOf = (passwordHash: string): string =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/**
 * Challenges are JWTs signed with a key of their own, derived from JWT_SECRET: the session token check
 * (lib/tokens.ts) can never take one for a session token, and a session token is never a challenge.
 * Stateless, so any instance checks them; they carry their step and a purpose claim.
 */
export function createSignInChallenges(jwtSecret: string, now: () => number = Date.now): SignInChallenges {
  const key = createHmac('sha256', jwtSecret).update('tramites-mx sign-in challenge').digest();
  return {
    issue: ({ userId, passwordHash, step }) => {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ purpose: PURPOSE, step, pwd: passwordTagOf(passwordHash) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + CHALLENGE_TTL_SECONDS)
        .sign(key);
    },
    verify: async (challenge, { step }) => {
      try {
        const { payload } = await jwtVerify(challenge, key, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        if (
          payload.purpose !== PURPOSE ||
          payload.step !== step ||
          typeof payload.sub !== 'string' ||
          typeof payload.pwd !== 'string'
        ) {
          return null;
        }
        return { userId: payload.sub, passwordTag: payload.pwd };
      } catch {
        return null;
      }
    },
  };
}
