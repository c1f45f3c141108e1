import type { FastifyInstance } from 'fastify';

/** One event of a stream as a client parses it (`data:` JSON-decoded). */
export interface ReceivedEvent {
  id: string | undefined;
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read any field of any event type
  data: any;
}

type Waiter = { matches: (event: ReceivedEvent) => boolean; resolve: (event: ReceivedEvent) => void };

/** Starts listening on an ephemeral port of 127.0.0.1 (once per app) and returns its base URL. */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') {
    return `http://127.0.0.1:${address.port}`;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

/**
 * A client of GET /api/events over real HTTP (inject cannot stream): what the web's fetch-based SSE
 * client does, parsed by the SSE rules. Keeps every event, comment and position block it reads.
 */
export class EventStreamClient {
  readonly events: ReceivedEvent[] = [];
  readonly comments: string[] = [];
  /** `id:` of blocks without `event:` (the position the server starts from). */
  readonly positions: string[] = [];
  /** The id a reconnect sends as Last-Event-ID. */
  lastEventId: string | undefined;
  ended = false;
  private waiters: Waiter[] = [];
  private done: Promise<void> = Promise.resolve();

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {}

  static async open(
    baseUrl: string,
    token: string,
    options: { lastEventId?: string } = {},
  ): Promise<EventStreamClient> {
    const abort = new AbortController();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
      },
      signal: abort.signal,
    });
    const client = new EventStreamClient(response, abort);
    if (response.ok) {
      client.done = client.read();
    }
    return client;
  }

  /** The first event (already read or still to come) that matches, or a timeout naming what came. */
  waitFor(matches: (event: ReceivedEvent) => boolean, timeoutMs = 5_000): Promise<ReceivedEvent> {
    const found = this.events.find(matches);
    if (found) {
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter.resolve !== done);
        reject(new Error(`evento no recibido; llegaron: ${this.events.map((e) => e.event).join(', ')}`));
      }, timeoutMs);
      const done = (event: ReceivedEvent) => {
        clearTimeout(timer);
        resolve(event);
      };
      this.waiters.push({ matches, resolve: done });
    });
  }

  /** Waits until the server ends the stream. */
  async whenEnded(timeoutMs = 5_000): Promise<void> {
    await Promise.race([
      this.done,
      new Promise((_, reject) => setTimeout(() => reject(new Error('el flujo no terminó')), timeoutMs)),
    ]);
  }

  async close(): Promise<void> {
    this.abort.abort();
    await this.done;
  }

  private async read(): Promise<void> {
    const reader = this.response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) {
          break;
        }
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          this.parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream is over either way.
    } finally {
      this.ended = true;
    }
  }

  private parseBlock(block: string): void {
    let id: string | undefined;
    let event = '';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') {
        id = value;
        this.lastEventId = value;
      } else if (field === 'event') {
        event = value;
      } else if (field === 'data') {
        data.push(value);
      }
    }
    if (!event) {
      if (id !== undefined) {
        this.positions.push(id);
      }
      return;
    }
    const received: ReceivedEvent = { id, event, data: JSON.parse(data.join('\n')) };
    this.events.push(received);
    for (const waiter of [...this.waiters]) {
      if (waiter.matches(received)) {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        waiter.resolve(received);
      }
    }
  }
}
