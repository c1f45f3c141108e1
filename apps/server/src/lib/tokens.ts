import { jwtVerify, SignJWT } from 'jose';

export interface TokenIssuer {
  sign: (userId: string) => Promise<string>;
  /** Returns the user id, or null for a bad or expired token. */
  verify: (token: string) => Promise<string | null>;
}

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
