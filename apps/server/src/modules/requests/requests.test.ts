import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chatMessages, users } from '../../db/schema/index.ts';
import { tramitesWithoutForm } from '../../test/catalog-rows.ts';
import { bearer, createTestApp, loginAs, registerUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cliente: string;
let gestor: string;
let admin: string;
let otherClient: string;
let otherGestor: { token: string; id: string };
let fixedTramite: { id: number; fixedPrice: string | null };
let variableTramite: { id: number };

const form = (tramiteId: number, patch: Record<string, unknown> = {}) => ({
  tramite_type_id: tramiteId,
  nombre_completo: 'María López',
  telefono: '(55) 1234-5678',
  email: 'maria@example.mx',
  beneficiario_tipo: 'para_mi',
  confirmacion_documentos: true,
  ...patch,
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
}

async function createRequest(token: string, tramiteId: number) {
  const response = await call('POST', '/api/tramites/request', token, form(tramiteId));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: string; status: string; folio: string; assigned_gestor_id: string | null };
}

async function complete(id: string, token: string) {
  return (await call('GET', `/api/solicitudes/${id}/complete`, token)).json();
}

beforeAll(async () => {
  t = await createTestApp();
  [cliente, gestor, admin] = await Promise.all([
    loginAs(t.app, 'cliente@demo.mx'),
    loginAs(t.app, 'gestor@demo.mx'),
    loginAs(t.app, 'admin@demo.mx'),
  ]);
  // Room for every request this file creates: capacity is tested on its own below.
  await t.app.db.update(users).set({ maxConcurrent: 500 }).where(eq(users.email, 'gestor@demo.mx'));
  otherClient = (await registerUser(t.app)).token;
  otherGestor = await registerUser(t.app, { role: 'gestor', name: 'Gestor Dos' });
  const all = await tramitesWithoutForm(t.app.db);
  fixedTramite = all.find((row) => row.priceType === 'fijo' && row.requiredDocuments.length > 0)!;
  variableTramite = all.find((row) => row.priceType === 'variable')!;
});
afterAll(() => t.close());

describe('POST /api/tramites/request', () => {
  it('creates a variable-price request awaiting quotation, with folio, gestor and audit event', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    expect(created.status).toBe('cotizacion_solicitada');
    expect(created.folio).toMatch(/^TMX-\d{4}-\d{6}$/);
    expect(created.assigned_gestor_id).not.toBeNull();
    const events = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, created.id))
      .orderBy(auditEvents.id);
    expect(events.map((event) => event.action)).toEqual(['created', 'gestor_assigned']);
  });

  it('quotes a fixed-price procedure at once: status cotizacion_enviada at fixed_price', async () => {
    const created = await createRequest(cliente, fixedTramite.id);
    expect(created.status).toBe('cotizacion_enviada');
    const detail = await complete(created.id, cliente);
    expect(detail.cotizacion).toMatchObject({
      amount: Number(fixedTramite.fixedPrice),
      status: 'pendiente',
      is_automatic: true,
    });
    expect(detail.permisos.puede_aceptar_cotizacion).toBe(true);
  });

  it.each([
    [{ nombre_completo: '' }, 'nombre_completo', 'Nombre completo es requerido'],
    [{ nombre_completo: 'A' }, 'nombre_completo', 'Nombre debe tener al menos 2 caracteres'],
    [{ telefono: '' }, 'telefono', 'Telefono es requerido'],
    [{ telefono: '55-123' }, 'telefono', 'Telefono debe tener 10 digitos'],
    [{ email: '' }, 'email', 'Email es requerido'],
    [{ email: 'maria@' }, 'email', 'Email no valido'],
    [{ beneficiario_tipo: 'para_tercero' }, 'nombre_beneficiario', 'Nombre del beneficiario es requerido'],
    [
      { confirmacion_documentos: false },
      'confirmacion_documentos',
      'Debes confirmar que tienes los documentos disponibles',
    ],
  ])('validates %o on the server', async (patch, field, message) => {
    const response = await call('POST', '/api/tramites/request', cliente, form(variableTramite.id, patch));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({ field, message });
  });

  it('needs a session and an existing procedure', async () => {
    expect(
      (await call('POST', '/api/tramites/request', undefined, form(variableTramite.id))).statusCode,
    ).toBe(401);
    const missing = await call('POST', '/api/tramites/request', cliente, form(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Trámite no encontrado');
  });
});

describe('ownership and roles', () => {
  it('lets a cliente see only their own requests', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const other = await call('GET', `/api/solicitudes/${created.id}/complete`, otherClient);
    expect(other.statusCode).toBe(403);
    const mine = (await call('GET', '/api/tramites/my-requests', otherClient)).json();
    expect(mine.find((row: { id: string }) => row.id === created.id)).toBeUndefined();
    const list = (await call('GET', '/api/solicitudes/enriched?limit=100', otherClient)).json();
    expect(list.solicitudes.every((row: { id: string }) => row.id !== created.id)).toBe(true);
  });

  it('hides requests from a gestor they are not assigned to, and from a gestor pending approval', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    expect((await call('GET', `/api/solicitudes/${created.id}/complete`, otherGestor.token)).statusCode).toBe(
      403,
    );
    const status = await call('PUT', `/api/tramites/${created.id}/status`, otherGestor.token, {
      status: 'cancelado',
    });
    expect(status.statusCode).toBe(403);
    expect((await call('GET', '/api/gestor/assigned-requests', otherGestor.token)).json()).toEqual([]);
  });

  it('lets the assigned gestor and any admin see it', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    expect((await call('GET', `/api/solicitudes/${created.id}/complete`, gestor)).statusCode).toBe(200);
    const asAdmin = await complete(created.id, admin);
    expect(asAdmin.permisos.puede_asignar_gestor).toBe(true);
    expect((await complete(created.id, gestor)).permisos.puede_asignar_gestor).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await call('GET', '/api/solicitudes/00000000-0000-0000-0000-000000000000/complete', admin)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/solicitudes/no-es-uuid/complete', admin)).statusCode).toBe(404);
  });

  it('keeps staff endpoints from clientes', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const quotation = await call('POST', '/api/quotations', cliente, {
      tramite_request_id: created.id,
      amount: 100,
    });
    expect(quotation.statusCode).toBe(403);
    expect((await call('GET', '/api/gestor/assigned-requests', cliente)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/gestores/workload', cliente)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/gestores/workload', gestor)).statusCode).toBe(403);
    const payment = await call('POST', '/api/payments', cliente, {
      tramite_request_id: created.id,
      method: 'spei',
      amount: 1,
      reference: 'x',
    });
    expect(payment.statusCode).toBe(403);
  });
});

describe('status machine through the API', () => {
  it('refuses a move the table forbids with 409 in Spanish, and writes nothing', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const response = await call('PUT', `/api/tramites/${created.id}/status`, gestor, {
      status: 'completado',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'No se puede cambiar el estado de "Cotización solicitada" a "Completado".',
    );
    const events = await t.app.db.select().from(auditEvents).where(eq(auditEvents.requestId, created.id));
    expect(events.some((event) => event.toStatus === 'completado')).toBe(false);
  });

  it('lets an admin force a move only with a reason, recorded as override', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const withoutReason = await call('PUT', `/api/tramites/${created.id}/status`, admin, {
      new_status: 'en_proceso',
    });
    expect(withoutReason.statusCode).toBe(409);
    expect(withoutReason.json().detail).toBe('Para forzar este cambio de estado, indica un motivo.');
    const forced = await call('PUT', `/api/tramites/${created.id}/status`, admin, {
      new_status: 'en_proceso',
      reason: 'Pago recibido en ventanilla',
    });
    expect(forced.statusCode).toBe(200);
    const [event] = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.requestId, created.id))
      .orderBy(auditEvents.id)
      .then((rows) => rows.filter((row) => row.toStatus === 'en_proceso'));
    expect(event).toMatchObject({
      isOverride: true,
      reason: 'Pago recibido en ventanilla',
      fromStatus: 'cotizacion_solicitada',
    });
  });

  it('accepts both body shapes and defaults the reason', async () => {
    const a = await createRequest(cliente, variableTramite.id);
    const b = await createRequest(cliente, variableTramite.id);
    expect(
      (await call('PUT', `/api/tramites/${a.id}/status`, gestor, { status: 'cancelado', notes: 'Duplicada' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/tramites/${b.id}/status`, gestor, { new_status: 'cancelado' })).statusCode,
    ).toBe(200);
    const events = await t.app.db.select().from(auditEvents).where(eq(auditEvents.requestId, b.id));
    expect(events.find((event) => event.toStatus === 'cancelado')?.reason).toBe(
      'Estado cambiado a cancelado',
    );
    const invalid = await call('PUT', `/api/tramites/${a.id}/status`, gestor, { status: 'volando' });
    expect(invalid.statusCode).toBe(422);
    expect((await call('PUT', `/api/tramites/${a.id}/status`, gestor, {})).statusCode).toBe(422);
  });

  it('lets a cliente cancel before paying but not move anything else (403, before any business rule)', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    for (const status of ['cotizacion_enviada', 'en_proceso', 'completado']) {
      const forbiddenMove = await call('PUT', `/api/tramites/${created.id}/status`, cliente, { status });
      expect(forbiddenMove.statusCode, status).toBe(403);
    }
    const cancel = await call('PUT', `/api/tramites/${created.id}/status`, cliente, { status: 'cancelado' });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelado');
  });

  it('walks the full staff path to completado with every step on the timeline and in the chat', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    await call('POST', '/api/quotations', gestor, {
      tramite_request_id: created.id,
      amount: '1500.00',
      description: 'Honorarios',
    });
    const pay = await call('POST', '/api/payments', gestor, {
      tramite_request_id: created.id,
      method: 'spei',
      amount: 1500,
      reference: 'SPEI-123',
    });
    expect(pay.statusCode).toBe(201);
    const afterPay = await complete(created.id, gestor);
    // The procedure requires documents and none is uploaded: waiting on the client.
    expect(afterPay.solicitud.status).toBe('esperando_documentos');
    for (const status of [
      'documentos_en_revision',
      'en_proceso',
      'esperando_autoridad',
      'listo_para_entrega',
      'completado',
    ]) {
      const response = await call('PUT', `/api/tramites/${created.id}/status`, gestor, {
        new_status: status,
      });
      expect(response.statusCode, status).toBe(200);
    }
    const timeline = (await call('GET', `/api/solicitudes/${created.id}/timeline`, cliente)).json();
    expect(
      timeline
        .filter((e: { to_status: string | null }) => e.to_status)
        .map((e: { to_status: string }) => e.to_status),
    ).toEqual([
      'cotizacion_solicitada',
      'cotizacion_enviada',
      'pago_procesado',
      'esperando_documentos',
      'documentos_en_revision',
      'en_proceso',
      'esperando_autoridad',
      'listo_para_entrega',
      'completado',
    ]);
    const messages = await t.app.db.select().from(chatMessages).where(eq(chatMessages.requestId, created.id));
    expect(messages.filter((message) => message.isSystemMessage).length).toBeGreaterThanOrEqual(9);
    const done = await call('PUT', `/api/tramites/${created.id}/status`, admin, { status: 'cancelado' });
    expect(done.statusCode).toBe(409);
  });
});

describe('quotations', () => {
  it('validates amount, items and validity', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const base = { tramite_request_id: created.id };
    const negative = await call('POST', '/api/quotations', gestor, { ...base, amount: -5 });
    expect(negative.statusCode).toBe(422);
    const decimals = await call('POST', '/api/quotations', gestor, { ...base, amount: '10.123' });
    expect(decimals.json().detail).toBe(
      'El monto debe ser un número mayor o igual a 0 con máximo 2 decimales',
    );
    const past = await call('POST', '/api/quotations', gestor, {
      ...base,
      amount: 10,
      valid_until: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    const badSum = await call('POST', '/api/quotations', gestor, {
      ...base,
      amount: 1000,
      items: [{ concepto: 'Honorarios', tipo: 'honorarios', monto: 900 }],
    });
    expect(badSum.json().detail).toBe('La suma de los conceptos debe ser igual al total de la cotización');
    const badIva = await call('POST', '/api/quotations', gestor, {
      ...base,
      amount: 1200,
      items: [
        { concepto: 'Honorarios', tipo: 'honorarios', monto: 1000 },
        { concepto: 'IVA', tipo: 'iva', monto: 200 },
      ],
    });
    expect(badIva.json().detail).toBe('El IVA debe ser el 16% de los honorarios');
    const good = await call('POST', '/api/quotations', gestor, {
      ...base,
      amount: 1801.5,
      items: [
        { concepto: 'Derechos', tipo: 'derechos', monto: 641.5 },
        { concepto: 'Honorarios', tipo: 'honorarios', monto: 1000 },
        { concepto: 'IVA', tipo: 'iva', monto: 160 },
      ],
    });
    expect(good.statusCode).toBe(201);
    const body = good.json();
    expect(body).toMatchObject({ amount: 1801.5, status: 'pendiente' });
    // Default validity: 30 days ahead.
    const days = (Date.parse(body.valid_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(28);
    expect(days).toBeLessThan(31);
  });

  it('lets the client accept, and refuses an expired quotation, sending the request back', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const quotation = (
      await call('POST', '/api/quotations', gestor, { tramite_request_id: created.id, amount: 500 })
    ).json();
    expect((await call('POST', `/api/quotations/${quotation.id}/accept`, otherClient)).statusCode).toBe(403);
    expect((await call('POST', `/api/quotations/${quotation.id}/accept`, gestor)).statusCode).toBe(403);
    const { quotations } = await import('../../db/schema/index.ts');
    await t.app.db
      .update(quotations)
      .set({ validUntil: '2020-01-01' })
      .where(eq(quotations.id, quotation.id));
    const expired = await call('POST', `/api/quotations/${quotation.id}/accept`, cliente);
    expect(expired.statusCode).toBe(409);
    expect((await complete(created.id, cliente)).solicitud.status).toBe('cotizacion_solicitada');
  });

  it('lets the client reject, back to cotizacion_solicitada', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const quotation = (
      await call('POST', '/api/quotations', gestor, { tramite_request_id: created.id, amount: 500 })
    ).json();
    const rejected = await call('POST', `/api/quotations/${quotation.id}/reject`, cliente, {
      reason: 'Muy caro',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await complete(created.id, cliente)).solicitud.status).toBe('cotizacion_solicitada');
    expect((await call('POST', `/api/quotations/${quotation.id}/accept`, cliente)).statusCode).toBe(409);
  });

  it('no longer lets the client reject a quotation once accepted: only paying remains', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const quotation = (
      await call('POST', '/api/quotations', gestor, { tramite_request_id: created.id, amount: 500 })
    ).json();
    expect((await complete(created.id, cliente)).permisos.puede_rechazar_cotizacion).toBe(true);
    expect((await call('POST', `/api/quotations/${quotation.id}/accept`, cliente)).statusCode).toBe(200);
    expect((await complete(created.id, cliente)).permisos.puede_rechazar_cotizacion).toBe(false);
    const refused = await call('POST', `/api/quotations/${quotation.id}/reject`, cliente, { reason: 'No' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Ya aceptaste esta cotización: solo queda pagarla');
    expect((await complete(created.id, cliente)).solicitud.status).toBe('cotizacion_enviada');
  });

  it('cannot quote a request past payment', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    await call('PUT', `/api/tramites/${created.id}/status`, gestor, { status: 'cancelado' });
    const response = await call('POST', '/api/quotations', gestor, {
      tramite_request_id: created.id,
      amount: 10,
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('payments', () => {
  it('checks the amount against the quotation', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    await call('POST', '/api/quotations', gestor, { tramite_request_id: created.id, amount: 700 });
    const wrong = await call('POST', '/api/payments', gestor, {
      tramite_request_id: created.id,
      method: 'oxxo',
      amount: 699.99,
      reference: 'OXXO-1',
    });
    expect(wrong.statusCode).toBe(422);
    const missingRef = await call('POST', '/api/payments', gestor, {
      tramite_request_id: created.id,
      method: 'oxxo',
      amount: 700,
      reference: '',
    });
    expect(missingRef.json().detail).toBe('La referencia del pago es requerida');
    const noQuotation = await createRequest(cliente, variableTramite.id);
    const early = await call('POST', '/api/payments', gestor, {
      tramite_request_id: noQuotation.id,
      method: 'spei',
      amount: 1,
      reference: 'x',
    });
    expect(early.statusCode).toBe(409);
  });

  it('lets the client accept and pay in demo mode, and counts it in total_spent', async () => {
    const before = (await call('GET', '/api/dashboard/stats', cliente)).json();
    const created = await createRequest(cliente, fixedTramite.id);
    const detail = await complete(created.id, cliente);
    const payBeforeAccept = await call('POST', `/api/tramite-requests/${created.id}/pay`, cliente);
    expect(payBeforeAccept.statusCode).toBe(409);
    await call('POST', `/api/quotations/${detail.cotizacion.id}/accept`, cliente);
    expect((await call('POST', `/api/tramite-requests/${created.id}/pay`, otherClient)).statusCode).toBe(403);
    const paid = await call('POST', `/api/tramite-requests/${created.id}/pay`, cliente);
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ provider: 'simulado', method: 'simulado' });
    expect((await complete(created.id, cliente)).solicitud.status).toBe('esperando_documentos');
    const after = (await call('GET', '/api/dashboard/stats', cliente)).json();
    expect(after.total_spent).toBeCloseTo(before.total_spent + Number(fixedTramite.fixedPrice), 2);
    expect((await call('POST', `/api/tramite-requests/${created.id}/pay`, cliente)).statusCode).toBe(409);
  });

  it('has no simulated payment outside demo mode', async () => {
    const prod = await createTestApp({ demoMode: false });
    try {
      const user = await registerUser(prod.app);
      const response = await prod.app.inject({
        method: 'POST',
        url: '/api/tramite-requests/00000000-0000-0000-0000-000000000000/pay',
        headers: bearer(user.token),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('assignment', () => {
  it('gives new requests to the least-loaded approved gestor', async () => {
    const approved = await registerUser(t.app, { role: 'gestor', name: 'Gestor Aprobado' });
    await t.app.db.update(users).set({ isApproved: true }).where(eq(users.id, approved.id));
    const created = await createRequest(otherClient, variableTramite.id);
    // The new gestor has no open cases while the demo gestor has many.
    expect(created.assigned_gestor_id).toBe(approved.id);
    const workload = (await call('GET', '/api/admin/gestores/workload', admin)).json();
    const row = workload.gestores.find((g: { gestor_id: string }) => g.gestor_id === approved.id);
    expect(row).toMatchObject({ current_assignments: 1, max_concurrent: 10, workload_percentage: 10 });
    const available = (await call('GET', '/api/admin/gestores/available-for-assignment', admin)).json();
    expect(available.gestores.map((g: { id: string }) => g.id)).toContain(approved.id);
    expect(available.gestores.map((g: { id: string }) => g.id)).not.toContain(otherGestor.id);
  });

  it('lets an admin reassign with a reason; validates the gestor', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const gestorId = (await t.app.db.select().from(users).where(eq(users.email, 'gestor@demo.mx')))[0]!.id;
    const missing = await call('PUT', `/api/admin/solicitudes/${created.id}/assign-gestor`, admin);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe('Selecciona un gestor');
    const pending = await call(
      'PUT',
      `/api/admin/solicitudes/${created.id}/assign-gestor?new_gestor_id=${otherGestor.id}`,
      admin,
    );
    expect(pending.statusCode).toBe(422);
    const target = created.assigned_gestor_id === gestorId ? undefined : gestorId;
    if (target) {
      const ok = await call(
        'PUT',
        `/api/admin/solicitudes/${created.id}/assign-gestor?new_gestor_id=${target}&assignment_reason=Especialista`,
        admin,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().message).toContain('asignado');
    }
    const same = await call(
      'PUT',
      `/api/admin/solicitudes/${created.id}/assign-gestor?new_gestor_id=${target ?? created.assigned_gestor_id}`,
      admin,
    );
    // Idempotent: the gestor it already has is a 200 that changes nothing (assignment.test.ts).
    expect(same.statusCode).toBe(200);
    const byGestor = await call(
      'PUT',
      `/api/admin/solicitudes/${created.id}/assign-gestor?new_gestor_id=${gestorId}`,
      gestor,
    );
    expect(byGestor.statusCode).toBe(403);
  });
});

describe('lists', () => {
  it('searches, filters, sorts and paginates on the server', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/solicitudes/enriched?${query}`, admin)).json();
    const all = await list('limit=100');
    expect(all.total).toBeGreaterThan(5);
    const page1 = await list('limit=2&offset=0');
    const page2 = await list('limit=2&offset=2');
    expect(page1.solicitudes).toHaveLength(2);
    expect(page1.solicitudes[0].id).not.toBe(page2.solicitudes[0].id);
    const cancelled = await list('status=cancelado&limit=100');
    expect(cancelled.solicitudes.length).toBeGreaterThan(0);
    expect(cancelled.solicitudes.every((row: { status: string }) => row.status === 'cancelado')).toBe(true);
    const asc = await list('sort=fecha_asc&limit=100');
    const dates = asc.solicitudes.map((row: { created_at: string }) => row.created_at);
    expect(dates).toEqual([...dates].sort());
    const byName = await list('sort=tramite&limit=100');
    const names = byName.solicitudes.map((row: { tramite_nombre: string }) => row.tramite_nombre);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const folio = all.solicitudes[0].folio;
    const found = await list(`search=${folio.toLowerCase()}`);
    expect(found.solicitudes.map((row: { folio: string }) => row.folio)).toEqual([folio]);
    const accentless = await list(`search=${encodeURIComponent('maria lopez')}&limit=100`);
    expect(accentless.total).toBeGreaterThan(0);
    expect((await call('GET', '/api/solicitudes/enriched?sort=otro', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/solicitudes/enriched?limit=1000', admin)).statusCode).toBe(422);
  });

  it('searches without caring about accents or case, for requests and documents', async () => {
    const count = async (url: string) => (await call('GET', url, admin)).json();
    const plain = await count('/api/solicitudes/enriched?search=lopez&limit=100');
    const accented = await count(`/api/solicitudes/enriched?search=${encodeURIComponent('LÓPEZ')}&limit=100`);
    expect(plain.total).toBeGreaterThan(0);
    expect(accented.total).toBe(plain.total);
    const docsPlain = await count('/api/gestor/pending-documents?status=todos&search=maria&limit=100');
    const docsAccented = await count(
      `/api/gestor/pending-documents?status=todos&search=${encodeURIComponent('María')}&limit=100`,
    );
    expect(docsPlain.length).toBeGreaterThan(0);
    expect(docsAccented.length).toBe(docsPlain.length);
  });

  it('gives an admin every request on the assigned-requests list, and a gestor only theirs', async () => {
    const forAdmin = await call('GET', '/api/gestor/assigned-requests?limit=100', admin);
    const { total } = (await call('GET', '/api/solicitudes/enriched?limit=1', admin)).json();
    expect(Number(forAdmin.headers['x-total-count'])).toBe(total);
    const forGestor = (await call('GET', '/api/gestor/assigned-requests?limit=100', gestor)).json();
    const gestorId = (await t.app.db.select().from(users).where(eq(users.email, 'gestor@demo.mx')))[0]!.id;
    expect(forGestor.length).toBeGreaterThan(0);
    expect(
      forGestor.every((row: { assigned_gestor_id: string }) => row.assigned_gestor_id === gestorId),
    ).toBe(true);
  });

  it('summarises per scope', async () => {
    const summary = (await call('GET', '/api/solicitudes/summary', admin)).json();
    const { total } = (await call('GET', '/api/solicitudes/enriched?limit=1', admin)).json();
    expect(summary.total).toBe(total);
    const forClient = (await call('GET', '/api/solicitudes/summary', otherClient)).json();
    expect(forClient.total).toBeLessThan(summary.total);
  });

  it('reports dashboard stats for the viewer only', async () => {
    const stats = (await call('GET', '/api/dashboard/stats', otherClient)).json();
    const mine = (await call('GET', '/api/tramites/my-requests', otherClient)).json();
    expect(stats.active_tramites).toBe(
      mine.filter((row: { status: string }) => !['completado', 'cancelado'].includes(row.status)).length,
    );
    expect(stats.total_spent).toBe(0);
  });
});

describe('creating a request: the API contract of spec section 7', () => {
  it("accepts the spec's body {tramite_type_id, description}, with contact data from the account", async () => {
    const account = await registerUser(t.app, { name: 'Ana Contrato', phone: '+52 33 1234 5678' });
    const response = await call('POST', '/api/tramites/request', account.token, {
      tramite_type_id: variableTramite.id,
      description: 'Lo necesito para el lunes',
    });
    expect(response.statusCode).toBe(201);
    const detail = await complete(response.json().id, account.token);
    expect(detail.solicitud).toMatchObject({
      nombre_completo: 'Ana Contrato',
      email: account.email,
      telefono: '3312345678',
      description: 'Lo necesito para el lunes',
    });
  });

  it('stores a pasted +52 number as its 10 national digits, as registration does', async () => {
    const created = await call(
      'POST',
      '/api/tramites/request',
      cliente,
      form(variableTramite.id, { telefono: '+52 55 1234 5678' }),
    );
    expect(created.statusCode).toBe(201);
    expect((await complete(created.json().id, cliente)).solicitud.telefono).toBe('5512345678');
  });

  it('is a cliente action: staff of every kind get 403', async () => {
    const pending = await registerUser(t.app, { role: 'gestor' });
    for (const token of [gestor, admin, pending.token]) {
      const response = await call('POST', '/api/tramites/request', token, form(variableTramite.id));
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 401 before looking at the body, on every write endpoint', async () => {
    const id = '00000000-0000-0000-0000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/quotations'],
      ['POST', '/api/payments'],
      ['PUT', `/api/tramites/${id}/status`],
      ['POST', `/api/tramite-requests/${id}/messages`],
      ['POST', '/api/tramites/request'],
      ['PUT', `/api/gestor/documents/${id}/review`],
    ] as const) {
      const response = await call(method, url, undefined, {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('only a recorded payment leads to pago_procesado', () => {
  it('refuses a cliente marking their own request as paid, and records nothing', async () => {
    const created = await createRequest(cliente, fixedTramite.id);
    const response = await call('PUT', `/api/tramites/${created.id}/status`, cliente, {
      status: 'pago_procesado',
    });
    expect(response.statusCode).toBe(403);
    const detail = await complete(created.id, cliente);
    expect(detail.solicitud.status).toBe('cotizacion_enviada');
    expect(detail.pagos).toEqual([]);
    expect(detail.cotizacion.status).toBe('pendiente');
    expect(detail.permisos.estados_permitidos).toEqual(['cancelado']);
  });

  it('records a payment when staff mark a quoted request as paid, then applies the follow-up', async () => {
    const created = await createRequest(cliente, fixedTramite.id);
    const response = await call('PUT', `/api/tramites/${created.id}/status`, gestor, {
      new_status: 'pago_procesado',
      reason: 'Transferencia recibida el martes',
    });
    expect(response.statusCode).toBe(200);
    // The procedure needs documents and none is uploaded: it does not stop at pago_procesado.
    expect(response.json().status).toBe('esperando_documentos');
    const detail = await complete(created.id, gestor);
    expect(detail.pagos).toHaveLength(1);
    expect(detail.pagos[0]).toMatchObject({
      amount: Number(fixedTramite.fixedPrice),
      method: 'registro_manual',
      reference: 'Transferencia recibida el martes',
    });
    expect(detail.cotizacion.status).toBe('aceptada');
  });

  it('lets no one, not even an admin override, reach pago_procesado without a quotation to pay', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const response = await call('PUT', `/api/tramites/${created.id}/status`, admin, {
      status: 'pago_procesado',
      notes: 'Forzado',
    });
    expect(response.statusCode).toBe(409);
    expect((await complete(created.id, admin)).solicitud.status).toBe('cotizacion_solicitada');
  });

  it('refuses a cliente cancelling after payment with 403', async () => {
    const created = await createRequest(cliente, fixedTramite.id);
    await call('PUT', `/api/tramites/${created.id}/status`, gestor, { status: 'pago_procesado' });
    const response = await call('PUT', `/api/tramites/${created.id}/status`, cliente, {
      status: 'cancelado',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('Solo puedes cancelar tu solicitud antes de pagarla.');
  });
});

describe('quotation validity', () => {
  it('caps validity at 90 days, with a Spanish message', async () => {
    const created = await createRequest(cliente, variableTramite.id);
    const quote = (valid_until: string) =>
      call('POST', '/api/quotations', gestor, { tramite_request_id: created.id, amount: 10, valid_until });
    const far = await quote('9999-12-31');
    expect(far.statusCode).toBe(422);
    expect(far.json().detail).toBe('La vigencia de la cotización no puede superar 90 días');
    const impossible = await quote('2030-02-30');
    expect(impossible.json().detail).toBe('La fecha de vigencia no es válida');
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    expect((await quote(day(89))).statusCode).toBe(201);
    expect((await quote(day(92))).statusCode).toBe(422);
  });
});
