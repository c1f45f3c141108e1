import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tramiteRequests, users } from '../../db/schema/index.ts';
import { type LoggedStatement, readsOfRow } from '../../db/statement-log.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { bearer, createTestApp, loginAs, requestFormBody, type TestApp } from '../../test/test-app.ts';
import { fileOf, multipartBody, SIGNATURES } from '../documents/test-helpers.ts';

/**
 * How often the request flow goes back to the database for the request it already holds (issue 21):
 * the use cases hand the row on (audit, system message, live event) and compute the document progress
 * once per transaction. The counts come from a statement log on the test app's database client.
 */

let t: TestApp;
let cliente: string;
let gestor: string;
let tramite: { id: number; fixedPrice: string | null; requiredDocuments: string[] };

/** One computation of the document progress is one count of the current documents by status. */
const progressCounts = (statements: LoggedStatement[]) =>
  statements.filter(
    (statement) =>
      statement.sql.includes(`count(*) filter (where "status" <> 'rejected')`) &&
      statement.sql.includes('from "documents"'),
  );

const createFixedPriceRequest = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(cliente),
    payload: requestFormBody(tramite.id),
  });

beforeAll(async () => {
  t = await createTestApp();
  [cliente, gestor] = await Promise.all([
    loginAs(t.app, 'cliente@demo.mx'),
    loginAs(t.app, 'gestor@demo.mx'),
  ]);
  // Every request of this file goes to the demo gestor, who reviews its documents.
  const [demoGestor] = await t.app.db.select().from(users).where(eq(users.email, 'gestor@demo.mx'));
  await t.app.db
    .update(users)
    .set({ maxConcurrent: 0 })
    .where(and(eq(users.role, 'gestor'), ne(users.id, demoGestor!.id)));
  await t.app.db.update(users).set({ maxConcurrent: 1000 }).where(eq(users.id, demoGestor!.id));
  const all = await tramitesWithoutForm(t.app.db);
  tramite = all.find(
    (row) => row.priceType === 'fijo' && row.fixedPrice !== null && row.requiredDocuments.length >= 2,
  )!;
  expect(tramite).toBeDefined();
});
afterAll(() => t.close());

describe('statements of the request flow', () => {
  it('creating a fixed-price request reads the new request row once (the response), not once per event', async () => {
    const { result: created, statements } = await t.statements.record(createFixedPriceRequest);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      status: 'cotizacion_enviada',
      assigned_gestor_id: expect.any(String),
    });
    const reads = readsOfRow(statements, 'tramite_requests', created.json().id);
    expect(reads.length).toBeLessThanOrEqual(1);
  });

  it("creating a request does not read the client's account: the signed-in actor carries its contact data (issue 22)", async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(cliente) })).json();
    // Without telefono and email in the form, the request takes the account's.
    const { telefono: _telefono, email: _email, ...withoutContact } = requestFormBody(tramite.id);
    const { result: created, statements } = await t.statements.record(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/tramites/request',
        headers: bearer(cliente),
        payload: withoutContact,
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(readsOfRow(statements, 'users', me.id)).toEqual([]);
    // The procedure and its category's name come from the catalogue cache, for the automatic quotation's
    // status change (which counts the documents it requires) too.
    const procedureReads = statements.filter(
      (s) => /^\s*select\b/i.test(s.sql) && s.sql.includes('from "tramites"'),
    );
    expect(procedureReads).toEqual([]);
    expect(statements.filter((s) => s.sql.includes('from "categories"'))).toEqual([]);
    const [row] = await t.app.db
      .select()
      .from(tramiteRequests)
      .where(eq(tramiteRequests.id, created.json().id));
    expect(row).toMatchObject({ email: me.email, telefono: me.phone ?? '' });
  });

  it('an unknown procedure id is one small read, not a new read of the whole catalogue', async () => {
    await createFixedPriceRequest(); // the catalogue cache holds its copy
    const { result, statements } = await t.statements.record(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/tramites/request',
        headers: bearer(cliente),
        payload: requestFormBody(999_999),
      }),
    );
    expect(result.statusCode).toBe(404);
    const procedureReads = statements.filter((s) => s.sql.includes('from "tramites"'));
    expect(procedureReads).toHaveLength(1);
    expect(procedureReads[0]!.params).toContain(999_999);
  });

  it('uploading a document matches it to the requirements of the cached procedure (issue 22)', async () => {
    const created = (await createFixedPriceRequest()).json();
    const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/tramite-requests/${created.id}/upload-document?${new URLSearchParams({ document_name: tramite.requiredDocuments[0]! })}`,
        headers: { ...bearer(cliente), ...headers },
        payload,
      });
    const { result: uploaded, statements } = await t.statements.record(upload);
    expect(uploaded.statusCode).toBe(201);
    // The document progress, counted inside the upload's transaction, takes it from the cache too.
    const procedureReads = statements.filter(
      (s) => /^\s*select\b/i.test(s.sql) && s.sql.includes('from "tramites"'),
    );
    expect(procedureReads).toEqual([]);
  });

  it('writes each event in one statement: audit row, system message, live events, notification (issue 22)', async () => {
    const { result: created, statements } = await t.statements.record(createFixedPriceRequest);
    expect(created.statusCode).toBe(201);
    const writes = (table: string) => statements.filter((s) => s.sql.includes(`insert into "${table}"`));
    // Created, assigned, quoted automatically: three system messages, each with its audit row and live event.
    expect(writes('chat_messages')).toHaveLength(3);
    for (const statement of writes('chat_messages')) {
      expect(statement.sql).toContain('insert into "audit_events"');
      expect(statement.sql).toContain('insert into "live_events"');
    }
    // A live event is never a statement of its own, and a notification's e-mail setting is not read apart.
    expect(statements.filter((s) => /^\s*insert into "live_events"/.test(s.sql))).toEqual([]);
    expect(writes('notifications').every((s) => s.sql.includes('insert into "live_events"'))).toBe(true);
    expect(statements.filter((s) => /^\s*select\b[^()]*from "notification_settings"/.test(s.sql))).toEqual(
      [],
    );
  });

  it('approving the last pending document reads the request twice (access, lock) and counts progress once', async () => {
    const created = (await createFixedPriceRequest()).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(gestor),
      payload: {
        tramite_request_id: created.id,
        method: 'spei',
        amount: tramite.fixedPrice,
        reference: 'SPEI-1',
      },
    });
    expect(paid.statusCode).toBe(201);
    const documentIds: string[] = [];
    for (const name of tramite.requiredDocuments) {
      const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
      const uploaded = await t.app.inject({
        method: 'POST',
        url: `/api/tramite-requests/${created.id}/upload-document?${new URLSearchParams({ document_name: name })}`,
        headers: { ...bearer(cliente), ...headers },
        payload,
      });
      expect(uploaded.statusCode).toBe(201);
      documentIds.push(uploaded.json().id);
    }
    const review = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/gestor/documents/${id}/review`,
        headers: bearer(gestor),
        payload: { status: 'approved' },
      });
    for (const id of documentIds.slice(0, -1)) {
      expect((await review(id)).statusCode).toBe(200);
    }

    const { result: last, statements } = await t.statements.record(() => review(documentIds.at(-1)!));
    expect(last.statusCode).toBe(200);
    expect(last.json().request_status).toBe('en_proceso');
    const reads = readsOfRow(statements, 'tramite_requests', created.id);
    expect(reads.length).toBeLessThanOrEqual(2);
    expect(progressCounts(statements)).toHaveLength(1);
  });
});
