import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, quotations, refunds, tramiteRequests, users } from '../../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../../test/request-flow.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { formatCsvDate, ledgerCsvLines, monthsEndingWith, UTF8_BOM } from './ledger.service.ts';

let t: TestApp;
let flow: RequestFlow;
let gestor2Id: string;
/** Two requests, the second assigned to gestor2, with payments in 2019 (no demo payment is that old). */
let r1: { id: string; folio: string };
let r2: { id: string; folio: string };
const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

const get = (url: string, token = flow.tokens.admin) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

async function insertPayment(requestId: string, values: Partial<typeof payments.$inferInsert>) {
  const [quotation] = await t.app.db.select().from(quotations).where(eq(quotations.requestId, requestId));
  const [row] = await t.app.db
    .insert(payments)
    .values({
      requestId,
      quotationId: quotation!.id,
      provider: 'manual',
      method: 'spei',
      amount: '0',
      reference: 'REF',
      ...values,
    })
    .returning();
  return row!.id;
}

const YEAR = 'from=2019-01-01&to=2019-12-31';

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  const [gestor2] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'gestor2@demo.mx'));
  gestor2Id = gestor2!.id;
  r1 = await flow.createRequest();
  r2 = await flow.createRequest();
  await t.app.db
    .update(tramiteRequests)
    .set({ assignedGestorId: gestor2Id })
    .where(eq(tramiteRequests.id, r2.id));
  // A: kept as it came (a failed refund gave nothing back).
  ids.a = await insertPayment(r1.id, {
    method: 'spei',
    amount: '1000.00',
    reference: 'SPEI-A',
    createdAt: new Date('2019-03-10T18:00:00Z'),
  });
  // B: flagged, arrived on 28 February in Mexico City (1 March in UTC).
  ids.b = await insertPayment(r2.id, {
    provider: 'stripe',
    providerRef: 'pi_b',
    method: 'tarjeta',
    amount: '500.00',
    reviewReason: 'Pago adicional: debe reembolsarse',
    createdAt: new Date('2019-03-01T03:00:00Z'),
  });
  // C: partly refunded (in May).
  ids.c = await insertPayment(r1.id, {
    provider: 'transferencia',
    method: 'transferencia',
    amount: '800.00',
    createdAt: new Date('2019-04-05T17:00:00Z'),
  });
  // D: refunded in full (in April).
  ids.d = await insertPayment(r2.id, {
    method: 'oxxo',
    amount: '200.00',
    createdAt: new Date('2019-04-20T17:00:00Z'),
  });
  await t.app.db.insert(refunds).values([
    {
      paymentId: ids.a,
      amount: '100.00',
      reason: 'Falló',
      provider: 'stripe',
      status: 'fallido',
      createdAt: new Date('2019-03-11T17:00:00Z'),
    },
    {
      paymentId: ids.c,
      amount: '300.00',
      reason: 'Parcial, "con comillas"',
      provider: 'manual',
      createdAt: new Date('2019-05-02T17:00:00Z'),
    },
    {
      paymentId: ids.d,
      amount: '200.00',
      reason: 'Cancelación',
      provider: 'manual',
      createdAt: new Date('2019-04-25T17:00:00Z'),
    },
  ]);
  await t.app.db.insert(invoices).values({
    paymentId: ids.a,
    requestId: r1.id,
    status: 'emitida',
    provider: 'facturapi',
    satUuid: 'AAAA1111-2222-3333-4444-555566667777',
    total: '1000.00',
    receiver: {},
  });
});
afterAll(() => t.close());

const entryIds = (page: { entries: { id: string }[] }) => page.entries.map((entry) => entry.id);

describe('GET /api/admin/payments', () => {
  it('is for admins only', async () => {
    for (const url of [
      '/api/admin/payments',
      '/api/admin/payments/export.csv',
      '/api/admin/payments/revenue',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, flow.tokens.gestor)).statusCode).toBe(403);
      expect((await get(url, flow.tokens.cliente)).statusCode).toBe(403);
    }
  });

  it('lists one entry per payment, newest first, with its request, people, refunds, factura and totals', async () => {
    const response = await get(`/api/admin/payments?${YEAR}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(entryIds(page)).toEqual([ids.d, ids.c, ids.a, ids.b]);
    expect(page.total).toBe(4);
    expect(page.totals).toEqual({ count: 4, collected: 2500, refunded: 500, net: 2000 });
    const a = page.entries.find((entry: { id: string }) => entry.id === ids.a);
    expect(a).toMatchObject({
      folio: r1.folio,
      status: 'confirmado',
      refunded_amount: 0,
      amount: 1000,
      client: { id: flow.ids.cliente, email: 'cliente@demo.mx' },
      gestor: { id: flow.ids.gestor },
      invoice: { status: 'emitida', sat_uuid: 'AAAA1111-2222-3333-4444-555566667777' },
      refunds: [{ amount: 100, status: 'fallido' }],
    });
    expect(page.entries.map((entry: { status: string }) => entry.status)).toEqual([
      'reembolsado',
      'reembolso_parcial',
      'confirmado',
      'por_revisar',
    ]);
  });

  it('pages with limit/offset; the total and totals stay those of every match', async () => {
    const page = (await get(`/api/admin/payments?${YEAR}&limit=2&offset=2`)).json();
    expect(entryIds(page)).toEqual([ids.a, ids.b]);
    expect(page.total).toBe(4);
    expect(page.totals.collected).toBe(2500);
  });

  it('filters by Mexico City days: 1 March 03:00 UTC is still 28 February', async () => {
    expect(entryIds((await get('/api/admin/payments?from=2019-03-01&to=2019-03-31')).json())).toEqual([
      ids.a,
    ]);
    expect(entryIds((await get('/api/admin/payments?from=2019-02-28&to=2019-02-28')).json())).toEqual([
      ids.b,
    ]);
    expect(entryIds((await get('/api/admin/payments?from=2019-04-20&to=2019-04-20')).json())).toEqual([
      ids.d,
    ]);
  });

  it('filters by method, status, gestor and folio', async () => {
    const ledger = async (query: string) =>
      entryIds((await get(`/api/admin/payments?${YEAR}&${query}`)).json());
    expect(await ledger('method=spei')).toEqual([ids.a]);
    expect(await ledger('method=oxxo')).toEqual([ids.d]);
    expect(await ledger('status=confirmado')).toEqual([ids.a]);
    expect(await ledger('status=por_revisar')).toEqual([ids.b]);
    expect(await ledger('status=reembolso_parcial')).toEqual([ids.c]);
    expect(await ledger('status=reembolsado')).toEqual([ids.d]);
    expect(await ledger(`gestor_id=${gestor2Id}`)).toEqual([ids.d, ids.b]);
    expect(await ledger(`gestor_id=${gestor2Id.toUpperCase()}`)).toEqual([ids.d, ids.b]);
    expect(await ledger(`folio=${r1.folio}`)).toEqual([ids.c, ids.a]);
    expect(await ledger(`folio=${r1.folio.slice(-6)}`)).toEqual([ids.c, ids.a]);
    expect(await ledger(`folio=${r1.folio.toLowerCase()}`)).toEqual([ids.c, ids.a]);
    expect(await ledger('folio=TMX-1999-')).toEqual([]);
    // The folio search matches the folio only, not a client named like it; wildcards are literal.
    expect(await ledger('folio=%25')).toEqual([]);
    const totals = (await get(`/api/admin/payments?${YEAR}&gestor_id=${gestor2Id}`)).json().totals;
    expect(totals).toEqual({ count: 2, collected: 700, refunded: 200, net: 500 });
  });

  it('422 for a bad filter', async () => {
    for (const query of [
      'status=pagado',
      'from=2019-02-30',
      'gestor_id=nope',
      'limit=0',
      'limit=101',
      'offset=-1',
    ]) {
      const response = await get(`/api/admin/payments?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  it('streams the filtered ledger as UTF-8 with BOM, Spanish headers, a row per payment and per refund', async () => {
    const response = await get(`/api/admin/payments/export.csv?${YEAR}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="pagos_2019-01-01_a_2019-12-31.csv"',
    );
    const body = response.body;
    expect(body.startsWith(UTF8_BOM)).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Tipo,Fecha (Ciudad de México),Folio,Trámite,Cliente,Correo del cliente,Gestor,Concepto,Método,Proveedor,Referencia,Monto,Moneda,Estado,Motivo,Factura,Folio fiscal (UUID),ID del pago,ID del reembolso',
    );
    // D, its refund; C, its refund; A (its failed refund gave nothing back: no row); B.
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'Pago',
      'Reembolso',
      'Pago',
      'Reembolso',
      'Pago',
      'Pago',
    ]);
    const cells = (line: string) => line.split(',');
    expect(cells(lines[3]!)).toEqual(
      expect.arrayContaining(['Pago', '2019-04-05 11:00', r1.folio, '800.00', 'MXN']),
    );
    expect(lines[4]).toContain(',-300.00,MXN,Reembolsado,"Parcial, ""con comillas""",');
    // Mexico City still kept summer time in 2019 (UTC−5 in May): the zone's rules, not a fixed −06:00.
    expect(lines[4]).toContain('2019-05-02 12:00');
    expect(cells(lines[5]!)).toEqual(
      expect.arrayContaining([
        '1000.00',
        'Emitida',
        'AAAA1111-2222-3333-4444-555566667777',
        'Confirmado',
        'SPEI-A',
      ]),
    );
    // B arrived on 28 February in Mexico City.
    expect(lines[6]).toContain('2019-02-28 21:00');
    expect(lines[6]).toContain('Por revisar,Pago adicional: debe reembolsarse');
    // Summing "Monto" gives what was kept of those payments (the ledger's net).
    const amountColumn = 11;
    const net = lines.slice(1).reduce((sum, line) => sum + Number(line.match(/,(-?\d+\.\d{2}),MXN,/)![1]), 0);
    expect(net).toBe(2000);
    expect(cells(lines[1]!)[amountColumn]).toBe('200.00');
  });

  it('the same filters apply; a bad one is 422', async () => {
    const body = (await get(`/api/admin/payments/export.csv?${YEAR}&status=por_revisar`)).body;
    expect(body.slice(1).trimEnd().split('\r\n')).toHaveLength(2);
    expect((await get('/api/admin/payments/export.csv?status=nada')).statusCode).toBe(422);
  });

  it('reads a large export in batches without losing or repeating a payment (same instant, keyset on the id)', async () => {
    const [quotation] = await t.app.db.select().from(quotations).where(eq(quotations.requestId, r1.id));
    const at = new Date('2018-06-15T18:00:00Z');
    await t.app.db.insert(payments).values(
      Array.from({ length: 1_201 }, (_, index) => ({
        requestId: r1.id,
        quotationId: quotation!.id,
        provider: 'manual',
        method: 'spei',
        amount: '1.00',
        reference: `BULK-${index}`,
        createdAt: at,
      })),
    );
    const body = (await get('/api/admin/payments/export.csv?from=2018-06-15&to=2018-06-15')).body;
    const rows = body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(1_201);
    expect(new Set(rows.map((row) => row.split(',')[10])).size).toBe(1_201);
  });
});

describe('CSV cells', () => {
  it('quotes commas and quotes, and defuses text a spreadsheet would run as a formula', () => {
    const lines = ledgerCsvLines({
      id: 'p1',
      tramite_request_id: 'r',
      quotation_id: 'q',
      provider: 'manual',
      method: 'spei',
      amount: 10,
      reference: '=HYPERLINK("x")',
      created_at: '2026-03-01T03:00:00.000Z',
      kind: 'anticipo',
      currency: 'MXN',
      review_reason: null,
      refunded_amount: 0,
      invoice: null,
      status: 'confirmado',
      folio: 'TMX-2026-000001',
      tramite_name: 'Pasaporte, primera vez',
      request_status: 'en_proceso',
      client: { id: 'c', name: '+Ana', email: 'ana@example.mx' },
      gestor: null,
      refunds: [],
    });
    expect(lines).toBe(
      `Pago,2026-02-28 21:00,TMX-2026-000001,"Pasaporte, primera vez",'+Ana,ana@example.mx,,Anticipo,Transferencia SPEI,manual,"'=HYPERLINK(""x"")",10.00,MXN,Confirmado,,,,p1,\r\n`,
    );
    expect(formatCsvDate('2026-03-01T03:00:00.000Z')).toBe('2026-02-28 21:00');
  });
});

describe('GET /api/admin/payments/revenue', () => {
  it('groups by Mexico City month: payments by their day, refunds by theirs, failed refunds left out', async () => {
    const response = await get('/api/admin/payments/revenue?months=4&until=2019-05');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().months).toEqual([
      { month: '2019-02', collected: 500, refunded: 0, net: 500, count: 1 },
      { month: '2019-03', collected: 1000, refunded: 0, net: 1000, count: 1 },
      { month: '2019-04', collected: 1000, refunded: 200, net: 800, count: 2 },
      { month: '2019-05', collected: 0, refunded: 300, net: -300, count: 0 },
    ]);
  });

  it('defaults to the 12 months ending with the current one', async () => {
    const { months } = (await get('/api/admin/payments/revenue')).json();
    expect(months).toHaveLength(12);
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' })
      .format(new Date())
      .slice(0, 7);
    expect(months.at(-1).month).toBe(now);
  });

  it('422 for months out of 1–36 or a bad month', async () => {
    for (const query of ['months=0', 'months=37', 'months=x', 'until=2019-13', 'until=2019-1']) {
      expect((await get(`/api/admin/payments/revenue?${query}`)).statusCode, query).toBe(422);
    }
  });

  it('counts months across a year end', () => {
    expect(monthsEndingWith('2026-02', 4)).toEqual({
      months: ['2025-11', '2025-12', '2026-01', '2026-02'],
      afterLast: '2026-03',
    });
  });
});
