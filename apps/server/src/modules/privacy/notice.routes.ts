import { PrivacyNoticeInfoSchema } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { privacyNoticeOf } from './notice.service.ts';

/** The aviso de privacidad's public facts (issue 25): the texts live in the shared package. */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Fixed for the life of the process: built once.
  const notice = privacyNoticeOf(app.config.privacy);

  app.get(
    '/privacy/notice',
    {
      schema: {
        tags: ['privacidad'],
        summary:
          'Versión vigente del aviso de privacidad y de los términos, responsable y plazo de conservación',
        description:
          '`responsible` es null fuera del modo demo sin BUSINESS_LEGAL_NAME, BUSINESS_ADDRESS y PRIVACY_EMAIL; `retention_days` es DOCUMENT_RETENTION_DAYS.',
        response: { 200: PrivacyNoticeInfoSchema },
      },
    },
    async () => notice,
  );
};
