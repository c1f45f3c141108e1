import { MSG } from '@tramites/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import {
  DB_RETRY_AFTER_SECONDS,
  DB_UNAVAILABLE_DETAIL,
  isDatabaseUnavailable,
  isNotApplied,
  NOT_APPLIED_HEADER,
} from '../lib/db-errors.ts';
import { discardUnreadBody } from '../lib/unread-body.ts';

interface FieldError {
  field: string;
  message: string;
}

/** 413s by what was too large: a JSON body, too many multipart parts, or the file itself. */
const TOO_LARGE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MSG.cuerpoGrande,
  FST_PARTS_LIMIT: MSG.demasiadasPartes,
  FST_FIELDS_LIMIT: MSG.demasiadasPartes,
  FST_FILES_LIMIT: MSG.demasiadasPartes,
};

/**
 * PostgreSQL's "invalid input" class (22xxx: out-of-range number, impossible date, bad encoding...).
 * Schemas refuse such values first; if one slips through it is still the request's fault, not a crash.
 */
function isDatabaseInputError(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  return false;
}

/** One error shape out: `{detail, code, errors?}`; 5xx details never leave the server. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Refused before its body was read (401 on an upload, a multipart limit): the rest of the body is
    // still on the wire; it is read and discarded (up to a limit) so that the client receives this answer.
    discardUnreadBody(request, reply);
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
      const detail = TOO_LARGE_MESSAGES[error.code] ?? MSG.archivoGrande;
      return reply.status(413).send({ detail, code: 'too_large' });
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
    // The database is briefly unreachable (a restart): not a crash, and the same call soon succeeds.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      if (isNotApplied(error)) {
        reply.header(NOT_APPLIED_HEADER, '1');
      }
      return reply
        .status(503)
        .header('retry-after', String(DB_RETRY_AFTER_SECONDS))
        .send({ detail: DB_UNAVAILABLE_DETAIL, code: 'service_unavailable' });
    }
    if (isDatabaseInputError(error)) {
      request.log.warn({ err: error }, 'database refused a value the schemas let through');
      return reply.status(422).send({ detail: MSG.datosInvalidos, code: 'validation' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: MSG.errorInterno, code: 'internal' });
  });

  app.setNotFoundHandler((request, reply) => {
    request.log.debug({ url: request.url }, 'route not found');
    discardUnreadBody(request, reply);
    return reply.status(404).send({ detail: MSG.noEncontrado, code: 'not_found' });
  });
});
