import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMilliseconds, RequestLogController } from './request-log.ts';

/** A server with the production request log, its log lines captured (each write, and the lines). */
async function serverWithLog(level = 'info') {
  const writes: string[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (chunk: string) => writes.push(chunk) } },
    logController: new RequestLogController(),
    requestIdHeader: 'x-request-id',
  });
  app.get('/ok', async (request) => {
    // What pino itself writes for the same request, to compare shapes with.
    request.log.info({ req: request, res: { statusCode: 200 }, responseTime: 0 }, 'pino reference');
    return { ok: true };
  });
  app.get('/boom', async () => {
    throw new Error('se rompió');
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const lines = () =>
    writes
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, address, writes, lines };
}

let current: FastifyInstance | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe('request log', () => {
  it('writes one line per request, with the fields pino writes for it', async () => {
    const server = await serverWithLog();
    current = server.app;
    const response = await fetch(`${server.address}/ok?page=2`);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));

    const reference = server.lines().find((entry) => entry.msg === 'pino reference');
    const line = server.lines().find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 } });
    expect(line!.req).toMatchObject({ method: 'GET', url: '/ok?page=2', remoteAddress: '127.0.0.1' });
    expect(typeof line!.responseTime).toBe('number');
    // Same keys in the same order, same values but for the time, the message and the measured duration.
    const comparable = ({ time, msg, responseTime, res, ...rest }: Record<string, unknown>) => rest;
    expect(Object.keys(line!)).toEqual(Object.keys(reference!));
    expect(comparable(line!)).toEqual(comparable(reference!));
    expect(line!.time).toBeGreaterThanOrEqual(reference!.time as number);
  });

  it('keeps the line valid JSON whatever the client sends in the URL and the request id', async () => {
    const server = await serverWithLog();
    current = server.app;
    const hostileId = 'a"b\\c},"level":60,"x":"';
    await fetch(`${server.address}/ok?q=%22%5C%0A"quoted"`, { headers: { 'x-request-id': hostileId } });
    await new Promise((resolve) => setImmediate(resolve));

    const line = server.lines().find((entry) => entry.msg === 'request completed')!;
    expect(line.level).toBe(30);
    expect(line.reqId).toBe(hostileId);
    expect((line.req as { url: string }).url).toBe('/ok?q=%22%5C%0A%22quoted%22');
  });

  it('writes a line for each of many concurrent requests', async () => {
    const server = await serverWithLog();
    current = server.app;
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.address}/ok`)));
    await server.app.close();
    current = undefined;

    const completed = server.lines().filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(20);
  });

  it('logs a failed request: the error with pino (stack and all), then its line with the status', async () => {
    const server = await serverWithLog();
    current = server.app;
    const response = await fetch(`${server.address}/boom`);
    expect(response.status).toBe(500);
    await new Promise((resolve) => setImmediate(resolve));

    const [errorLine, completed] = server.lines().filter((entry) => entry.reqId !== undefined);
    expect(errorLine).toMatchObject({ level: 50, err: { message: 'se rompió' } });
    expect((errorLine!.err as { stack: string }).stack).toContain('request-log.test.ts');
    expect(completed).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 500 } });
  });

  it('writes nothing per request when the level is above info', async () => {
    const server = await serverWithLog('warn');
    current = server.app;
    await fetch(`${server.address}/ok`);
    await server.app.close();
    current = undefined;

    expect(server.lines().filter((line) => line.msg === 'request completed')).toEqual([]);
  });
});

describe('formatMilliseconds', () => {
  it('writes the duration as pino would, to the microsecond', () => {
    expect(formatMilliseconds(0)).toBe('0.000');
    expect(formatMilliseconds(0.0416)).toBe('0.042');
    expect(formatMilliseconds(3.5)).toBe('3.500');
    expect(formatMilliseconds(12.0049)).toBe('12.005');
    expect(formatMilliseconds(1234.56789)).toBe('1234.568');
    for (const value of [0.001, 0.4567, 7.07, 99.999, 250.1]) {
      expect(Number(formatMilliseconds(value))).toBeCloseTo(value, 3);
    }
  });
});
