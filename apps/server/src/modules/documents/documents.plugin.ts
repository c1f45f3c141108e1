import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createStorage, storagePlugin } from '../../lib/storage/index.ts';
import { documentsRoutes } from './documents.routes.ts';
import { rejectionReasonsRoutes } from './rejection-reasons.routes.ts';
import { runStorageSweep, STORAGE_SWEEP_INTERVAL_MS } from './stored-files-sweep.service.ts';

/**
 * The documents module: decorates the API instance it is registered on with `storage` (so other API
 * modules may use it) and adds its routes, whose multipart parser stays scoped to them. It also sweeps
 * what crashes leave in the storage, at start-up and every hour.
 */
export const documentsPlugin = fp(
  async (app: FastifyInstance, options: { storage: AppConfig['storage']; dataDir: string }) => {
    const storage = await createStorage(options);
    await app.register(storagePlugin, { storage });
    await app.register(documentsRoutes);
    await app.register(rejectionReasonsRoutes);

    let running: Promise<unknown> | undefined;
    const sweep = () => {
      running ??= runStorageSweep({ handle: app.dbHandle, storage, log: app.log })
        .catch((error: unknown) => app.log.error({ err: error }, 'storage sweep failed'))
        .finally(() => {
          running = undefined;
        });
    };
    const timer = setInterval(sweep, STORAGE_SWEEP_INTERVAL_MS);
    timer.unref();
    // Started once ready but not awaited: listening never waits for a sweep of the whole storage.
    app.addHook('onReady', async () => sweep());
    // Registered after the storage's own hook, so it runs first (hooks close in reverse): the sweep ends
    // before the storage and the database close.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'documents', dependencies: ['db', 'auth'] },
);
