import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { payments, requestReminders } from '../../db/schema/index.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { notificationChannel } from './reminder-channel.ts';
import { applyReminders } from './reminders.service.ts';
import { createWhatsAppChannel, whatsappRecipient } from './whatsapp-channel.ts';

/** A stand-in for the Graph API: records each call and answers with `status`. */
interface FakeGraph {
  url: string;
  calls: { path: string; authorization: string | undefined; body: Record<string, unknown> }[];
  status: number;
  server: Server;
}

async function startFakeGraph(): Promise<FakeGraph> {
  const fake = { calls: [], status: 200 } as unknown as FakeGraph;
  fake.server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      fake.calls.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      response.writeHead(fake.status, { 'content-type': 'application/json' });
      response.end(
        fake.status === 200
          ? JSON.stringify({ messages: [{ id: 'wamid.1' }] })
          : JSON.stringify({ error: { message: 'Template name does not exist' } }),
      );
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v21.0`;
  return fake;
}

let graph: FakeGraph;
let t: TestApp;
let flow: RequestFlow;
const errors: unknown[] = [];
const log = {
  info: () => undefined,
  warn: () => undefined,
  error: (entry: unknown) => errors.push(entry),
} as never;

beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createTestApp({
    whatsapp: { token: 'token-de-prueba', phoneNumberId: '1234567890', apiUrl: graph.url },
    publicUrl: 'https://tramites.example.mx',
  });
  flow = await setUpRequestFlow(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => graph.server.close(resolve));
});

const cdmx = (isoDate: string, hour = 10) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + (hour + 6) * 60 * 60_000);

const channels = () => [
  notificationChannel,
  createWhatsAppChannel({
    config: { token: 'token-de-prueba', phoneNumberId: '1234567890', apiUrl: graph.url },
    publicUrl: 'https://tramites.example.mx',
    log,
  }),
];

async function paidRequest() {
  const request = await flow.createRequest();
  await flow.pay(request.id);
  await t.app.db
    .update(payments)
    .set({ createdAt: cdmx('2026-11-12', 17) })
    .where(eq(payments.requestId, request.id));
  return request;
}

describe('the WhatsApp channel (Cloud API, its calls answered by a fake)', () => {
  it('writes Mexican numbers as WhatsApp wants them, and refuses others', () => {
    expect(whatsappRecipient('55 1234 5678')).toBe('525512345678');
    expect(whatsappRecipient('+52 1 55 1234 5678')).toBe('525512345678');
    expect(whatsappRecipient('525512345678')).toBe('525512345678');
    expect(whatsappRecipient('+1 415 555 0100')).toBeNull();
  });

  it('is configured with both variables or neither', () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/tmx' };
    expect(loadConfig(base).whatsapp).toBeUndefined();
    expect(() => loadConfig({ ...base, WHATSAPP_TOKEN: 'token-largo' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(
      loadConfig({ ...base, WHATSAPP_TOKEN: 'token-largo', WHATSAPP_PHONE_NUMBER_ID: '123' }).whatsapp,
    ).toEqual({ token: 'token-largo', phoneNumberId: '123', apiUrl: 'https://graph.facebook.com/v21.0' });
  });

  it('sends the scheduled reminder once, as the template with what is missing and the link', async () => {
    const { id, folio } = await paidRequest();
    const before = graph.calls.length;
    await applyReminders({ db: t.app.db, log, channels: channels() }, cdmx('2026-11-17'));
    await applyReminders({ db: t.app.db, log, channels: channels() }, cdmx('2026-11-17', 12));
    const calls = graph.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/v21.0/1234567890/messages');
    expect(calls[0]!.authorization).toBe('Bearer token-de-prueba');
    const [reminder] = await t.app.db
      .select()
      .from(requestReminders)
      .where(eq(requestReminders.requestId, id));
    expect(calls[0]!.body).toEqual({
      messaging_product: 'whatsapp',
      // The demo request's contact phone, with Mexico's code.
      to: expect.stringMatching(/^52\d{10}$/),
      type: 'template',
      template: {
        name: 'recordatorio_documentos',
        language: { code: 'es_MX' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: `${folio} (${flow.fixedTramite.name})` },
              { type: 'text', text: reminder!.summary },
              { type: 'text', text: `https://tramites.example.mx/tramite/${id}/documentos` },
            ],
          },
        ],
      },
    });
  });

  it('keeps the reminder when the provider fails (notification sent, error logged), and does not send it again', async () => {
    const { id } = await paidRequest();
    graph.status = 500;
    errors.length = 0;
    try {
      const before = graph.calls.length;
      const result = await applyReminders({ db: t.app.db, log, channels: channels() }, cdmx('2026-11-17'));
      expect(result.failed).toBe(0);
      expect(graph.calls.length - before).toBeGreaterThanOrEqual(1);
      expect(errors).toHaveLength(graph.calls.length - before);
      expect(
        await t.app.db.select().from(requestReminders).where(eq(requestReminders.requestId, id)),
      ).toHaveLength(1);
      const again = graph.calls.length;
      await applyReminders({ db: t.app.db, log, channels: channels() }, cdmx('2026-11-18'));
      expect(graph.calls.length).toBe(again);
    } finally {
      graph.status = 200;
    }
  });

  it('goes with the gestor’s "send now" too, when the app is configured with it', async () => {
    const { id } = await paidRequest();
    const before = graph.calls.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/solicitudes/${id}/reminders`,
      headers: bearer(flow.tokens.gestor),
    });
    expect(response.statusCode, response.body).toBe(201);
    await expect.poll(() => graph.calls.length - before).toBe(1);
    const parameters = (
      graph.calls.at(-1)!.body.template as { components: { parameters: { text: string }[] }[] }
    ).components[0]!.parameters;
    expect(parameters[1]!.text).toBe(response.json().summary);
  });
});
