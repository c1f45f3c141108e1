import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { detectFileType, FILE_SIGNATURE_MAX_LENGTH, type StoredFileType } from '@tramites/shared';

export type UploadRejection = 'too_large' | 'wrong_type' | 'empty';

/** Why the guard stopped an upload; the service turns it into 413, 415 or 422. */
export class UploadRejectedError extends Error {
  constructor(readonly reason: UploadRejection) {
    super(`upload rejected: ${reason}`);
    this.name = 'UploadRejectedError';
  }
}

/**
 * Sits between the incoming file and the storage: holds back only the first few bytes until they
 * prove the declared type (magic numbers), then passes everything through, and stops the stream the
 * moment it grows past `maxBytes`. Nothing is buffered beyond the signature.
 */
export class UploadGuard extends Transform {
  private received = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private isVerified = false;

  constructor(private readonly options: { maxBytes: number; expectedType: StoredFileType }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.options.maxBytes) {
      callback(new UploadRejectedError('too_large'));
      return;
    }
    if (this.isVerified) {
      callback(null, chunk);
      return;
    }
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < FILE_SIGNATURE_MAX_LENGTH) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.isVerified) {
      callback();
      return;
    }
    if (this.headLength === 0) {
      callback(new UploadRejectedError('empty'));
      return;
    }
    // A file shorter than the longest signature: decide on what there is.
    this.releaseHead(callback);
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (detectFileType(head) !== this.options.expectedType) {
      callback(new UploadRejectedError('wrong_type'));
      return;
    }
    this.isVerified = true;
    callback(null, head);
  }
}

/**
 * Passes a stored file through on its way out and fails the stream if its bytes are not the ones
 * stored (size and SHA-256 recorded at upload): a corrupted or altered file is never served as good.
 */
export class IntegrityCheck extends Transform {
  private readonly hash = createHash('sha256');
  private size = 0;

  constructor(private readonly expected: { size: number; sha256: string }) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.expected.size) {
      callback(new Error('stored file is larger than recorded'));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const sha256 = this.hash.digest('hex');
    if (this.size !== this.expected.size || sha256 !== this.expected.sha256) {
      callback(new Error('stored file does not match its recorded size and SHA-256'));
      return;
    }
    callback();
  }
}
