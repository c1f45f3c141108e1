import { MSG } from '@tramites/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

interface FieldError {
  field: string;
  message: string;
}

/** One error shape out: `{detail, code, errors?}`; 5xx details never leave the server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ detail: error.detail, code: error.code, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? MSG.datosInvalidos,
      }));
      return reply
        .status(422)
        .send({ detail: errors[0]?.message ?? MSG.datosInvalidos, code: 'validation', errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ detail: MSG.demasiadosIntentos, code: 'rate_limited' });
    }
    if (status === 413) {
      return reply.status(413).send({ detail: MSG.archivoGrande, code: 'too_large' });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ detail: 'Tipo de contenido no soportado', code: 'unsupported_media_type' });
    }
    if (status >= 400 && status < 500) {
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'El cuerpo de la petición no es JSON válido'
          : MSG.datosInvalidos;
      return reply.status(status).send({ detail, code: 'bad_request' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MSG.errorInterno, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.debug({ url: request.url }, 'route not found');
    return reply.status(404).send({ detail: MSG.noEncontrado, code: 'not_found' });
  });
});
