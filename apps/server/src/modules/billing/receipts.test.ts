import { TAX_PROFILE_MESSAGES } from '@tramites/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { attachmentsOf, paidRequest, pdfText } from './test-helpers.ts';

let t: TestApp;
let flow: RequestFlow;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, emailRetryBaseMs: 50, emailPollMs: 100 });
  flow = await setUpRequestFlow(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const receiptOf = (paymentId: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/payments/${paymentId}/receipt`, headers: bearer(token) });

describe('GET /api/payments/{id}/receipt', () => {
  it('gives the client a PDF receipt with the folio, the amount, the IVA of the fee and the derechos apart', async () => {
    const { folio, payment } = await paidRequest(t, flow, { derechos: 1795 });
    const response = await receiptOf(payment.id, flow.tokens.cliente);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`recibo-${folio}-01.pdf`);
    expect(response.headers['content-disposition']).toMatch(/^attachment/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain('Recibo de pago');
    expect(text).toContain(`Recibo núm. ${folio}-01`);
    expect(text).toContain(folio);
    expect(text).toContain('$2,955.00');
    expect(text).not.toContain('$$');
    expect(text).toContain('Honorarios de gestoría (sin IVA)');
    expect(text).toContain('$1,000.00');
    expect(text).toContain('IVA 16 % sobre honorarios');
    expect(text).toContain('$160.00');
    expect(text).toContain('Derechos (pago por cuenta de terceros, sin IVA)');
    expect(text).toContain('$1,795.00');
    expect(text).toContain('Transferencia SPEI');
    expect(text).toContain('SPEI-PRUEBA');
    expect(text).toContain('hora del centro de México');
  });

  it('is open to the gestor of the request and to admins, and to no other client', async () => {
    const { payment } = await paidRequest(t, flow);
    expect((await receiptOf(payment.id, flow.tokens.gestor)).statusCode).toBe(200);
    expect((await receiptOf(payment.id, flow.tokens.admin)).statusCode).toBe(200);
    const stranger = await registerUser(t.app, { email: 'ajeno-recibo@example.mx' });
    const refused = await receiptOf(payment.id, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect((await receiptOf('9b2f3c1e-0000-4000-8000-000000000000', flow.tokens.cliente)).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}/receipt` })).statusCode,
    ).toBe(401);
  });
});

describe('payment e-mail', () => {
  it('sends the client "Recibimos tu pago" with the receipt attached when money enters the ledger', async () => {
    const { id, folio } = await paidRequest(t, flow);
    await vi.waitFor(
      () =>
        expect(
          smtp.received.filter(
            (email) => email.text.includes(folio) && /Recibimos tu pago/.test(email.subject),
          ),
        ).toHaveLength(1),
      { timeout: 10_000 },
    );
    const email = smtp.received.find(
      (message) => message.text.includes(folio) && /Recibimos tu pago/.test(message.subject),
    )!;
    expect(email.to).toEqual(['cliente@demo.mx']);
    expect(email.text).toContain(`/solicitud/${id}`);
    const [receipt] = attachmentsOf(email.raw);
    expect(receipt).toMatchObject({ filename: `recibo-${folio}-01.pdf`, contentType: 'application/pdf' });
    expect(pdfText(receipt!.content)).toContain(`Recibo núm. ${folio}-01`);
  });
});

describe('tax profile', () => {
  const valid = {
    rfc: 'GODE561231GR8',
    razon_social: 'Emilia Godínez de la O',
    regimen_fiscal: '612',
    uso_cfdi: 'G03',
    codigo_postal: '06600',
  };
  const put = (payload: object, token = flow.tokens.cliente) =>
    t.app.inject({ method: 'PUT', url: '/api/account/tax-profile', headers: bearer(token), payload });

  it('is null until filled in, then saved as the SAT writes it and read back', async () => {
    const { token } = await registerUser(t.app, { email: 'fiscal@example.mx' });
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/account/tax-profile',
      headers: bearer(token),
    });
    expect(before.json()).toEqual({ tax_profile: null });
    const saved = await put(valid, token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      rfc: 'GODE561231GR8',
      razon_social: 'EMILIA GODÍNEZ DE LA O',
      tipo: 'fisica',
      regimen_fiscal_label: 'Personas Físicas con Actividades Empresariales y Profesionales',
      uso_cfdi_label: 'Gastos en general',
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/account/tax-profile',
      headers: bearer(token),
    });
    expect(after.json().tax_profile.codigo_postal).toBe('06600');
  });

  it('answers 422 with Spanish field errors: RFC check digit, régimen of the other kind, CP', async () => {
    const response = await put({ ...valid, rfc: 'GODE561231GR9', codigo_postal: '066' });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(errors).toContainEqual({ field: 'rfc', message: 'El dígito verificador del RFC no es válido' });
    expect(errors).toContainEqual({ field: 'codigo_postal', message: TAX_PROFILE_MESSAGES.codigoPostal });
    const moral = await put({
      ...valid,
      rfc: 'MAB9307148T4',
      regimen_fiscal: '612',
      razon_social: 'MABE SA DE CV',
    });
    expect(moral.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'regimen_fiscal', message: TAX_PROFILE_MESSAGES.regimenNotForTipo.moral },
        { field: 'razon_social', message: TAX_PROFILE_MESSAGES.razonSocialCapital },
      ]),
    );
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/tax-profile' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/account/tax-profile', payload: valid })).statusCode,
    ).toBe(401);
  });
});
