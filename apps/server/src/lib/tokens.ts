import { jwtVerify, SignJWT } from 'jose';

/** What a valid token says: whose it is and which server-side session it belongs to. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface TokenIssuer {
  /** A token for one session, valid until the session's absolute end. */
  sign: (claims: TokenClaims, expiresAt: Date) => Promise<string>;
  /** The token's claims, or null for a bad or expired token (a live session is checked apart). */
  verify: (token: string) => Promise<TokenClaims | null>;
}

/** Verified tokens kept in memory (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenIssuer(secret: string): TokenIssuer {
  // Imported once: given the raw bytes, jose would import a key again on every call.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // Tokens already verified, until they expire: a signature is checked once per token, not per request.
  // Bounded (the oldest goes first); a bad token is never kept, so it is checked, and refused, every time.
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();
  const remember = (token: string, entry: TokenClaims & { expiresAt: number }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      verified.delete(verified.keys().next().value!);
    }
    verified.set(token, entry);
  };
  return {
    sign: async ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) {
        return { userId: known.userId, sessionId: known.sessionId };
      }
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        // A token from before sessions (no `sid`) names no session: it is refused, and its owner signs in again.
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || payload.exp === undefined) {
          return null;
        }
        const claims = { userId: payload.sub, sessionId: payload.sid };
        remember(token, { ...claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
