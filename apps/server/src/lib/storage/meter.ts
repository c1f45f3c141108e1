import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** A pass-through that counts the bytes and hashes them as they flow (SHA-256, and MD5 when asked). */
export class HashMeter extends Transform {
  private readonly sha256: Hash = createHash('sha256');
  private readonly md5: Hash | undefined;
  private size = 0;

  constructor(options: { md5?: boolean } = {}) {
    super();
    this.md5 = options.md5 ? createHash('md5') : undefined;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    this.sha256.update(chunk);
    this.md5?.update(chunk);
    callback(null, chunk);
  }

  /** Call once, after the stream has finished. */
  digest(): { size: number; sha256: string; md5Base64: string | undefined } {
    return { size: this.size, sha256: this.sha256.digest('hex'), md5Base64: this.md5?.digest('base64') };
  }
}
