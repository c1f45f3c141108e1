import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Transform } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentAccessEvents, documents } from '../../db/schema/index.ts';
import { createLocalStorage, uploadsDirectory } from '../../lib/storage/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/unzip.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';
import { EXPORTS_PER_HOUR } from './export.routes.ts';
import { ExportFileNames, safeEntryName } from './export-file-names.ts';

let t: TestApp;
let flow: RequestFlow;

/** What the app's storage has handed out of its files: the streaming test reads it. */
const storageReads = vi.hoisted(() => ({ bytes: 0 }));

vi.mock('../../lib/storage/local-storage.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/storage/local-storage.ts')>();
  return {
    ...original,
    createLocalStorage: (root: string) => {
      const storage = original.createLocalStorage(root);
      return {
        ...storage,
        // A counting pass-through (16 KB of buffer): a 'data' listener would start the file flowing.
        get: async (key: string) =>
          (await storage.get(key)).pipe(
            new Transform({
              transform(chunk: Buffer, _encoding, callback) {
                storageReads.bytes += chunk.length;
                callback(null, chunk);
              },
            }),
          ),
      };
    },
  };
});

/** A client with a unique marker in their name, a paid request, a message and a document with marker bytes. */
async function clientWithData(marker: string) {
  const user = await registerUser(t.app, { name: `Cliente ${marker}` });
  const { id: requestId, folio } = await flow.createRequest({ token: user.token });
  await flow.pay(requestId);
  await flow.say(requestId, `Mensaje ${marker}`, user.token);
  const content = fileOf(SIGNATURES.pdf, 4096);
  Buffer.from(`BYTES-${marker}`).copy(content, 100);
  const upload = async (filename: string, requiredName: string) => {
    const { payload, headers } = multipartBody({ content, filename });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tramite-requests/${requestId}/upload-document?${new URLSearchParams({ document_name: requiredName })}`,
      headers: { ...bearer(user.token), ...headers },
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const [first, second] = flow.fixedTramite.requiredDocuments;
  // Two different requirements uploaded under one file name: the ZIP must keep both.
  const documentIds = [await upload('INE.pdf', first!), await upload('ine.pdf', second!)];
  return { ...user, marker, requestId, folio, content, documentIds };
}

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/privacy/export', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/privacy/export' })).statusCode).toBe(401);
  });

  it("holds the user's profile, request, messages and files, and nothing of another user", async () => {
    const mine = await clientWithData(`AAA${randomUUID().slice(0, 6)}`);
    const other = await clientWithData(`ZZZ${randomUUID().slice(0, 6)}`);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: bearer(mine.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(response.headers['cache-control']).toContain('no-store');

    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      ['manifest.json', `${mine.folio}/INE.pdf`, `${mine.folio}/ine (2).pdf`].sort(),
    );
    expect(entries.get(`${mine.folio}/INE.pdf`)!.equals(mine.content)).toBe(true);
    const manifestText = entries.get('manifest.json')!.toString('utf8');
    const manifest = JSON.parse(manifestText);
    expect(manifest.perfil).toMatchObject({ id: mine.id, correo: mine.email });
    expect(manifest.perfil.nombre).toBe(`Cliente ${mine.marker}`);
    expect(manifest.solicitudes).toHaveLength(1);
    expect(manifest.solicitudes[0].folio).toBe(mine.folio);
    expect(manifest.solicitudes[0].mensajes.map((m: { texto: string }) => m.texto)).toContain(
      `Mensaje ${mine.marker}`,
    );
    expect(manifest.solicitudes[0].pagos).toHaveLength(1);
    expect(
      manifest.solicitudes[0].documentos.map((d: { archivo_en_zip: string }) => d.archivo_en_zip).sort(),
    ).toEqual([`${mine.folio}/INE.pdf`, `${mine.folio}/ine (2).pdf`].sort());
    // Nothing of the other client, anywhere in the ZIP.
    const everything = Buffer.concat([...entries.values()]).toString('latin1');
    expect(everything).not.toContain('ZZZ');
    expect(everything).not.toContain(other.folio);
    expect(everything).not.toContain(other.email);
    expect(everything).toContain('BYTES-AAA');
  });

  it('holds the rating the client gave a completed request, and no internal note of staff', async () => {
    const mine = await clientWithData(`RRR${randomUUID().slice(0, 6)}`);
    for (const requiredName of flow.fixedTramite.requiredDocuments.slice(mine.documentIds.length)) {
      mine.documentIds.push(await flow.upload(mine.requestId, requiredName, mine.token));
    }
    for (const documentId of mine.documentIds) {
      await flow.approve(documentId);
    }
    await flow.changeStatus(mine.requestId, 'listo_para_entrega', flow.tokens.gestor);
    await flow.changeStatus(mine.requestId, 'completado', flow.tokens.gestor);
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/solicitudes/${mine.requestId}/satisfaction`,
      headers: bearer(mine.token),
      payload: { stars: 5, comment: `Excelente ${mine.marker}` },
    });
    expect(rated.statusCode).toBe(201);
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/solicitudes/${mine.requestId}/internal-notes`,
      headers: bearer(flow.tokens.admin),
      payload: { body: `Nota del equipo ${mine.marker}` },
    });
    expect(noted.statusCode).toBe(201);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: bearer(mine.token),
    });
    const manifestText = (await unzip(response.rawPayload)).get('manifest.json')!.toString('utf8');
    expect(JSON.parse(manifestText).solicitudes[0].calificacion).toMatchObject({
      estrellas: 5,
      comentario: `Excelente ${mine.marker}`,
    });
    expect(manifestText).not.toContain('Nota del equipo');
  });

  it('logs one exportacion line per file, with the user as actor, and shows a purged file as a tombstone', async () => {
    const mine = await clientWithData(`PUR${randomUUID().slice(0, 6)}`);
    await t.app.db
      .update(documents)
      .set({ purgedAt: new Date() })
      .where(eq(documents.id, mine.documentIds[1]!));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: bearer(mine.token),
    });
    expect(response.statusCode).toBe(200);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(['manifest.json', `${mine.folio}/INE.pdf`].sort());
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    const tombstone = manifest.solicitudes[0].documentos.find(
      (d: { id: string }) => d.id === mine.documentIds[1],
    );
    expect(tombstone).toMatchObject({ archivo_en_zip: null, nombre_original: 'ine.pdf' });
    expect(tombstone.eliminado).not.toBeNull();

    const lines = await t.app.db
      .select()
      .from(documentAccessEvents)
      .where(eq(documentAccessEvents.action, 'exportacion'));
    const mineLines = lines.filter((line) => mine.documentIds.includes(line.documentId));
    expect(mineLines.map((line) => [line.documentId, line.actorId, line.actorRole])).toEqual([
      [mine.documentIds[0], mine.id, 'cliente'],
    ]);
  });

  it("gives staff their own account's data only", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: bearer(flow.tokens.gestor),
    });
    expect(response.statusCode).toBe(200);
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual(['manifest.json']);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest.perfil).toMatchObject({ id: flow.ids.gestor, rol: 'gestor' });
    expect(manifest.solicitudes).toEqual([]);
  });

  it(`answers 429 after ${EXPORTS_PER_HOUR} exports in an hour`, async () => {
    const user = await registerUser(t.app);
    for (let index = 0; index < EXPORTS_PER_HOUR; index++) {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/privacy/export',
        headers: bearer(user.token),
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/privacy/export',
      headers: bearer(user.token),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('streams: a large file is read from the storage only as fast as the client takes the ZIP', async () => {
    const user = await registerUser(t.app);
    const { id: requestId } = await flow.createRequest({ token: user.token });
    const size = 32 * 1024 * 1024;
    const key = randomUUID();
    const chunk = Buffer.alloc(64 * 1024, 7);
    const stored = await createLocalStorage(uploadsDirectory(t.config.dataDir)).put(
      key,
      Readable.from(
        (function* () {
          for (let sent = 0; sent < size; sent += chunk.length) {
            yield chunk;
          }
        })(),
      ),
      { contentType: 'application/pdf' },
    );
    await t.app.db.insert(documents).values({
      requestId,
      requiredName: flow.fixedTramite.requiredDocuments[0]!,
      version: 1,
      originalFilename: 'grande.pdf',
      storageKey: key,
      contentType: 'application/pdf',
      sizeBytes: stored.size,
      sha256: stored.sha256,
      uploadedBy: user.id,
    });
    storageReads.bytes = 0;
    let readWhilePaused = -1;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    {
      const { port } = t.app.server.address() as AddressInfo;
      expect(address).toContain(String(port));
      const received = await new Promise<number>((resolve, reject) => {
        http
          .get(
            {
              host: '127.0.0.1',
              port,
              path: '/api/privacy/export',
              headers: { authorization: `Bearer ${user.token}` },
            },
            (response) => {
              expect(response.statusCode).toBe(200);
              let total = 0;
              response.once('data', (first: Buffer) => {
                total += first.length;
                response.pause();
                // The client stops reading: the server must stop reading the stored file soon after.
                setTimeout(() => {
                  readWhilePaused = storageReads.bytes;
                  response.on('data', (data: Buffer) => {
                    total += data.length;
                  });
                  response.on('end', () => resolve(total));
                  response.resume();
                }, 500);
              });
              response.on('error', reject);
            },
          )
          .on('error', reject);
      });
      // Paused after the first chunk, the server had read a few socket buffers' worth, not the file.
      expect(readWhilePaused).toBeGreaterThan(0);
      expect(readWhilePaused).toBeLessThan(size / 4);
      expect(storageReads.bytes).toBe(size);
      expect(received).toBeGreaterThan(size);
    }
  });
});

describe('file names in the ZIP', () => {
  it('drops folders and reserved characters, and numbers a repeated name without regard to case', () => {
    expect(safeEntryName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeEntryName('a\u0000b:c?.pdf')).toBe('a_b_c_.pdf');
    expect(safeEntryName('...')).toBe('documento');
    expect(safeEntryName(`${'x'.repeat(300)}.pdf`)).toHaveLength(120);
    const names = new ExportFileNames();
    expect(names.take('TMX-1', 'Acta.pdf')).toBe('TMX-1/Acta.pdf');
    expect(names.take('TMX-1', 'acta.pdf')).toBe('TMX-1/acta (2).pdf');
    expect(names.take('TMX-1', 'ACTA.pdf')).toBe('TMX-1/ACTA (3).pdf');
    expect(names.take('TMX-2', 'Acta.pdf')).toBe('TMX-2/Acta.pdf');
  });
});
