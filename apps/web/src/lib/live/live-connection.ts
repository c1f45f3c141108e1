import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { LIVE_HEARTBEAT_MS, type LiveEvent, LiveEventSchema } from '@tramites/shared';
import { API_BASE } from '../api-client.ts';
import type { LiveStatus } from './live-status.ts';

/** GET /api/events: the signed-in user's Server-Sent Events. */
export const LIVE_EVENTS_PATH = `${API_BASE}/events`;

/**
 * With no byte for this long (the server sends a comment every 25 s), the connection is taken for dead
 * (a laptop that slept, a network that changed under a half-open socket) and reopened.
 */
export const LIVE_STALE_MS = LIVE_HEARTBEAT_MS * 2 + 10_000;
/** A tab hidden this long lets its stream go (browsers allow six connections per host on HTTP/1.1). */
export const LIVE_HIDDEN_PAUSE_MS = 60_000;
/** A reopening that has not succeeded after this long counts as down: the pages start polling. */
export const LIVE_GRACE_MS = 5_000;

export interface LiveBackoff {
  /** The wait after the first failure; doubled at each further one. */
  initialMs: number;
  maxMs: number;
}

/** 1 s, 2 s, 4 s… up to 30 s, each ±20 % so that a restarted server is not hit by every tab at once. */
export const DEFAULT_BACKOFF: LiveBackoff = { initialMs: 1_000, maxMs: 30_000 };

export interface LiveConnectionOptions {
  token: string;
  /** Each event, once (replays of an id already seen are dropped), parsed with LiveEventSchema. */
  onEvent: (event: LiveEvent) => void;
  onStatus: (status: LiveStatus) => void;
  /**
   * The stream opened for the first time, at `openedAt` (Date.now()). Events from then on arrive; data a
   * page fetched before that may already be out of date.
   */
  onFirstOpen?: (openedAt: number) => void;
  /** The stream came back after a break or after being down: anything missed may need a refresh. */
  onReconnect?: () => void;
  /** The server refused the token (401): the stream stops; the session is the auth context's business. */
  onUnauthorized?: (token: string) => void;
  /** Tests give their own; the browser's by default. */
  fetch?: typeof fetch;
  backoff?: LiveBackoff;
  /** Pause the stream while the tab is hidden for LIVE_HIDDEN_PAUSE_MS (default true). */
  pauseWhenHidden?: boolean;
}

export interface LiveConnection {
  close: () => void;
  /** The id of the last event received, sent as Last-Event-ID when the stream reopens. */
  lastEventId: () => string | null;
}

/** The server ended the stream (a restart, a deploy): reopen it. */
class StreamEndedError extends Error {}
/** Not worth retrying (401). */
class FatalStreamError extends Error {}
/** Retried like any failure, but with the status for the logs. */
class BadResponseError extends Error {}

/** How many event ids to remember for dropping duplicates of a replay. */
const SEEN_IDS_LIMIT = 1_000;

const jitter = (ms: number) => Math.round(ms * (0.8 + Math.random() * 0.4));

/**
 * One live stream for one token: opens GET /api/events with the token in the Authorization header (never
 * in a URL, which logs and proxies keep), reopens it with backoff and Last-Event-ID after any failure,
 * notices a silent dead connection by the missing heartbeat, and hands on each event once.
 */
export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  const { token, onEvent, onStatus, onFirstOpen, onReconnect, onUnauthorized } = options;
  const fetchImpl = options.fetch ?? ((input, init) => window.fetch(input, init));
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const pauseWhenHidden = options.pauseWhenHidden ?? true;

  let lastEventId: string | null = null;
  const seenIds = new Set<string>();
  const seenOrder: string[] = [];
  let failures = 0;
  let isOpen = false;
  let hasOpened = false;
  let wasInterrupted = false;
  let isClosed = false;
  let status: LiveStatus | null = null;
  let run: AbortController | null = null;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let lastActivity = Date.now();
  let killCurrent: ((reason: Error) => void) | null = null;

  const setStatus = (next: LiveStatus) => {
    if (isClosed || next === status) {
      return;
    }
    status = next;
    onStatus(next);
  };

  /** Opening or reopening: 'connecting', and 'down' if it has not worked within the grace period. */
  const startGrace = () => {
    clearTimeout(graceTimer);
    setStatus('connecting');
    graceTimer = setTimeout(() => {
      if (!isOpen) {
        setStatus('down');
      }
    }, LIVE_GRACE_MS);
  };

  const stopWatchdog = () => {
    clearInterval(watchdog);
    watchdog = undefined;
  };

  const remember = (id: string): boolean => {
    if (seenIds.has(id)) {
      return false;
    }
    seenIds.add(id);
    seenOrder.push(id);
    if (seenOrder.length > SEEN_IDS_LIMIT) {
      seenIds.delete(seenOrder.shift()!);
    }
    return true;
  };

  /** The browser's fetch, with the body tapped (any byte, heartbeats included, shows the stream lives). */
  const tappedFetch: typeof fetch = async (input, init) => {
    const controller = new AbortController();
    const parent = init?.signal;
    if (parent?.aborted) {
      controller.abort();
    }
    parent?.addEventListener('abort', () => controller.abort(), { once: true });
    const response = await fetchImpl(input, { ...init, signal: controller.signal });
    if (!response.ok || !response.body) {
      return response;
    }
    killCurrent = (reason) => controller.abort(reason);
    const tap = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, stream) {
        lastActivity = Date.now();
        stream.enqueue(chunk);
      },
    });
    return new Response(response.body.pipeThrough(tap), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };

  const start = () => {
    if (isClosed) {
      return;
    }
    run = new AbortController();
    const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
    if (lastEventId) {
      // Lower case: the library keeps its own copy under this key on its retries.
      headers['last-event-id'] = lastEventId;
    }
    startGrace();
    fetchEventSource(LIVE_EVENTS_PATH, {
      signal: run.signal,
      headers,
      fetch: tappedFetch,
      // Hidden tabs are handled below (a pause after a while, not at once).
      openWhenHidden: true,
      async onopen(response) {
        if (response.status === 401) {
          throw new FatalStreamError('401');
        }
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith(EventStreamContentType)) {
          throw new BadResponseError(`GET /api/events: ${response.status} ${type}`);
        }
        isOpen = true;
        failures = 0;
        clearTimeout(graceTimer);
        lastActivity = Date.now();
        stopWatchdog();
        watchdog = setInterval(
          () => {
            if (Date.now() - lastActivity > LIVE_STALE_MS) {
              killCurrent?.(new Error('Sin latido del servidor'));
            }
          },
          Math.min(10_000, LIVE_STALE_MS / 2),
        );
        setStatus('connected');
        if (!hasOpened) {
          onFirstOpen?.(Date.now());
        } else if (wasInterrupted) {
          onReconnect?.();
        }
        hasOpened = true;
        wasInterrupted = false;
      },
      onmessage(message) {
        if (message.id) {
          lastEventId = message.id;
          if (!remember(message.id)) {
            return;
          }
        }
        if (!message.event || !message.data) {
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        // An event type this version does not know (a newer server) is skipped, not an error.
        const parsed = LiveEventSchema.safeParse({ type: message.event, data });
        if (parsed.success) {
          onEvent(parsed.data);
        }
      },
      onclose() {
        throw new StreamEndedError('El servidor cerró la conexión');
      },
      onerror(error: unknown) {
        stopWatchdog();
        killCurrent = null;
        if (error instanceof FatalStreamError) {
          // Rethrown: the library stops retrying.
          throw error;
        }
        wasInterrupted = true;
        if (isOpen) {
          // A break after a working stream: reopen at once (a second), still 'connecting' for a grace period.
          isOpen = false;
          startGrace();
          return jitter(backoff.initialMs);
        }
        failures += 1;
        setStatus('down');
        return jitter(Math.min(backoff.maxMs, backoff.initialMs * 2 ** (failures - 1)));
      },
    }).catch((error: unknown) => {
      stopWatchdog();
      clearTimeout(graceTimer);
      if (error instanceof FatalStreamError && !isClosed) {
        setStatus('off');
        onUnauthorized?.(token);
      }
    });
  };

  const stop = () => {
    run?.abort();
    run = null;
    isOpen = false;
    stopWatchdog();
    clearTimeout(graceTimer);
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        if (run) {
          stop();
          wasInterrupted = true;
          // Not 'down': nothing polls in a hidden tab, and the stream comes back when the tab does.
          setStatus('connecting');
        }
      }, LIVE_HIDDEN_PAUSE_MS);
    } else if (!run) {
      start();
    }
  };

  if (pauseWhenHidden && typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibility);
  }
  start();

  return {
    close: () => {
      if (isClosed) {
        return;
      }
      stop();
      clearTimeout(hiddenTimer);
      if (pauseWhenHidden && typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisibility);
      }
      isClosed = true;
    },
    lastEventId: () => lastEventId,
  };
}
