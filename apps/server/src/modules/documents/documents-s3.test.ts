import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.ts';
import { type S3Emulator, startS3Emulator } from '../../lib/storage/s3-emulator.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { bearer, createTestApp, registerUser, requestFormBody } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from './test-helpers.ts';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

describe('documents with STORAGE_DRIVER=s3 (S3 emulator on 127.0.0.1)', () => {
  let emulator: S3Emulator;
  beforeAll(async () => {
    emulator = await startS3Emulator();
  });
  afterAll(() => emulator?.stop());

  it('stores an upload made through the API with STORAGE_DRIVER=s3, and serves it back', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-s3-app-'));
    // Without demo mode (no demo accounts to hash and requests to seed): a fresh client owns the request.
    const t = await createTestApp({
      dataDir,
      demoMode: false,
      storage: { driver: 's3', s3: emulator.options },
    });
    try {
      const cliente = (await registerUser(t.app)).token;
      const tramite = (await tramitesWithoutForm(t.app.db)).find((row) => row.requiredDocuments.length > 0)!;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/tramites/request',
        headers: bearer(cliente),
        payload: requestFormBody(tramite.id),
      });
      const content = fileOf(SIGNATURES.jpeg, 2_000_000);
      const { payload, headers } = multipartBody({ content, contentType: 'image/jpeg', filename: 'ine.jpg' });
      const query = new URLSearchParams({ document_name: tramite.requiredDocuments[0]! });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/tramite-requests/${created.json().id}/upload-document?${query}`,
        headers: { ...bearer(cliente), ...headers },
        payload,
      });
      expect(uploaded.statusCode).toBe(201);
      const [row] = await t.app.db.select().from(documents).where(eq(documents.id, uploaded.json().id));
      expect(await emulator.listKeys()).toContain(row!.storageKey);
      expect(row!.sha256).toBe(sha256(content));

      const download = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${row!.id}/download`,
        headers: bearer(cliente),
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/jpeg');
      expect(download.rawPayload.equals(content)).toBe(true);

      // A refused upload reaches neither the bucket nor the local disk.
      const keysBefore = await emulator.listKeys();
      const refused = multipartBody({ content: fileOf(SIGNATURES.zip), contentType: 'image/png' });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/tramite-requests/${created.json().id}/upload-document?${query}`,
        headers: { ...bearer(cliente), ...refused.headers },
        payload: refused.payload,
      });
      expect(response.statusCode).toBe(415);
      expect(await emulator.listKeys()).toEqual(keysBefore);
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
