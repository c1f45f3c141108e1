import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { satisfactionRatings, tramiteRequests } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { completedRequest } from './quality-test-helpers.ts';

let t: TestApp;
let flow: RequestFlow;
const ids: string[] = [];

/**
 * Four requests completed, moved by hand into March 2031 (nothing else completes then), with the business
 * days their clocks banked: 10 of 10 (on time), 4 of 10, 11 of 10 (late); the fourth completed on April 1st
 * at 00:30 in Mexico City, outside March.
 */
beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  const moves = [
    { completedAt: '2031-03-03T17:00:00Z', consumed: 10 },
    { completedAt: '2031-03-15T17:00:00Z', consumed: 4 },
    // 23:30 of March 31st in Mexico City (UTC−6): still March.
    { completedAt: '2031-04-01T05:30:00Z', consumed: 11 },
    { completedAt: '2031-04-01T06:30:00Z', consumed: 1 },
  ];
  for (const move of moves) {
    const request = await completedRequest(flow);
    ids.push(request.id);
    await t.app.db
      .update(tramiteRequests)
      .set({ completedAt: new Date(move.completedAt), slaDays: 10, slaConsumedDays: move.consumed })
      .where(eq(tramiteRequests.id, request.id));
  }
  const rate = async (index: number, stars: number, comment: string, at: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/solicitudes/${ids[index]}/satisfaction`,
      headers: bearer(flow.tokens.cliente),
      payload: { stars, comment },
    });
    expect(response.statusCode).toBe(201);
    await t.app.db
      .update(satisfactionRatings)
      .set({ createdAt: new Date(at) })
      .where(eq(satisfactionRatings.requestId, ids[index]!));
  };
  await rate(0, 5, 'Excelente', '2031-03-04T17:00:00Z');
  await rate(1, 2, '', '2031-03-16T17:00:00Z');
  await rate(2, 4, 'Bien, pero tardó', '2031-03-20T17:00:00Z');
});
afterAll(async () => t.close());

const report = (query: string, token = flow.tokens.admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/quality${query}`, headers: bearer(token) });

describe('GET /api/admin/quality', () => {
  it('counts completions on time per gestor and per procedure, and the satisfaction, in two statements', async () => {
    const { result: response, statements } = await t.statements.record(() =>
      report('?desde=2031-03-01&hasta=2031-03-31'),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const figures = {
      completadas: 3,
      a_tiempo: 2,
      porcentaje_a_tiempo: 66.7,
      calificaciones: 3,
      promedio_estrellas: 3.7,
    };
    expect(body).toMatchObject({ desde: '2031-03-01', hasta: '2031-03-31', total: figures });
    // The latest comment first; a rating without a comment counts but lists nothing.
    expect(body.total.comentarios.map((comment: { comment: string }) => comment.comment)).toEqual([
      'Bien, pero tardó',
      'Excelente',
    ]);
    expect(body.por_gestor).toEqual([
      expect.objectContaining({ gestor_id: flow.ids.gestor, nombre: expect.any(String), ...figures }),
    ]);
    expect(body.por_tramite).toEqual([
      expect.objectContaining({
        tramite_id: flow.fixedTramite.id,
        nombre: flow.fixedTramite.name,
        ...figures,
      }),
    ]);
    // Auth reads the session from its cache: the report is its two statements.
    expect(statements.filter((statement) => /^\s*select/i.test(statement.sql))).toHaveLength(2);
  });

  it('reads the period as Mexico City days, both included', async () => {
    const april = (await report('?desde=2031-04-01&hasta=2031-04-01')).json();
    expect(april.total).toMatchObject({
      completadas: 1,
      a_tiempo: 1,
      porcentaje_a_tiempo: 100,
      calificaciones: 0,
    });
    expect(april.total.promedio_estrellas).toBeNull();
    const firstDay = (await report('?desde=2031-03-03&hasta=2031-03-03')).json();
    expect(firstDay.total).toMatchObject({ completadas: 1, a_tiempo: 1 });
  });

  it('answers an empty period with zeros and no percentage', async () => {
    const body = (await report('?desde=2032-01-01&hasta=2032-01-31')).json();
    expect(body.total).toEqual({
      completadas: 0,
      a_tiempo: 0,
      porcentaje_a_tiempo: null,
      calificaciones: 0,
      promedio_estrellas: null,
      comentarios: [],
    });
    expect(body.por_gestor).toEqual([]);
    expect(body.por_tramite).toEqual([]);
  });

  it('shows the demo its seeded rating in the last 30 days (another client than cliente@demo.mx)', async () => {
    const body = (await report('')).json();
    expect(body.total.calificaciones).toBeGreaterThanOrEqual(1);
    expect(body.total.comentarios.map((comment: { comment: string }) => comment.comment)).toContain(
      'Me avisaron de cada paso y entregaron antes de lo prometido. Solo tardaron un poco en el chat.',
    );
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/solicitudes/${body.total.comentarios[0].tramite_request_id}/satisfaction`,
      headers: bearer(flow.tokens.cliente),
    });
    expect(own.statusCode).toBe(403);
  });

  it('is for admins only, and validates the period with 422', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/quality' })).statusCode).toBe(401);
    expect((await report('', flow.tokens.gestor)).statusCode).toBe(403);
    expect((await report('', flow.tokens.cliente)).statusCode).toBe(403);
    expect((await report('')).statusCode).toBe(200);
    const backwards = await report('?desde=2031-03-31&hasta=2031-03-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().detail).toBe('La fecha «desde» no puede ser posterior a «hasta»');
    expect((await report('?desde=2031-02-30')).statusCode).toBe(422);
    expect((await report('?desde=2029-01-01&hasta=2031-01-01')).statusCode).toBe(422);
  });
});
