import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a LISTEN subscriber is told besides each payload. */
export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /**
   * The channel was lost and is listening again: notifications sent meanwhile are gone, so the caller
   * catches up from its own log. Also called once the first LISTEN is in place.
   */
  onListening?: () => void;
  /** A lost connection (the listener retries by itself). */
  onError?: (error: Error) => void;
}

/** Stops listening; resolves once the connection is closed. */
export type Unlisten = () => Promise<void>;

/** PGlite delivers its own NOTIFY to its listeners after each statement (one process, one session). */
export async function listenPglite(
  client: PGlite,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  const unlisten = await client.listen(channel, handlers.onPayload);
  handlers.onListening?.();
  return async () => {
    if (!client.closed) {
      await unlisten();
    }
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * PostgreSQL: LISTEN needs a session of its own (a pooled connection would be handed to other queries),
 * kept open for the life of the process and reopened with backoff when the server drops it.
 */
export async function listenPg(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) {
        handlers.onPayload(message.payload ?? '');
      }
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('LISTEN connection ended')));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    retryMs = RETRY_MIN_MS;
    handlers.onListening?.();
  };

  const lost = (which: pg.Client, error: Error) => {
    if (stopped || which !== client) {
      return;
    }
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => undefined);
    handlers.onError?.(error);
    scheduleRetry();
  };

  const scheduleRetry = () => {
    if (stopped || retryTimer) {
      return;
    }
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch((error: Error) => {
        const failed = client;
        client = undefined;
        failed?.removeAllListeners('end');
        failed?.end().catch(() => undefined);
        handlers.onError?.(error);
        scheduleRetry();
      });
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      await current.end().catch(() => undefined);
    }
  };
}
