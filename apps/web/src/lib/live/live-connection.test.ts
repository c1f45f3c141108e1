import type { LiveEvent } from '@tramites/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveConnection, openLiveConnection } from './live-connection.ts';
import type { LiveStatus } from './live-status.ts';

const encoder = new TextEncoder();

/** A text/event-stream response whose chunks the test writes, and closes, when it wants. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const MESSAGE = {
  id: 'm-1',
  sender_id: 'g-1',
  sender_name: 'Patricia Gómez',
  sender_role: 'gestor',
  message_text: 'Hola',
  is_system_message: false,
  created_at: '2026-03-20T12:00:00Z',
  tramite_request_id: 'r-1',
};

const sse = (id: string, type: string, data: unknown) =>
  `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

let connection: LiveConnection | null = null;

afterEach(() => {
  connection?.close();
  connection = null;
});

function open(fetchImpl: typeof fetch) {
  const events: LiveEvent[] = [];
  const statuses: LiveStatus[] = [];
  const onFirstOpen = vi.fn();
  const onReconnect = vi.fn();
  const onUnauthorized = vi.fn();
  connection = openLiveConnection({
    token: 'tok-1',
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onFirstOpen,
    onReconnect,
    onUnauthorized,
    fetch: fetchImpl,
    backoff: { initialMs: 5, maxMs: 20 },
    pauseWhenHidden: false,
  });
  return { events, statuses, onFirstOpen, onReconnect, onUnauthorized };
}

describe('openLiveConnection', () => {
  it('sends the token in the Authorization header and hands on each parsed event', async () => {
    const stream = streamResponse();
    const fetchMock = vi.fn<typeof fetch>(async () => stream.response);
    const { events, statuses } = open(fetchMock);

    await vi.waitFor(() => expect(statuses).toEqual(['connecting', 'connected']));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(String(url)).not.toContain('tok-1');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');

    stream.write(': latido\n\n');
    stream.write(sse('1', 'chat.message', MESSAGE));
    stream.write(sse('2', 'request.status', { tramite_request_id: 'r-1' }));
    stream.write(sse('3', 'algo.nuevo', { x: 1 }));
    stream.write(
      sse('4', 'document.updated', {
        tramite_request_id: 'r-1',
        document_id: 'd-1',
        required_name: 'INE',
        status: 'rejected',
        rejection_reason: 'Borrosa',
      }),
    );
    await vi.waitFor(() => expect(events).toHaveLength(2));
    // The malformed request.status and the unknown type are skipped, not thrown.
    expect(events.map((event) => event.type)).toEqual(['chat.message', 'document.updated']);
    expect(events[0]!.data).toEqual(MESSAGE);
    expect(connection!.lastEventId()).toBe('4');
  });

  it('reopens with Last-Event-ID after the server ends the stream, and drops replayed duplicates', async () => {
    const first = streamResponse();
    const second = streamResponse();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response);
    const { events, statuses, onFirstOpen, onReconnect } = open(fetchMock);

    await vi.waitFor(() => expect(statuses.at(-1)).toBe('connected'));
    // The first opening says when it opened (data fetched before may be out of date); it is no reconnect.
    expect(onFirstOpen).toHaveBeenCalledTimes(1);
    expect(onFirstOpen.mock.calls[0]![0]).toBeTypeOf('number');
    expect(onReconnect).not.toHaveBeenCalled();
    first.write(sse('7', 'chat.message', MESSAGE));
    await vi.waitFor(() => expect(events).toHaveLength(1));
    first.end();

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const headers = fetchMock.mock.calls[1]![1]?.headers as Record<string, string>;
    expect(headers['last-event-id']).toBe('7');
    expect(headers.Authorization).toBe('Bearer tok-1');
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
    expect(onFirstOpen).toHaveBeenCalledTimes(1);

    // The replay repeats id 7 (already shown) and brings 8.
    second.write(sse('7', 'chat.message', MESSAGE));
    second.write(sse('8', 'chat.message', { ...MESSAGE, id: 'm-2' }));
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events.map((event) => (event.data as { id: string }).id)).toEqual(['m-1', 'm-2']);
    expect(statuses).toEqual(['connecting', 'connected', 'connecting', 'connected']);
  });

  it('is down while the server refuses, and comes back by itself', async () => {
    const stream = streamResponse();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('{"detail":"x"}', { status: 503 }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(stream.response);
    const { statuses } = open(fetchMock);

    await vi.waitFor(() => expect(statuses.at(-1)).toBe('connected'));
    expect(statuses).toEqual(['connecting', 'down', 'connected']);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('stops and reports a refused token (401) without retrying', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 401 }));
    const { statuses, onUnauthorized } = open(fetchMock);

    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith('tok-1'));
    expect(statuses.at(-1)).toBe('off');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when closed (sign-out)', async () => {
    const stream = streamResponse();
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn<typeof fetch>(async (_url, init) => {
      signal = init?.signal ?? undefined;
      return stream.response;
    });
    const { statuses } = open(fetchMock);
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('connected'));
    connection!.close();
    expect(signal?.aborted).toBe(true);
  });
});
