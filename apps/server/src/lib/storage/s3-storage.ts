import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { HashMeter } from './meter.ts';
import {
  assertStorageKey,
  isStorageKey,
  type ListedObject,
  type Storage,
  StorageObjectNotFoundError,
  type StoredObject,
} from './storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where an upload is spooled before it is sent (default: the system's temporary folder). */
  spoolDirectory?: string;
}

/**
 * Any S3-compatible store (path-style addressing, so MinIO, R2, s3rver... work).
 *
 * The incoming stream is first spooled to a private temporary file while it is measured and hashed:
 * the PUT then goes out with a known Content-Length and a Content-MD5 the store verifies, nothing is
 * held in memory, and a refused or interrupted upload never reaches the bucket.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Newer SDKs add streaming CRC checksums by default, which several S3-compatible stores reject;
    // integrity is checked with Content-MD5 instead.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = options.bucket;
  const spoolBase = options.spoolDirectory ?? os.tmpdir();
  const SPOOL_PREFIX = 'tmx-upload-';

  return {
    driver: 's3',

    async put(key, body, { contentType }): Promise<StoredObject> {
      assertStorageKey(key);
      const spoolRoot = await mkdtemp(path.join(spoolBase, SPOOL_PREFIX));
      try {
        const spool = path.join(spoolRoot, 'body');
        const meter = new HashMeter({ md5: true });
        await pipeline(body, meter, createWriteStream(spool, { flags: 'wx', mode: 0o600 }));
        const { size, sha256, md5Base64 } = meter.digest();
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: createReadStream(spool),
            ContentLength: size,
            ContentType: contentType,
            ContentMD5: md5Base64,
            Metadata: { sha256 },
          }),
        );
        return { size, sha256 };
      } finally {
        await rm(spoolRoot, { recursive: true, force: true });
      }
    },

    async get(key): Promise<Readable> {
      assertStorageKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) {
          throw new StorageObjectNotFoundError(key);
        }
        const body = response.Body as unknown;
        return body instanceof Readable ? body : Readable.fromWeb(body as never);
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') {
          throw new StorageObjectNotFoundError(key);
        }
        throw error;
      }
    },

    async delete(key): Promise<void> {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list(): AsyncIterable<ListedObject> {
      // The bucket, a page (up to 1,000 keys) at a time.
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageKey(object.Key)) {
            yield {
              key: object.Key,
              partial: false,
              modifiedAt: object.LastModified ?? new Date(),
              size: object.Size ?? 0,
            };
          }
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
      // Uploads in progress are spooled on this machine: a crash leaves their folders behind.
      for (const name of await readdir(spoolBase).catch(() => [])) {
        if (!name.startsWith(SPOOL_PREFIX)) {
          continue;
        }
        const info = await stat(path.join(spoolBase, name, 'body')).catch(() =>
          stat(path.join(spoolBase, name)).catch(() => undefined),
        );
        if (info) {
          yield { key: name, partial: true, modifiedAt: info.mtime, size: info.isFile() ? info.size : 0 };
        }
      }
    },

    async deleteListed(entry): Promise<void> {
      if (!entry.partial) {
        assertStorageKey(entry.key);
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: entry.key }));
        return;
      }
      // Only a spool folder `list` could have given, never a path.
      if (!/^tmx-upload-[A-Za-z0-9]+$/.test(entry.key)) {
        throw new Error(`Invalid spool folder name: ${JSON.stringify(entry.key)}`);
      }
      await rm(path.join(spoolBase, entry.key), { recursive: true, force: true });
    },

    async close(): Promise<void> {
      client.destroy();
    },
  };
}
