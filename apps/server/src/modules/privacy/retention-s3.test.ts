import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, tramiteFormTemplates, tramiteRequests, tramites } from '../../db/schema/index.ts';
import { type S3Emulator, startS3Emulator } from '../../lib/storage/s3-emulator.ts';
import { createS3Storage } from '../../lib/storage/s3-storage.ts';
import { bearer, createTestApp, registerUser, requestFormBody, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';
import { applyDocumentRetention } from './retention.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const silentLog = { info: () => undefined, error: () => undefined } as never;

describe('document retention with STORAGE_DRIVER=s3 (S3 emulator on 127.0.0.1)', () => {
  let emulator: S3Emulator;
  let t: TestApp;
  let dataDir: string;
  let cliente: string;
  let tramite: { id: number; requiredDocuments: string[] };

  beforeAll(async () => {
    emulator = await startS3Emulator();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tmx-retention-s3-'));
    // Without demo mode: a fresh client owns the requests, and the bucket holds only their files.
    t = await createTestApp({ dataDir, demoMode: false, storage: { driver: 's3', s3: emulator.options } });
    cliente = (await registerUser(t.app)).token;
    // A procedure the spec's plain request body can ask for (no request form), with documents to upload.
    const rows = await t.app.db
      .select({ tramite: tramites })
      .from(tramites)
      .leftJoin(tramiteFormTemplates, eq(tramiteFormTemplates.tramiteId, tramites.id))
      .where(isNull(tramiteFormTemplates.tramiteId));
    tramite = rows.map((row) => row.tramite).find((row) => row.isActive && row.requiredDocuments.length > 0)!;
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
    await emulator?.stop();
  });

  /** A request of the client with one uploaded document; returns its id and the document's storage key. */
  async function requestWithUpload(): Promise<{ id: string; key: string }> {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tramites/request',
      headers: bearer(cliente),
      payload: requestFormBody(tramite.id),
    });
    expect(created.statusCode).toBe(201);
    const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/tramite-requests/${created.json().id}/upload-document?${new URLSearchParams({ document_name: tramite.requiredDocuments[0]! })}`,
      headers: { ...bearer(cliente), ...headers },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(documents).where(eq(documents.id, uploaded.json().id));
    return { id: created.json().id, key: row!.storageKey };
  }

  it('removes the objects of a request past its period (warned a week before) and spares the rest', async () => {
    const closed = await requestWithUpload();
    const open = await requestWithUpload();
    // The client cancels before paying: the request closes.
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/tramites/${closed.id}/status`,
      headers: bearer(cliente),
      payload: { status: 'cancelado', notes: 'Ya no lo necesito' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [request] = await t.app.db.select().from(tramiteRequests).where(eq(tramiteRequests.id, closed.id));
    const at = (days: number) => new Date(request!.closedAt!.getTime() + days * DAY);
    expect(await emulator.listKeys()).toEqual(expect.arrayContaining([closed.key, open.key]));

    const storage = createS3Storage(emulator.options);
    try {
      const ctx = { db: t.app.db, storage, log: silentLog, retentionDays: 180 };
      expect(await applyDocumentRetention(ctx, at(173))).toMatchObject({ warned: 1, purged: 0 });
      expect(await emulator.listKeys()).toContain(closed.key);

      expect(await applyDocumentRetention(ctx, at(181))).toEqual({ warned: 0, purged: 1, failed: 0 });
      const keys = await emulator.listKeys();
      expect(keys).not.toContain(closed.key);
      expect(keys).toContain(open.key);
      const [tombstone] = await t.app.db.select().from(documents).where(eq(documents.storageKey, closed.key));
      expect(tombstone!.purgedAt).toEqual(at(181));
    } finally {
      await storage.close();
    }
  });
});
