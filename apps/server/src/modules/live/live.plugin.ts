import { LIVE_REPLAY_WINDOW_MS } from '@tramites/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.ts';
import { pruneLiveEvents } from './live-events.service.ts';
import { LiveHub, type LiveHubOptions } from './live-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's live events: open streams, fan-out from the other instances, presence. */
    live: LiveHub;
  }
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The live events of this instance (routes are registered under /api by the app): the hub starts
 * listening with the app and ends every open stream before the server closes, so closing never waits
 * for a client to hang up. The app passes how to read accounts (the users module), so live imports no
 * module that publishes to it.
 */
export const livePlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      handle: DatabaseHandle;
      heartbeatMs: number;
      findActiveActors: LiveHubOptions['findActiveActors'];
    },
  ) => {
    const { db } = options.handle;
    const hub = new LiveHub({
      db,
      listen: options.handle.listen,
      log: app.log,
      heartbeatMs: options.heartbeatMs,
      findActiveActors: options.findActiveActors,
    });
    await hub.start();
    app.decorate('live', hub);
    app.addHook('preClose', async () => hub.stop());

    new Gauge({
      name: 'tramites_live_streams',
      help: 'Flujos de eventos en vivo (GET /api/events) abiertos en esta instancia',
      registers: [app.metrics],
      collect() {
        this.set(hub.size);
      },
    });

    // The log keeps LIVE_REPLAY_WINDOW_MS of events for replays; older ones go, hourly, on every instance.
    const prune = () =>
      pruneLiveEvents(db, new Date(Date.now() - LIVE_REPLAY_WINDOW_MS)).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not prune the event log'),
      );
    void prune();
    const pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    pruneTimer.unref();
    app.addHook('onClose', async () => clearInterval(pruneTimer));
  },
  { name: 'live', dependencies: ['db', 'metrics'] },
);
