import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { createStorage, storagePlugin } from '../../lib/storage/index.ts';
import { documentsRoutes } from './documents.routes.ts';

/**
 * The documents module: decorates the API instance it is registered on with `storage` (so other API
 * modules may use it) and adds its routes, whose multipart parser stays scoped to them.
 */
export const documentsPlugin = fp(
  async (app: FastifyInstance, options: { storage: AppConfig['storage']; dataDir: string }) => {
    await app.register(storagePlugin, { storage: await createStorage(options) });
    await app.register(documentsRoutes);
  },
  { name: 'documents', dependencies: ['db', 'auth'] },
);
