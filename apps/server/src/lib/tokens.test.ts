import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenIssuer } from './tokens.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const claims = { userId: 'user-1', sessionId: 'session-1' };
const inAMinute = () => new Date(Date.now() + 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('createTokenIssuer', () => {
  it("verifies its own tokens, again and again, and refuses another secret's", async () => {
    const tokens = createTokenIssuer(SECRET);
    const token = await tokens.sign(claims, inAMinute());
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const forged = await createTokenIssuer(`${SECRET}-other`).sign(claims, inAMinute());
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const tokens = createTokenIssuer(SECRET);
    const token = await tokens.sign(claims, inAMinute());
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-27T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a well-signed token that names no session (issued before sessions existed)', async () => {
    const key = new TextEncoder().encode(SECRET);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setExpirationTime('1h')
      .sign(key);
    expect(await createTokenIssuer(SECRET).verify(legacy)).toBeNull();
  });
});
