import type { FastifyInstance } from 'fastify';
import { RETENTION_INTERVAL_MS, runDocumentRetention } from './retention.service.ts';

/**
 * The retention purge of document files (issue 25) as scheduled work, like the storage sweep: once the app
 * is ready and every hour, on one instance at a time (an advisory lock), never two runs at once here.
 * Registered inside the API scope, after the documents module, whose storage it uses.
 */
export async function retentionPlugin(app: FastifyInstance): Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= runDocumentRetention({
      handle: app.dbHandle,
      storage: app.storage,
      log: app.log,
      retentionDays: app.config.privacy.documentRetentionDays,
    })
      .catch((error: unknown) => app.log.error({ err: error }, 'document retention failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, RETENTION_INTERVAL_MS);
  timer.unref();
  // Not awaited: listening never waits for the purge.
  app.addHook('onReady', async () => run());
  // A child of the scope that holds the storage: its hook runs before the storage and the database close.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
