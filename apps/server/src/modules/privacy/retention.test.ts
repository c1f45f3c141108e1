import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { underAdvisoryLock } from '../../db/advisory-lock.ts';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { documents, notifications, tramiteRequests } from '../../db/schema/index.ts';
import { createLocalStorage, type Storage, uploadsDirectory } from '../../lib/storage/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { type ReceivedEmail, startSmtpSink } from '../../test/smtp-sink.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { applyDocumentRetention, RETENTION_LOCK, runDocumentRetention } from './retention.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const PUBLIC_URL = 'https://tramites.example.mx';

let t: TestApp;
let flow: RequestFlow;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let storage: Storage;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL, emailPollMs: 100 });
  flow = await setUpRequestFlow(t);
  // The same folder the app stores uploads in: what the purge removes is gone for the app too.
  storage = createLocalStorage(uploadsDirectory(t.config.dataDir));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const silentLog = { info: () => undefined, error: () => undefined } as never;

/** The job as the schedule runs it, with the clock at `now`. */
const retention = (now: Date, over: Partial<{ storage: Storage }> = {}) =>
  applyDocumentRetention({ db: t.app.db, storage, log: silentLog, retentionDays: 180, ...over }, now);

interface ClosedRequest {
  id: string;
  folio: string;
  closedAt: Date;
  keys: string[];
  documentIds: string[];
}

/** A paid request with two documents (one of them in two versions), then cancelled by staff. */
async function closedRequestWithFiles(): Promise<ClosedRequest> {
  const { id, folio } = await flow.createRequest();
  await flow.pay(id);
  const [first, second] = flow.fixedTramite.requiredDocuments;
  await flow.upload(id, first!);
  await flow.upload(id, first!);
  await flow.upload(id, second!);
  await flow.changeStatus(id, 'cancelado', flow.tokens.admin);
  return { id, folio, ...(await filesOf(id)), closedAt: await closedAtOf(id) };
}

async function filesOf(requestId: string) {
  const rows = await t.app.db.select().from(documents).where(eq(documents.requestId, requestId));
  return { keys: rows.map((row) => row.storageKey), documentIds: rows.map((row) => row.id) };
}

async function closedAtOf(requestId: string): Promise<Date> {
  const [row] = await t.app.db
    .select({ closedAt: tramiteRequests.closedAt })
    .from(tramiteRequests)
    .where(eq(tramiteRequests.id, requestId));
  return row!.closedAt!;
}

const at = (request: { closedAt: Date }, days: number, hours = 0) =>
  new Date(request.closedAt.getTime() + days * DAY + hours * 60 * 60 * 1000);

const stored = (keys: string[]) =>
  keys.filter((key) => existsSync(path.join(uploadsDirectory(t.config.dataDir), key)));

async function rowsOf(documentIds: string[]) {
  return t.app.db.select().from(documents).where(inArray(documents.id, documentIds));
}

async function warningsOf(request: { id: string }) {
  return t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.requestId, request.id), eq(notifications.kind, 'documents_purge_warning')));
}

const emailsAbout = (request: { id: string }): ReceivedEmail[] =>
  smtp.received.filter(
    (email) =>
      email.text.includes(`${PUBLIC_URL}/solicitud/${request.id}`) && /se eliminarán/.test(email.subject),
  );

describe('document retention (clock set forward)', () => {
  let a: ClosedRequest;
  let young: ClosedRequest;
  let open: { id: string; keys: string[]; documentIds: string[] };

  beforeAll(async () => {
    a = await closedRequestWithFiles();
    young = await closedRequestWithFiles();
    // Closed 80 days after A: at A's day 181 it is 101 days old.
    await t.app.db
      .update(tramiteRequests)
      .set({ closedAt: at(a, 80) })
      .where(eq(tramiteRequests.id, young.id));
    young.closedAt = at(a, 80);
    // An open request (reopened by an admin: it keeps an old closed_at) is never touched, however old.
    const { id } = await flow.createRequest();
    await flow.pay(id);
    await flow.upload(id, flow.fixedTramite.requiredDocuments[0]!);
    await t.app.db
      .update(tramiteRequests)
      .set({ closedAt: at(a, -400) })
      .where(eq(tramiteRequests.id, id));
    open = { id, ...(await filesOf(id)) };
  });

  it('warns the client once at day 173 (notification and e-mail), with the date and where to download', async () => {
    await retention(at(a, 172, 23));
    expect(await warningsOf(a)).toHaveLength(0);

    await retention(at(a, 173));
    const [warning, ...more] = await warningsOf(a);
    expect(more).toHaveLength(0);
    expect(warning).toMatchObject({ userId: flow.ids.cliente, type: 'warning' });
    expect(warning!.emailStatus).not.toBe('skipped');
    expect(warning!.message).toContain(a.folio);
    expect(warning!.message).toMatch(/se eliminarán el \d{1,2} de \w+ de \d{4}/);
    expect(warning!.message).toContain('Mis datos');
    await vi.waitFor(() => expect(emailsAbout(a)).toHaveLength(1), { timeout: 10_000 });
    expect(emailsAbout(a)[0]!.to).toEqual(['cliente@demo.mx']);

    // Later runs (and a run at the same hour) do not warn again; the young request is not warned yet.
    await retention(at(a, 173));
    await retention(at(a, 176));
    expect(await warningsOf(a)).toHaveLength(1);
    expect(await warningsOf(young)).toHaveLength(0);
    expect(stored(a.keys)).toEqual(a.keys);
  });

  it('tells the client until when the closed request keeps its files', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/tramite-requests/${a.id}/documents`,
      headers: bearer(flow.tokens.cliente),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().files_kept_until).toBe(at(a, 180).toISOString());
    const openStatus = await t.app.inject({
      method: 'GET',
      url: `/api/tramite-requests/${open.id}/documents`,
      headers: bearer(flow.tokens.cliente),
    });
    expect(openStatus.json().files_kept_until).toBeNull();
  });

  it('purges the files at day 181 (warned 8 days before), keeps the rows as tombstones, spares the rest', async () => {
    await retention(at(a, 179));
    expect(stored(a.keys)).toEqual(a.keys);

    const before = await rowsOf(a.documentIds);
    const result = await retention(at(a, 181));
    expect(result.purged).toBeGreaterThanOrEqual(3);
    expect(result.failed).toBe(0);
    expect(stored(a.keys)).toEqual([]);
    const after = await rowsOf(a.documentIds);
    expect(after).toHaveLength(3);
    for (const row of after) {
      const was = before.find((old) => old.id === row.id)!;
      expect(row.purgedAt).toEqual(at(a, 181));
      expect({ name: row.originalFilename, hash: row.sha256, key: row.storageKey }).toEqual({
        name: was.originalFilename,
        hash: was.sha256,
        key: was.storageKey,
      });
    }

    // 101 days closed: untouched. Open: untouched, whatever its closed_at says.
    expect(stored(young.keys)).toEqual(young.keys);
    expect((await rowsOf(young.documentIds)).every((row) => row.purgedAt === null)).toBe(true);
    expect(stored(open.keys)).toEqual(open.keys);
    expect((await rowsOf(open.documentIds)).every((row) => row.purgedAt === null)).toBe(true);
    expect(await warningsOf(open)).toHaveLength(0);
  });

  it('shows the purge in the document status, for the client and staff alike', async () => {
    for (const token of [flow.tokens.cliente, flow.tokens.gestor]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/tramite-requests/${a.id}/documents`,
        headers: bearer(token),
      });
      const status = response.json();
      const uploaded = status.documents_status.filter((entry: { document: unknown }) => entry.document);
      expect(uploaded).toHaveLength(2);
      for (const entry of uploaded) {
        expect(entry.document.purged_at).toBe(at(a, 181).toISOString());
        expect(entry.document.versions.every((v: { purged_at: string | null }) => v.purged_at !== null)).toBe(
          true,
        );
      }
    }
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/documents/all?limit=100&offset=0',
      headers: bearer(flow.tokens.admin),
    });
    const listed = all
      .json()
      .documents.filter((row: { tramite_request_id: string }) => row.tramite_request_id === a.id);
    expect(listed.length).toBeGreaterThan(0);
    expect(
      listed.every((row: { purged_at: string | null }) => row.purged_at === at(a, 181).toISOString()),
    ).toBe(true);
  });

  it('answers a download of a purged document with 410 and a Spanish message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${a.documentIds[0]}/download`,
      headers: bearer(flow.tokens.cliente),
    });
    expect(response.statusCode).toBe(410);
    expect(response.json().detail).toMatch(/eliminó|eliminado/);
  });

  it('refuses an upload to a closed request', async () => {
    await expect(flow.upload(a.id, flow.fixedTramite.requiredDocuments[0]!)).rejects.toThrow(/409/);
  });
});

describe('a request closed long ago and never warned', () => {
  it('is warned first, and purged no sooner than 7 days after the warning', async () => {
    const old = await closedRequestWithFiles();
    await retention(at(old, 400));
    expect(await warningsOf(old)).toHaveLength(1);
    expect(stored(old.keys)).toEqual(old.keys);
    expect((await warningsOf(old))[0]!.message).toContain('se eliminarán el');

    await retention(at(old, 406, 23));
    expect(stored(old.keys)).toEqual(old.keys);

    await retention(at(old, 407));
    expect(stored(old.keys)).toEqual([]);
    expect((await rowsOf(old.documentIds)).every((row) => row.purgedAt !== null)).toBe(true);
    expect(await warningsOf(old)).toHaveLength(1);
  });
});

describe('two instances at once', () => {
  let second: DatabaseHandle;
  beforeAll(async () => {
    // With PostgreSQL a connection pool of its own, as another server would have; embedded, the one PGlite.
    second = t.databaseUrl
      ? await openDatabase({ databaseUrl: t.databaseUrl, embeddedDb: 'memory' })
      : t.handle;
  });
  afterAll(async () => {
    if (second !== t.handle) {
      await second.close();
    }
  });

  /** The same storage, counting what each instance deletes. */
  function countingStorage(deleted: string[]): Storage {
    return {
      ...storage,
      delete: async (key) => {
        deleted.push(key);
        await storage.delete(key);
      },
    };
  }

  // Only PostgreSQL has other instances: the embedded database is one process (its data folder is locked
  // against a second server, data-dir-lock.test.ts), whose one session re-enters its own advisory lock.
  // `npm run test:pg` (CI) runs this one.
  if (process.env.DATABASE_URL) {
    it('does not run while another instance holds the lock (PostgreSQL)', async () => {
      const request = await closedRequestWithFiles();
      const deleted: string[] = [];
      const inner = await underAdvisoryLock(t.handle, RETENTION_LOCK, () =>
        runDocumentRetention(
          { handle: second, storage: countingStorage(deleted), log: silentLog, retentionDays: 180 },
          at(request, 174),
        ),
      );
      expect(inner).toBeUndefined();
      expect(await warningsOf(request)).toHaveLength(0);
    });
  }

  it('warns once and purges each file once', async () => {
    const request = await closedRequestWithFiles();
    const deleted: string[] = [];
    const run = (handle: DatabaseHandle, now: Date) =>
      runDocumentRetention(
        { handle, storage: countingStorage(deleted), log: silentLog, retentionDays: 180 },
        now,
      );

    await Promise.all([run(t.handle, at(request, 174)), run(second, at(request, 174))]);
    expect(await warningsOf(request)).toHaveLength(1);

    await Promise.all([run(t.handle, at(request, 182)), run(second, at(request, 182))]);
    const mine = deleted.filter((key) => request.keys.includes(key));
    expect(mine.sort()).toEqual([...request.keys].sort());
    expect(new Set(deleted).size).toBe(deleted.length);
    expect(stored(request.keys)).toEqual([]);
  });
});
