import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenIssuer } from './tokens.ts';

const SECRET = 'test-secret-test-secret-test-secret-0123';

afterEach(() => {
  vi.useRealTimers();
});

describe('createTokenIssuer', () => {
  it("verifies its own tokens, again and again, and refuses another secret's", async () => {
    const tokens = createTokenIssuer(SECRET, 60);
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    const forged = await createTokenIssuer(`${SECRET}-other`, 60).sign('user-1');
    expect(await tokens.verify(forged)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const tokens = createTokenIssuer(SECRET, 60);
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    vi.setSystemTime(new Date('2026-11-27T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
