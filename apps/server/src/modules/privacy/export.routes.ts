import { ARCO_MSG } from '@tramites/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { authenticatedSchemas } from '../../lib/http-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import { collectDataExport, logExportedFiles, streamDataExport } from './export.service.ts';

/**
 * Exports per account per hour: an export reads every file of the account, so a loop on it would be the
 * cheapest way to load the storage. Counted in this process, as the login throttle is.
 */
export const EXPORTS_PER_HOUR = 5;

const ownSchema = authenticatedSchemas(['privacidad']);

/** GET /api/privacy/export (issue 25, derecho de acceso): the signed-in user's data as a ZIP. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new RateLimiterMemory({
    keyPrefix: 'data_export',
    points: EXPORTS_PER_HOUR,
    duration: 60 * 60,
  });

  app.get(
    '/privacy/export',
    {
      onRequest: app.authenticate,
      schema: ownSchema({
        summary: 'Descargar mis datos: un ZIP con manifest.json y los archivos de mis documentos',
        produces: ['application/zip'],
        response: {
          200: z.any().meta({ type: 'string', format: 'binary', description: 'mis-datos-AAAA-MM-DD.zip' }),
        },
        errors: [429],
      }),
    },
    async (request, reply) => {
      const actor = actorOf(request);
      try {
        await limiter.consume(actor.id);
      } catch {
        throw new AppError(429, ARCO_MSG.exportacionesAgotadas, 'rate_limited');
      }
      const data = await collectDataExport(app.db, actor.id);
      // Logged before the first byte: an export that is not in the access log does not happen.
      await logExportedFiles(app.db, actor, data.files, request.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${data.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(streamDataExport({ storage: app.storage, log: request.log }, data));
    },
  );
};
