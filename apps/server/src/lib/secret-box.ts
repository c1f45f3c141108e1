import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals short secrets (a TOTP seed) for storage, and opens them again. */
export interface SecretBox {
  seal: (plaintext: string) => string;
  /** The plaintext of a value `seal` wrote with this key; throws on anything else (tampered, other key). */
  open: (sealed: string) => string;
}

const VERSION = 'v1';

/**
 * AES-256-GCM with a key derived (HKDF-SHA256) from the server's secret for one `purpose`: a copy of the
 * database alone does not give the secrets away, and each purpose has its own key. Each value gets a
 * random 96-bit nonce; GCM's tag makes a changed value fail to open. Stored as `v1:<nonce>:<sealed>`.
 */
export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'tramites-mx', purpose, 32));
  return {
    seal: (plaintext) => {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}:${nonce.toString('base64url')}:${sealed.toString('base64url')}`;
    },
    open: (value) => {
      const [version, nonce, sealed] = value.split(':');
      if (version !== VERSION || !nonce || !sealed) {
        throw new Error('not a sealed value');
      }
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([
        decipher.update(bytes.subarray(0, bytes.length - 16)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
