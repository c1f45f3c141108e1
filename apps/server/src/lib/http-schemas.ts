import { ERROR_CODES, UuidParamSchema } from '@tramites/shared';
import { z } from 'zod';

/** Every error body: the spec's `{detail}` plus a machine code and, for 422, the fields. */
export const ErrorSchema = z.object({
  detail: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(codes.map((code) => [code, ErrorSchema])) as Record<number, typeof ErrorSchema>;

export { MessageSchema } from '@tramites/shared';

/** OpenAPI security of the routes behind a session (Bearer JWT). */
export const secured = [{ bearerAuth: [] }];

/** Schemas of a group of routes behind a session check answering `guardCodes` before anything else. */
const guardedSchemas =
  (tags: string[], guardCodes: number[]) =>
  <const S extends { summary: string; response: Record<number, z.ZodType>; errors?: number[] }>({
    errors = [],
    response,
    ...schema
  }: S) => ({
    tags,
    ...schema,
    security: secured,
    response: { ...response, ...errorResponses(...guardCodes, ...errors) },
  });

/**
 * Schemas of a group of routes behind a role check in `onRequest` (the admin back office): each gets the
 * group's tags, the session's security, and the 401 and 403 that check answers before anything else; `errors`
 * are the codes the route itself may add (404, 409, 422…).
 */
export const roleGuardedSchemas = (tags: string[]) => guardedSchemas(tags, [401, 403]);

/**
 * Schemas of a group of routes behind `app.authenticate` (any signed-in user): the group's tags, the session's
 * security and its 401; `errors` are the codes the route itself may add (403 and 404 of the ownership check…).
 */
export const authenticatedSchemas = (tags: string[]) => guardedSchemas(tags, [401]);

/**
 * `{id}` of a request, user, document or quotation: lower-cased here (the shared uuid rule), checked as
 * a uuid by the service (404 otherwise).
 */
export const IdParams = z.object({ id: UuidParamSchema });
