import { ConnectionTestSchema, CreatedTestUsersSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoUsers } from '../../db/seed/index.ts';

/** Demo mode only (registered by app.ts only then): helpers for the test pages. */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/test/connection',
    {
      schema: {
        tags: ['demo'],
        summary: 'Prueba de conectividad (solo modo demo)',
        response: {
          200: ConnectionTestSchema,
        },
      },
    },
    async () => ({
      status: 'ok' as const,
      message: 'Conexión exitosa con el servidor',
      server_time: new Date().toISOString(),
    }),
  );

  app.post(
    '/test/create-users',
    {
      schema: {
        tags: ['demo'],
        summary: 'Crea (si faltan) las cuentas de demostración',
        response: {
          200: CreatedTestUsersSchema,
        },
      },
    },
    async () => {
      await seedDemoUsers(app.db);
      return {
        message: 'Usuarios de prueba listos',
        users: DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          password: DEMO_PASSWORD,
          role: account.role,
        })),
      };
    },
  );
};
