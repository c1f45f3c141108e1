import { PublicConfigSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

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
    async () => ({
      demo_mode: app.config.demoMode,
      public_phone: app.config.publicPhone ?? null,
      public_whatsapp: app.config.publicWhatsapp ?? null,
    }),
  );
};
