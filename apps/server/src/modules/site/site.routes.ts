import { PublicConfigSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigOf } from './public-config.ts';

/** What the web needs to know about this deployment (contact links, demo mode). */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/public',
    {
      schema: {
        tags: ['sistema'],
        summary: 'Configuración pública del sitio',
        response: { 200: PublicConfigSchema },
      },
    },
    async () => publicConfigOf(app.config),
  );
};
