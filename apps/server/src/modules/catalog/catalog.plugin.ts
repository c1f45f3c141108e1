import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.ts';
import { CATALOG_CHANNEL, notifyCatalogChanged } from './catalog.repository.ts';
import { CatalogCache } from './catalog.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The public catalogue, served from memory (DESIGN section 7). */
    catalog: CatalogCache;
  }
}

/**
 * The catalogue cache of this instance, kept in step with the others: an admin's change on any instance
 * is announced with NOTIFY, and each instance drops its copy when it hears one (or when its LISTEN was
 * lost and is back, since an announcement may have been missed meanwhile).
 */
export const catalogPlugin = fp(
  async (app: FastifyInstance, options: { handle: DatabaseHandle }) => {
    const { db, listen } = options.handle;
    const cache = new CatalogCache(db, () => notifyCatalogChanged(db));
    const unlisten = await listen(CATALOG_CHANNEL, {
      // Every instance drops its copy, this one included (it did when the change was made; again costs
      // one more read of the catalogue, not worth telling the announcements apart).
      onPayload: () => cache.invalidate(),
      onListening: () => cache.invalidate(),
      onError: (error) => app.log.warn({ err: error }, 'catalogue LISTEN lost; retrying'),
    });
    app.decorate('catalog', cache);
    app.addHook('preClose', () => unlisten());
  },
  { name: 'catalog', dependencies: ['db'] },
);
