import { jwtVerify, SignJWT } from 'jose';

export interface TokenIssuer {
  sign: (userId: string) => Promise<string>;
  /** Returns the user id, or null for a bad or expired token. */
  verify: (token: string) => Promise<string | null>;
}

/** Verified tokens kept in memory (a few MB at most). */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
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
  const verified = new Map<string, { userId: string; expiresAt: number }>();
  const remember = (token: string, entry: { userId: string; expiresAt: number }) => {
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      verified.delete(verified.keys().next().value!);
    }
    verified.set(token, entry);
  };
  return {
    sign: async (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) {
        return known.userId;
      }
      verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') {
          return null;
        }
        if (payload.exp !== undefined) {
          remember(token, { userId: payload.sub, expiresAt: payload.exp * 1000 });
        }
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
