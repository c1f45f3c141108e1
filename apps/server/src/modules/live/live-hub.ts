import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { LIVE_HEARTBEAT_MS } from '@tramites/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import type { Unlisten } from '../../db/listen.ts';
import type { Actor } from '../../lib/actor.ts';
import {
  ACCOUNT_CHANGED,
  deletePresenceOf,
  LIVE_CHANNEL,
  type LiveEventLog,
  type LiveEventRow,
  liveEventLogOf,
  setPresence,
  touchPresence,
} from './live.repository.ts';
import { canReceiveEvent } from './live-events.service.ts';

/** Rows read per query, live or in a replay (by default). */
const PAGE = 500;
/** What the browser waits before reconnecting (SSE `retry:`). */
const RECONNECT_MS = 3_000;
/**
 * A stream whose client reads slower than events arrive is closed once this much waits in its socket:
 * the client reconnects with Last-Event-ID and catches up from the log, instead of growing our memory.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface LiveHubOptions {
  db: Database;
  listen: DatabaseHandle['listen'];
  log: FastifyBaseLogger;
  heartbeatMs: number;
  /**
   * The accounts behind open streams: read when a stream opens and on every heartbeat (a deactivated
   * user's stream ends). A change announced in the log (`account.changed`) ends the streams at once.
   */
  findActiveActors: (ids: string[]) => Promise<Map<string, Actor>>;
  /** Rows per query of a replay (a long replay runs several queries while new events keep coming). */
  replayPageSize?: number;
  /** Where events are read from: the log in `db` unless given. */
  events?: LiveEventLog;
}

/** One open `GET /api/events` response. */
class LiveStream {
  /** Buffering while the replay is written; then every event is written as it comes. */
  state: 'replaying' | 'live' | 'closed' = 'replaying';
  /** Position of the last event written: nothing at or below it is written again. */
  lastSeq = 0;
  pending: LiveEventRow[] = [];

  constructor(
    public actor: Actor,
    readonly res: ServerResponse,
  ) {}

  write(chunk: string): void {
    if (this.state === 'closed' || this.res.destroyed) {
      return;
    }
    this.res.write(chunk);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.res.destroy();
    }
  }

  send(row: LiveEventRow, frame: string): void {
    this.write(frame);
    this.lastSeq = row.seq!;
  }
}

/** `id:`, `event:` and one `data:` line (JSON never contains a raw newline). */
const frameOf = (row: LiveEventRow) =>
  `id: ${row.seq}\nevent: ${row.type}\ndata: ${JSON.stringify(row.data)}\n\n`;

/**
 * This instance's end of the live events: it LISTENs for the commit notifications of every instance,
 * reads the new events from the log once (not once per stream), and writes each to the local streams
 * allowed to see it. It also keeps this instance's presence rows, and the heartbeat.
 */
export class LiveHub {
  readonly instanceId = randomUUID();
  /** Every event up to this position has been dispatched to the local streams. */
  private cursor = 0;
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private readonly streams = new Set<LiveStream>();
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private readonly admins = new Set<LiveStream>();
  private readonly listeners = new Set<(row: LiveEventRow) => void>();
  private unlisten: Unlisten | undefined;
  private timers: NodeJS.Timeout[] = [];
  private presenceWrites: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly events: LiveEventLog;

  constructor(private readonly options: LiveHubOptions) {
    this.events = options.events ?? liveEventLogOf(options.db);
  }

  /** Open streams on this instance (the `tramites_live_streams` gauge). */
  get size(): number {
    return this.streams.size;
  }

  async start(): Promise<void> {
    // LISTEN first, then read where the log stands, then catch up once: an event committed meanwhile is
    // read by that catch-up or announced by its NOTIFY, never missed; none is dispatched twice, since
    // the cursor only moves forward (a NOTIFY at or below it is ignored).
    let isReady = false;
    this.unlisten = await this.options.listen(LIVE_CHANNEL, {
      onPayload: (payload) => {
        if (isReady && Number(payload) > this.cursor) {
          void this.drain();
        }
      },
      // After a lost connection, notifications sent meanwhile are gone: catch up from the log.
      onListening: () => {
        if (isReady) {
          void this.drain();
        }
      },
      onError: (error) => this.options.log.warn({ err: error }, 'live events LISTEN lost; retrying'),
    });
    this.cursor = await this.events.lastSeq();
    isReady = true;
    void this.drain();
    const { heartbeatMs } = this.options;
    this.timers.push(
      setInterval(() => this.heartbeat(), heartbeatMs),
      // At least every LIVE_HEARTBEAT_MS, whatever the heartbeat: other instances judge presence by it.
      setInterval(() => this.refreshPresence(), Math.min(heartbeatMs, LIVE_HEARTBEAT_MS)),
    );
    for (const timer of this.timers) {
      timer.unref();
    }
  }

  /** Ends every stream (clients reconnect elsewhere), stops listening, removes this instance's presence. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) {
      clearInterval(timer);
    }
    for (const stream of [...this.streams]) {
      this.end(stream);
    }
    await this.unlisten?.();
    await this.draining;
    await this.presenceWrites;
    await deletePresenceOf(this.options.db, this.instanceId).catch((error: unknown) =>
      this.options.log.warn({ err: error }, "could not delete this instance's presence"),
    );
  }

  /** Called with every event this instance dispatches (the email worker wakes up on notifications). */
  onEvent(listener: (row: LiveEventRow) => void): void {
    this.listeners.add(listener);
  }

  /**
   * Called with the user id of every account change this instance reaches, its own and the other
   * instances' (the actor cache forgets the account).
   */
  onAccountChange(listener: (userId: string) => void): void {
    this.onEvent((row) => {
      if (row.type === ACCOUNT_CHANGED) {
        listener(row.userId!);
      }
    });
  }

  /** Resolves once the presence writes queued so far are done (tests wait on it). */
  presenceSettled(): Promise<void> {
    return this.presenceWrites;
  }

  /**
   * Serves one stream (the response's headers are already sent). Subscribes first and buffers, then
   * replays the log after `lastEventId`, then writes the buffer past what the replay wrote: no event
   * is lost between the replay's query and the subscription, and none is written twice.
   */
  async open(actor: Actor, res: ServerResponse, lastEventId: number | undefined): Promise<void> {
    if (this.stopped) {
      res.end();
      return;
    }
    const stream = new LiveStream(actor, res);
    this.add(stream);
    res.on('close', () => this.remove(stream));
    // A write to a socket the client just dropped reports an error; 'close' cleans up.
    res.on('error', () => undefined);
    const head = this.cursor;
    try {
      // The account was read before this stream was subscribed: a change committed in between reached
      // none of its streams. Read it again now that any later change will reach this one.
      this.applyAccount(stream, (await this.options.findActiveActors([actor.id])).get(actor.id));
      if (stream.state === 'closed') {
        return;
      }
      const known =
        lastEventId !== undefined && (lastEventId <= head || lastEventId <= (await this.events.lastSeq()));
      if (known) {
        stream.lastSeq = lastEventId;
        stream.write(`retry: ${RECONNECT_MS}\n\n`);
        await this.replay(stream);
      } else {
        // A first connection (or an id this log never issued): start here, and tell the client where
        // "here" is, so that its first reconnect replays what it missed.
        stream.lastSeq = head;
        stream.write(`retry: ${RECONNECT_MS}\nid: ${head}\n\n`);
      }
      for (const row of stream.pending) {
        // Checked again: buffered under the account as it was before the re-read.
        if (row.seq! > stream.lastSeq && canReceiveEvent(stream.actor, row)) {
          stream.send(row, frameOf(row));
        }
      }
      stream.pending = [];
      if (stream.state === 'replaying') {
        stream.state = 'live';
      }
    } catch (error) {
      this.options.log.error({ err: error }, 'could not replay the event log');
      res.destroy();
    }
  }

  private async replay(stream: LiveStream): Promise<void> {
    const limit = this.options.replayPageSize ?? PAGE;
    for (;;) {
      const rows = await this.events.forUserAfter({
        afterSeq: stream.lastSeq,
        userId: stream.actor.id,
        isAdmin: stream.actor.role === 'admin',
        limit,
      });
      for (const row of rows) {
        // An account change before this stream opened is already in the account it was opened with.
        if (row.type !== ACCOUNT_CHANGED && canReceiveEvent(stream.actor, row)) {
          stream.send(row, frameOf(row));
        } else {
          stream.lastSeq = row.seq!;
        }
      }
      if (rows.length < limit || stream.state === 'closed') {
        return;
      }
    }
  }

  /** Reads every event past the cursor, in order, and dispatches it; one reader at a time. */
  private drain(): Promise<void> {
    if (this.draining) {
      this.drainAgain = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.drainAgain = false;
          for (;;) {
            const rows = await this.events.after(this.cursor, PAGE);
            for (const row of rows) {
              this.cursor = row.seq!;
              this.dispatch(row);
            }
            if (rows.length < PAGE) {
              break;
            }
          }
        } while (this.drainAgain && !this.stopped);
      } catch (error) {
        if (!this.stopped) {
          this.options.log.error({ err: error }, 'could not read the live events');
        }
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  private dispatch(row: LiveEventRow): void {
    for (const listener of this.listeners) {
      try {
        listener(row);
      } catch (error) {
        this.options.log.error({ err: error }, 'a live event listener failed');
      }
    }
    if (row.type === ACCOUNT_CHANGED) {
      // Before any later event is dispatched: nothing committed after the change reaches these streams.
      for (const stream of [...(this.byUser.get(row.userId!) ?? [])]) {
        this.end(stream);
      }
      return;
    }
    let frame: string | undefined;
    for (const stream of this.audienceOf(row)) {
      if (!canReceiveEvent(stream.actor, row)) {
        continue;
      }
      if (stream.state === 'replaying') {
        stream.pending.push(row);
      } else if (row.seq! > stream.lastSeq) {
        frame ??= frameOf(row);
        stream.send(row, frame);
      }
    }
  }

  /** The local streams an event may concern (the access rule is then checked on each). */
  private audienceOf(row: LiveEventRow): Set<LiveStream> {
    if (row.userId) {
      return this.byUser.get(row.userId) ?? new Set();
    }
    const audience = new Set(this.admins);
    for (const userId of [row.clientId, row.gestorId]) {
      for (const stream of (userId && this.byUser.get(userId)) || []) {
        audience.add(stream);
      }
    }
    return audience;
  }

  private add(stream: LiveStream): void {
    this.streams.add(stream);
    const own = this.byUser.get(stream.actor.id) ?? new Set();
    own.add(stream);
    this.byUser.set(stream.actor.id, own);
    if (stream.actor.role === 'admin') {
      this.admins.add(stream);
    }
    this.writePresence(stream.actor.id);
  }

  /** Ends a stream from this side (the client reconnects, with the account as it is then). */
  private end(stream: LiveStream): void {
    stream.res.end();
    this.remove(stream);
  }

  /** The account behind a stream as it is now: none (deactivated) ends it, else its role and approval apply. */
  private applyAccount(stream: LiveStream, actor: Actor | undefined): void {
    if (stream.state === 'closed') {
      return;
    }
    if (!actor) {
      this.end(stream);
      return;
    }
    stream.actor = actor;
    if (actor.role === 'admin') {
      this.admins.add(stream);
    } else {
      this.admins.delete(stream);
    }
  }

  private remove(stream: LiveStream): void {
    if (stream.state === 'closed') {
      return;
    }
    stream.state = 'closed';
    stream.pending = [];
    this.streams.delete(stream);
    this.admins.delete(stream);
    const own = this.byUser.get(stream.actor.id);
    own?.delete(stream);
    if (own?.size === 0) {
      this.byUser.delete(stream.actor.id);
    }
    this.writePresence(stream.actor.id);
  }

  /** Writes the user's current count on this instance; queued so the last write wins. */
  private writePresence(userId: string): void {
    if (this.stopped) {
      return;
    }
    this.presenceWrites = this.presenceWrites.then(() =>
      setPresence(this.options.db, {
        instanceId: this.instanceId,
        userId,
        streams: this.byUser.get(userId)?.size ?? 0,
      }).catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'could not record presence');
      }),
    );
  }

  private refreshPresence(): void {
    if (this.streams.size === 0) {
      return;
    }
    this.presenceWrites = this.presenceWrites.then(() =>
      touchPresence(this.options.db, this.instanceId).catch((error: unknown) => {
        this.options.log.warn({ err: error }, 'could not renew presence');
      }),
    );
  }

  /** `: ping` to every stream; the accounts behind them re-read; a catch-up read in case a NOTIFY was lost. */
  private heartbeat(): void {
    for (const stream of this.streams) {
      stream.write(': ping\n\n');
    }
    void this.revalidate();
    void this.drain();
  }

  private async revalidate(): Promise<void> {
    const ids = [...this.byUser.keys()];
    if (ids.length === 0) {
      return;
    }
    try {
      const actors = await this.options.findActiveActors(ids);
      // A backstop for the announced changes (account.changed), e.g. one made outside the app. Only the
      // accounts just read: a stream opened while they were read is not in `actors`, and is not ended for it.
      const read = new Set(ids);
      for (const stream of [...this.streams]) {
        if (read.has(stream.actor.id)) {
          this.applyAccount(stream, actors.get(stream.actor.id));
        }
      }
    } catch (error) {
      if (!this.stopped) {
        this.options.log.warn({ err: error }, 'could not revalidate the accounts of open streams');
      }
    }
  }
}
