import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'server-secret-server-secret-server-secret';

describe('createSecretBox', () => {
  it('opens what it sealed, never storing the plaintext, with a new nonce each time', () => {
    const box = createSecretBox(SECRET, 'totp');
    const first = box.seal('JBSWY3DPEHPK3PXP');
    const second = box.seal('JBSWY3DPEHPK3PXP');
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(box.open(first)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(second)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a changed value, a plaintext, and a value sealed under another secret or purpose', () => {
    const box = createSecretBox(SECRET, 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [version, nonce, body] = sealed.split(':');
    const flipped = `${body!.slice(0, -2)}${body!.endsWith('A') ? 'B' : 'A'}${body!.slice(-1)}`;
    expect(() => box.open(`${version}:${nonce}:${flipped}`)).toThrow();
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow();
    expect(() => createSecretBox(`${SECRET}-other`, 'totp').open(sealed)).toThrow();
    expect(() => createSecretBox(SECRET, 'other purpose').open(sealed)).toThrow();
  });
});
