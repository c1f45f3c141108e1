import type { FastifyInstance } from 'fastify';
import { bearer, loginAs } from '../../test/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `call(method, url, payload?, token?)`: the API as a signed-in client calls it. The app and the default
 * token are read at each call, as a test file only has them once its `beforeAll` has run.
 */
export const apiCaller =
  (app: () => FastifyInstance, defaultToken: () => string) =>
  (method: Method, url: string, payload?: unknown, token = defaultToken()) =>
    app().inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

/** The demo admin, client and gestor, signed in: `[admin, cliente, gestor]` tokens. */
export const signInDemoAccounts = (app: FastifyInstance): Promise<[string, string, string]> =>
  Promise.all([
    loginAs(app, 'admin@demo.mx'),
    loginAs(app, 'cliente@demo.mx'),
    loginAs(app, 'gestor@demo.mx'),
  ]);

/**
 * Hands out the seeded procedures without a form, the next one at each call, so tests never share one (the
 * demo data gives one procedure a published form).
 */
export function tramitesWithoutForm<T extends { form_template_id: string | null }>(
  tramites: () => T[],
): () => T {
  let next = 0;
  return () => tramites().filter((row) => row.form_template_id === null)[next++]!;
}

/** A form field as the builder sends it: required and without validation rules unless the field says so. */
export const formField = (
  field: { id: string; name: string; label: string; type: string; order: number } & Record<string, unknown>,
) => ({
  required: true,
  validation_rules: {},
  ...field,
});
