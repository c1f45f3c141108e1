import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from './storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded documents are kept (local folder or S3). */
    storage: Storage;
  }
}

/** Decorates the instance it is registered on with `storage`, and closes the driver with the app. */
export const storagePlugin = fp(
  async (app: FastifyInstance, options: { storage: Storage }) => {
    app.decorate('storage', options.storage);
    app.addHook('onClose', () => options.storage.close());
  },
  { name: 'storage' },
);
