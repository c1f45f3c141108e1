import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const PublicConfigSchema = z.object({
  demo_mode: z.boolean(),
  public_phone: z.string().nullable(),
  public_whatsapp: z.string().nullable(),
});

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
