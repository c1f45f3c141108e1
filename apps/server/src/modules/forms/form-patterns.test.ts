import { FORM_ANSWER_MESSAGES, FORM_MESSAGES } from '@tramites/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 20: a form's validation pattern could freeze the server (ReDoS). Answers are now matched by RE2 in
 * linear time. With the old backtracking RegExp, the request below never answers (2^499 steps per field).
 */

let t: TestApp;
let admin: string;
let cliente: string;
let tramites: { id: number; form_template_id: string | null }[];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
  t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const PATTERNS = ['((a+))+b', '(?:(?:a+))+b', '((a*)b?)*c', '(a|a)*b', '(a+)+b'];
const patternField = (pattern: string, index: number) => ({
  id: `p${index}`,
  name: `campo_${index}`,
  label: `Campo ${index}`,
  type: 'text',
  required: true,
  order: index,
  validation_rules: { pattern },
});

beforeAll(async () => {
  t = await createTestApp();
  [admin, cliente] = await Promise.all([loginAs(t.app, 'admin@demo.mx'), loginAs(t.app, 'cliente@demo.mx')]);
  tramites = (await call('GET', '/api/admin/tramites')).json();
});
afterAll(() => t.close());

describe('form validation patterns cannot freeze the server (issue 20)', () => {
  it('saves and publishes the issue’s patterns, then refuses a 500-character answer with 422 at once', async () => {
    const tramite = tramites.filter((row) => row.form_template_id === null)[0]!;
    const created = await call('POST', '/api/admin/form-templates', {
      name: 'Formulario con patrones',
      tramite_type_id: tramite.id,
      fields: PATTERNS.map(patternField),
    });
    expect(created.statusCode, created.body).toBe(201);
    const published = await call(
      'PUT',
      `/api/admin/form-templates/${created.json().id}/publish?publish=true`,
    );
    expect(published.statusCode, published.body).toBe(200);

    const answer = `${'a'.repeat(499)}!`;
    const response = await call(
      'POST',
      '/api/tramites/request',
      {
        tramite_type_id: tramite.id,
        nombre_completo: 'María López',
        description: 'Con patrones',
        form_answers: Object.fromEntries(PATTERNS.map((_, index) => [`campo_${index}`, answer])),
      },
      cliente,
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toEqual(
      PATTERNS.map((_, index) => ({
        field: `form_answers.campo_${index}`,
        message: FORM_ANSWER_MESSAGES.formatoInvalido,
      })),
    );
  });

  it('refuses at save, in Spanish, a pattern RE2 cannot run (lookaround, backreference)', async () => {
    const tramite = tramites.filter((row) => row.form_template_id === null)[1]!;
    const response = await call('POST', '/api/admin/form-templates', {
      name: 'Formulario con búsqueda',
      tramite_type_id: tramite.id,
      fields: [patternField('(?=\\d)\\w+', 0), patternField('(a)\\1', 1)],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'fields.0.validation_rules.pattern', message: FORM_MESSAGES.patronNoAdmitido },
      { field: 'fields.1.validation_rules.pattern', message: FORM_MESSAGES.patronNoAdmitido },
    ]);
  });
});
