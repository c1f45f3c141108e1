import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { createLocalStorage, type Storage, uploadsDirectory } from '../../lib/storage/index.ts';
import { type S3Emulator, startS3Emulator } from '../../lib/storage/s3-emulator.ts';
import { createS3Storage } from '../../lib/storage/s3-storage.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { sweepStoredFiles, UPLOAD_TIMEOUT_MS } from './stored-files-sweep.service.ts';
import { fileOf, multipartBody, SIGNATURES } from './test-helpers.ts';

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);

/** Uploads one document through the API; returns its row's storage key (a file with a row). */
async function uploadWithRow(t: TestApp): Promise<string> {
  const cliente = (await registerUser(t.app)).token;
  const tramite = (await tramitesWithoutForm(t.app.db)).find((row) => row.requiredDocuments.length > 0)!;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(cliente),
    payload: { tramite_type_id: tramite.id, description: 'Barrido de archivos' },
  });
  const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${created.json().id}/upload-document?${new URLSearchParams({ document_name: tramite.requiredDocuments[0]! })}`,
    headers: { ...bearer(cliente), ...headers },
    payload,
  });
  expect(uploaded.statusCode).toBe(201);
  const [row] = await t.app.db.select().from(documents).where(eq(documents.id, uploaded.json().id));
  return row!.storageKey;
}

const put = (storage: Storage, key: string) =>
  storage.put(key, Readable.from([Buffer.from('%PDF-1.7 huérfano')]), { contentType: 'application/pdf' });

describe('storage sweep, local driver', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-sweep-'));
    t = await createTestApp({ dataDir, demoMode: false });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('removes old partial files and old files without a row; keeps fresh ones and every file with a row', async () => {
    const uploads = uploadsDirectory(dataDir);
    const storage = createLocalStorage(uploads);
    const withRow = await uploadWithRow(t);
    await put(storage, 'huerfano-viejo');
    await put(storage, 'huerfano-nuevo');
    await writeFile(path.join(uploads, '.abc.1234-5678.part'), 'medio archivo');
    await writeFile(path.join(uploads, '.def.9999-0000.part'), 'subida en curso');
    for (const name of [withRow, 'huerfano-viejo', '.abc.1234-5678.part']) {
      await utimes(path.join(uploads, name), twoHoursAgo(), twoHoursAgo());
    }

    expect(await sweepStoredFiles({ handle: t.handle, storage })).toEqual({
      partials: 1,
      orphans: 1,
    });
    expect((await readdir(uploads)).sort()).toEqual(
      ['.def.9999-0000.part', 'huerfano-nuevo', withRow].sort(),
    );
  });

  it('runs at start-up: an old orphan and an old partial file are gone once the app is ready', async () => {
    const otherDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-sweep-start-'));
    const uploads = path.join(otherDir, 'uploads');
    await mkdir(uploads);
    for (const name of ['huerfano', '.xyz.0000-1111.part']) {
      await writeFile(path.join(uploads, name), 'restos de una caída');
      await utimes(path.join(uploads, name), twoHoursAgo(), twoHoursAgo());
    }
    const started = await createTestApp({ dataDir: otherDir, demoMode: false });
    try {
      await expect.poll(() => readdir(uploads), { timeout: 5000 }).toEqual([]);
    } finally {
      await started.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});

describe('storage sweep, S3 driver (S3 emulator on 127.0.0.1)', () => {
  let emulator: S3Emulator;
  let t: TestApp;
  let dataDir: string;
  let spoolDirectory: string;
  beforeAll(async () => {
    emulator = await startS3Emulator();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-sweep-s3-'));
    spoolDirectory = await mkdtemp(path.join(os.tmpdir(), 'tmx-sweep-spool-'));
    t = await createTestApp({ dataDir, demoMode: false, storage: { driver: 's3', s3: emulator.options } });
  });
  afterAll(async () => {
    await t?.close();
    await emulator?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(spoolDirectory, { recursive: true, force: true });
  });

  it('removes old spooled uploads and old objects without a row; keeps fresh ones and every object with a row', async () => {
    const storage = createS3Storage({ ...emulator.options, spoolDirectory });
    try {
      const withRow = await uploadWithRow(t);
      await put(storage, 'huerfano-viejo');
      // S3 dates have one-second steps: the fresh orphan is written a second and more later.
      await sleep(1100);
      await put(storage, 'huerfano-nuevo');
      for (const name of ['tmx-upload-viejo', 'tmx-upload-nuevo']) {
        await mkdir(path.join(spoolDirectory, name));
        await writeFile(path.join(spoolDirectory, name, 'body'), 'medio archivo');
      }
      let fresh: Date | undefined;
      for await (const entry of storage.list()) {
        if (entry.key === 'huerfano-nuevo') {
          fresh = entry.modifiedAt;
        }
      }
      // The clock set so that the fresh orphan is just younger than the upload timeout, the others older.
      const now = new Date(fresh!.getTime() + UPLOAD_TIMEOUT_MS - 500);
      const old = new Date(now.getTime() - UPLOAD_TIMEOUT_MS - 60_000);
      await utimes(path.join(spoolDirectory, 'tmx-upload-viejo', 'body'), old, old);
      await utimes(path.join(spoolDirectory, 'tmx-upload-nuevo', 'body'), now, now);

      expect(await sweepStoredFiles({ handle: t.handle, storage }, now)).toEqual({ partials: 1, orphans: 1 });
      expect((await emulator.listKeys()).sort()).toEqual(['huerfano-nuevo', withRow].sort());
      expect(await readdir(spoolDirectory)).toEqual(['tmx-upload-nuevo']);
    } finally {
      await storage.close();
    }
  });
});
