import { REQUEST_STATUSES } from '@tramites/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chatMessages } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { statusChatMessage } from './status-chat-message.ts';

describe('statusChatMessage', () => {
  const base = { from: 'en_proceso', action: 'status_changed', amount: 1624, byClient: false } as const;

  it('writes a sentence for every status, never the internal words', () => {
    for (const to of REQUEST_STATUSES) {
      const text = statusChatMessage({ ...base, to });
      expect(text).not.toMatch(/Estado|→|_/);
      expect(text).toMatch(/^[¡A-ZÁÉÍÓÚ].*[.!]$/);
    }
  });

  it('names the quotation total, tells expiry from rejection, and who cancelled', () => {
    expect(statusChatMessage({ ...base, from: 'cotizacion_solicitada', to: 'cotizacion_enviada' })).toBe(
      'Te enviamos tu cotización por $1,624.00 MXN. Revísala y acéptala para continuar.',
    );
    expect(
      statusChatMessage({
        ...base,
        from: 'cotizacion_enviada',
        to: 'cotizacion_solicitada',
        action: 'quotation_expired',
      }),
    ).toBe('Tu cotización venció sin pagarse. Tu gestor te enviará una nueva.');
    expect(
      statusChatMessage({
        ...base,
        from: 'cotizacion_enviada',
        to: 'cotizacion_solicitada',
        action: 'quotation_rejected',
        byClient: true,
        note: 'Es más de lo que esperaba.',
      }),
    ).toBe('Rechazaste la cotización. Tu gestor te enviará una nueva. Motivo: Es más de lo que esperaba.');
    expect(statusChatMessage({ ...base, to: 'cancelado', byClient: true })).toBe(
      'Cancelaste esta solicitud.',
    );
    expect(statusChatMessage({ ...base, to: 'cancelado' })).toBe('Tu solicitud fue cancelada.');
  });

  it('says where the work stands by where it comes from', () => {
    expect(statusChatMessage({ ...base, from: 'documentos_en_revision', to: 'en_proceso' })).toBe(
      'Revisamos tus documentos: todo en orden. Tu gestor ya está haciendo tu trámite.',
    );
    expect(statusChatMessage({ ...base, from: 'esperando_autoridad', to: 'en_proceso' })).toBe(
      'La dependencia respondió. Tu gestor sigue con tu trámite.',
    );
    expect(statusChatMessage({ ...base, to: 'esperando_autoridad' })).toBe(
      'Tu trámite ya está con la dependencia. Te avisaremos en cuanto responda.',
    );
  });
});

describe('the chat of a request walked through its life', () => {
  let t: TestApp;
  let flow: RequestFlow;

  beforeAll(async () => {
    t = await createTestApp();
    flow = await setUpRequestFlow(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const systemMessages = async (requestId: string) =>
    (
      await t.app.db
        .select({ text: chatMessages.messageText, system: chatMessages.isSystemMessage })
        .from(chatMessages)
        .where(eq(chatMessages.requestId, requestId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    )
      .filter((message) => message.system)
      .map((message) => message.text);

  it('tells the client each step in sentences, while the audit keeps the precise record', async () => {
    const { id } = await flow.createRequest();
    await flow.pay(id);
    const [first, ...rest] = flow.fixedTramite.requiredDocuments;
    const firstUpload = await flow.upload(id, first!);
    const others = [];
    for (const name of rest) {
      others.push(await flow.upload(id, name));
    }
    for (const document of others) {
      await flow.approve(document);
    }
    await flow.reject(firstUpload, 'La foto está borrosa');
    await flow.approve(await flow.upload(id, first!));
    await flow.changeStatus(id, 'esperando_autoridad', flow.tokens.gestor);
    await flow.changeStatus(id, 'listo_para_entrega', flow.tokens.gestor);

    const texts = await systemMessages(id);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^Te enviamos tu cotización por \$[\d,]+\.\d{2} MXN\. Revísala y acéptala para continuar\.$/,
        ),
        'Recibimos tu pago. ¡Gracias!',
        'Ahora sube tus documentos para que tu gestor pueda revisarlos.',
        'Recibimos tus documentos. Tu gestor los está revisando.',
        'Revisamos tus documentos y hay que corregir algunos. En la sección de documentos verás el motivo; sube una nueva versión.',
        'Recibimos tus correcciones. Tu gestor revisará de nuevo tus documentos.',
        'Revisamos tus documentos: todo en orden. Tu gestor ya está haciendo tu trámite.',
        // The gestor's typed reason comes along (request-flow's changeStatus sends 'Cambio de prueba').
        'Tu trámite ya está con la dependencia. Te avisaremos en cuanto responda. Motivo: Cambio de prueba.',
        '¡Tu trámite está listo! Tu gestor te contactará para entregártelo. Motivo: Cambio de prueba.',
      ]),
    );
    expect(texts.filter((text) => /Estado (actualizado|cambiado)|→/.test(text))).toEqual([]);
    // Automatic moves carry no "Motivo": their reasons are the audit's, not words a person wrote.
    expect(texts.find((text) => text.startsWith('Ahora sube'))).not.toMatch(/Motivo/);

    const audit = await t.app.db
      .select({ from: auditEvents.fromStatus, to: auditEvents.toStatus, reason: auditEvents.reason })
      .from(auditEvents)
      .where(eq(auditEvents.requestId, id));
    expect(audit).toEqual(
      expect.arrayContaining([
        { from: 'en_proceso', to: 'esperando_autoridad', reason: 'Cambio de prueba' },
        {
          from: 'pago_procesado',
          to: 'esperando_documentos',
          reason: 'Pago recibido: faltan documentos por subir',
        },
      ]),
    );
  });

  it("the client's rejection of a quotation carries the reason they typed", async () => {
    const { id } = await flow.createRequest({ variable: true });
    await flow.quote(id, '2500.00');
    const complete = (
      await t.app.inject({
        method: 'GET',
        url: `/api/solicitudes/${id}/complete`,
        headers: bearer(flow.tokens.cliente),
      })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/quotations/${complete.cotizacion.id}/reject`,
      headers: bearer(flow.tokens.cliente),
      payload: { reason: 'Es más de lo que esperaba' },
    });
    expect(response.statusCode).toBe(200);
    const texts = await systemMessages(id);
    expect(texts).toContain(
      'Te enviamos tu cotización por $2,500.00 MXN. Revísala y acéptala para continuar.',
    );
    expect(texts).toContain(
      'Rechazaste la cotización. Tu gestor te enviará una nueva. Motivo: Es más de lo que esperaba.',
    );
  });
});
