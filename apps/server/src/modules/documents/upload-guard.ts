import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  detectEfirmaType,
  detectFileType,
  EFIRMA_FILE_TYPES,
  EFIRMA_SIGNATURE_LENGTH,
  type EfirmaFileType,
  FILE_SIGNATURE_MAX_LENGTH,
  type StoredFileType,
} from '@tramites/shared';

/** What an upload may be: a document (PDF, JPEG, PNG) or, where a requirement asks for it, an e.firma file. */
export type UploadFileType = StoredFileType | EfirmaFileType;

const isEfirmaType = (type: UploadFileType): type is EfirmaFileType =>
  (EFIRMA_FILE_TYPES as readonly string[]).includes(type);

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
  /** An e.firma file announces its own size (its outer DER SEQUENCE): the upload must be exactly that. */
  private announcedBytes: number | null = null;
  private readonly headNeeded: number;

  constructor(private readonly options: { maxBytes: number; expectedType: UploadFileType }) {
    super();
    this.headNeeded = isEfirmaType(options.expectedType)
      ? EFIRMA_SIGNATURE_LENGTH
      : FILE_SIGNATURE_MAX_LENGTH;
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
    if (this.headLength < this.headNeeded) {
      callback();
      return;
    }
    this.releaseHead(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.isVerified) {
      // A truncated certificate, or a DER header followed by anything else appended, is not the file.
      if (this.announcedBytes !== null && this.announcedBytes !== this.received) {
        callback(new UploadRejectedError('wrong_type'));
        return;
      }
      callback();
      return;
    }
    if (this.headLength === 0) {
      callback(new UploadRejectedError('empty'));
      return;
    }
    // A file shorter than the longest signature: decide on what there is (an e.firma file, its size too).
    this.releaseHead((error, head) => {
      if (error || this.announcedBytes === null || this.announcedBytes === this.received) {
        callback(error, head);
        return;
      }
      callback(new UploadRejectedError('wrong_type'));
    });
  }

  private releaseHead(callback: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    const expected = this.options.expectedType;
    if (isEfirmaType(expected)) {
      const detected = detectEfirmaType(head);
      if (detected?.type !== expected) {
        callback(new UploadRejectedError('wrong_type'));
        return;
      }
      this.announcedBytes = detected.totalBytes;
    } else if (detectFileType(head) !== expected) {
      callback(new UploadRejectedError('wrong_type'));
      return;
    }
    this.isVerified = true;
    if (this.announcedBytes !== null && this.received > this.announcedBytes) {
      callback(new UploadRejectedError('wrong_type'));
      return;
    }
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
