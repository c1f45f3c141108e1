import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type Storage, StorageObjectNotFoundError } from './index.ts';
import { type S3Emulator, startS3Emulator } from './s3-emulator.ts';
import { createS3Storage } from './s3-storage.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
const pattern = (size: number) =>
  Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + 7) % 251));

/** A stream that yields `good` bytes and then fails, like a client that drops mid-upload. */
function failingStream(good: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(good);
        return;
      }
      this.destroy(new Error('connection lost'));
    },
  });
}

/** The same contract for every driver. */
function describeContract(name: string, open: () => Storage, listKeys: () => Promise<string[]>) {
  describe(`${name} driver`, () => {
    let storage: Storage;
    beforeAll(() => {
      storage = open();
    });

    it('puts, gets and deletes, measuring size and SHA-256 while streaming', async () => {
      const key = randomUUID();
      const content = pattern(1_234_567);
      const stored = await storage.put(
        key,
        Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
        {
          contentType: 'application/pdf',
        },
      );
      expect(stored).toEqual({ size: content.length, sha256: sha256(content) });
      expect(await listKeys()).toContain(key);
      const read = await buffer(await storage.get(key));
      expect(read.equals(content)).toBe(true);
      await storage.delete(key);
      expect(await listKeys()).not.toContain(key);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
      await storage.delete(key);
    });

    it('keeps nothing of a stream that fails half-way', async () => {
      const before = await listKeys();
      const key = randomUUID();
      await expect(
        storage.put(key, failingStream(Buffer.alloc(200_000, 1)), { contentType: 'application/pdf' }),
      ).rejects.toThrow('connection lost');
      expect(await listKeys()).toEqual(before);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    });

    it('refuses keys that could be paths', async () => {
      for (const key of ['../escape', 'a/b', '', '.hidden', 'x'.repeat(200)]) {
        await expect(
          storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'x' }),
        ).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

describe('storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tmx-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  describeContract(
    'local',
    () => createLocalStorage(path.join(root, 'uploads')),
    async () => (existsSync(path.join(root, 'uploads')) ? readdir(path.join(root, 'uploads')) : []),
  );

  it('creates its folder only when the first file is stored', async () => {
    const folder = path.join(root, 'lazy', 'uploads');
    const storage = createLocalStorage(folder);
    await expect(storage.get(randomUUID())).rejects.toBeInstanceOf(StorageObjectNotFoundError);
    expect(existsSync(folder)).toBe(false);
    await storage.put('abc', Readable.from([Buffer.from('hola')]), { contentType: 'text/plain' });
    expect(await readdir(folder)).toEqual(['abc']);
  });
});

describe('s3 (against an S3 emulator on 127.0.0.1)', () => {
  let emulator: S3Emulator;
  beforeAll(async () => {
    emulator = await startS3Emulator();
  });
  afterAll(() => emulator?.stop());

  describeContract(
    's3',
    () => createS3Storage(emulator.options),
    () => emulator.listKeys(),
  );
});
