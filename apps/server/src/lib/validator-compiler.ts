import { containsNul, INPUT_MESSAGES } from '@tramites/shared';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { unprocessable } from './app-error.ts';

/**
 * Where the first string (key or value) holding a NUL character is in a parsed query, params or JSON body,
 * as path segments; null when there is none. Every validated request passes here, nearly always without
 * one, so the walk builds nothing on the way down: the path is put together only on a hit (issue 22).
 */
function findNul(value: unknown): string[] | null {
  if (typeof value === 'string') {
    return containsNul(value) ? [] : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findNul(value[index]);
      if (found) {
        found.unshift(String(index));
        return found;
      }
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (containsNul(key)) {
        return [key];
      }
      const found = findNul((value as Record<string, unknown>)[key]);
      if (found) {
        found.unshift(key);
        return found;
      }
    }
  }
  return null;
}

/**
 * The zod validator of every route, behind one check for all of them: text with a NUL character is
 * refused with 422 (PostgreSQL cannot store it and no person types it) instead of each schema remembering.
 * Fastify passes an Error returned as `error` to the error handler as it is.
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data) => {
    const path = findNul(data);
    if (path) {
      return { error: unprocessable(INPUT_MESSAGES.caracteresInvalidos, path.join('.') || 'body') };
    }
    return validate(data);
  };
};
