import { ConsentCreateSchema, ConsentsResponseSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { getConsents, giveConsent } from './consents.service.ts';

const consentsSchema = authenticatedSchemas(['privacidad']);

/** The signed-in user's consents (issue 25): the aviso, sensitive data and the secondary purposes. */
export const consentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/privacy/consents',
    {
      onRequest: app.authenticate,
      schema: consentsSchema({
        summary: 'Mis consentimientos: el estado actual de cada uno',
        description:
          '`aviso_accepted` dice si la versión vigente del aviso de privacidad está aceptada; `sensibles_granted`, si hay consentimiento expreso para datos sensibles con esa versión. Cada consentimiento trae su última decisión y su fecha.',
        response: { 200: ConsentsResponseSchema },
      }),
    },
    async (request) => getConsents(app.db, actorOf(request)),
  );

  app.post(
    '/privacy/consents',
    {
      onRequest: app.authenticate,
      schema: consentsSchema({
        summary: 'Otorgar o revocar un consentimiento',
        description:
          'Registra usuario, versión del aviso, fecha, IP y navegador. `version` debe ser la vigente (422). `aviso` y `sensibles` solo se otorgan (su revocación es una solicitud ARCO); `secundarias` (promociones y encuestas) se otorga o se revoca.',
        body: ConsentCreateSchema,
        response: { 200: ConsentsResponseSchema },
        errors: [422],
      }),
    },
    async (request) => {
      const actor = actorOf(request);
      const consents = await giveConsent(app.db, actor, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      // This instance reads the account again at once (an accepted aviso changes its profile); the others
      // when the account.changed event reaches them.
      app.actorCache.invalidate(actor.id);
      return consents;
    },
  );
};
