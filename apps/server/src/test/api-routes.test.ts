import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, multipartBody, SIGNATURES } from '../modules/documents/test-helpers.ts';
import { bearer, createAssignedRequest, createTestApp, loginAs, type TestApp } from './test-app.ts';

/** The contract table of docs/api-routes.md: every path of spec section 7 and who may call it. */
interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  roles: string[];
  idKind: string;
  pendingIssue: string | null;
}

const ROLES = ['cliente', 'gestor', 'admin'] as const;
type Role = (typeof ROLES)[number];

function readRouteTable(): RouteRow[] {
  const markdown = readFileSync(new URL('../../../../docs/api-routes.md', import.meta.url), 'utf8');
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*(GET|POST|PUT|DELETE)\s*\|/.test(line))
    .map((line) => {
      const [method, path, roles, idKind, state] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return {
        method: method as RouteRow['method'],
        path: path!,
        roles: roles!.split(',').map((role) => role.trim()),
        idKind: idKind ?? '',
        pendingIssue: state?.startsWith('pending') ? state.replace('pending', '').trim() : null,
      };
    });
}

const rows = readRouteTable();
let t: TestApp;
const tokens = {} as Record<Role, string>;
const ids: Record<string, string> = {};
/** Ids that belong to one user: each role gets one of its own (`notif`: a notification). */
const ownIds: Record<string, Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    tokens[role] = await loginAs(t.app, `${role}@demo.mx`);
  }
  // A request of the demo client, assigned to the demo gestor, with one uploaded document.
  const { id: requestId, tramite } = await createAssignedRequest(t.app, tokens);
  const gestorId = (
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(tokens.gestor) })
  ).json().id;
  ids.request = requestId;
  const { payload, headers } = multipartBody({ content: fileOf(SIGNATURES.pdf) });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${ids.request}/upload-document?${new URLSearchParams({ document_name: tramite.required_documents[0]! })}`,
    headers: { ...bearer(tokens.cliente), ...headers },
    payload,
  });
  expect(uploaded.statusCode).toBe(201);
  ids.document = uploaded.json().id;
  ids.category = '1';
  ids.tramite = String(tramite.id);
  ids.form = await createUsedForm();
  ids.user = gestorId;
  // A notification of each role's own: the client's of a message while away, the gestor's of the
  // assignment, the admin's of a gestor waiting for approval.
  await t.app.inject({
    method: 'POST',
    url: `/api/tramite-requests/${ids.request}/messages`,
    headers: bearer(tokens.gestor),
    payload: { message_text: 'Hola' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Gestor Pendiente',
      email: 'pendiente@example.mx',
      phone: '5512345678',
      role: 'gestor',
      password: 'secreta123',
    },
  });
  ownIds.notif = {} as Record<Role, string>;
  for (const role of ROLES) {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: bearer(tokens[role]),
    });
    ownIds.notif[role] = page.json().notifications[0].id;
  }
});

/** A form of another procedure, published and filled by one request (so its DELETE is refused, not done). */
async function createUsedForm(): Promise<string> {
  const other = (await t.app.inject({ method: 'GET', url: '/api/categories/2/tramites' })).json()[0];
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/admin/form-templates',
    headers: bearer(tokens.admin),
    payload: {
      name: 'Formulario de la tabla de rutas',
      tramite_type_id: other.id,
      fields: [
        {
          id: 'f1',
          name: 'motivo',
          label: 'Motivo',
          type: 'text',
          required: true,
          order: 0,
          validation_rules: {},
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const formId: string = created.json().id;
  const published = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/form-templates/${formId}/publish?publish=true`,
    headers: bearer(tokens.admin),
  });
  expect(published.statusCode, published.body).toBe(200);
  const request = await t.app.inject({
    method: 'POST',
    url: '/api/tramites/request',
    headers: bearer(tokens.cliente),
    payload: { tramite_type_id: other.id, form_answers: { motivo: 'Prueba de la tabla' } },
  });
  expect(request.statusCode, request.body).toBe(201);
  return formId;
}
afterAll(() => t.close());

function call(row: RouteRow, token?: string, role: Role = 'cliente') {
  const url = row.path.replace(/\{[^}]+\}/g, () => ownIds[row.idKind]?.[role] ?? ids[row.idKind] ?? '1');
  return t.app.inject({
    method: row.method,
    url,
    headers: token ? bearer(token) : {},
    // An empty body: enough to show who gets past authentication, and it changes nothing.
    ...(row.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('the route table of spec section 7 (docs/api-routes.md)', () => {
  it('lists every path of the contract', () => {
    expect(rows.length).toBeGreaterThan(55);
  });

  for (const row of rows.filter((entry) => entry.pendingIssue === null)) {
    describe(`${row.method} ${row.path}`, () => {
      const isPublic = row.roles.includes('public');

      it(isPublic ? 'is open without a session' : 'answers 401 without a session', async () => {
        const response = await call(row);
        if (isPublic) {
          expect([401, 403, 404]).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode).toBe(401);
          expect(typeof response.json().detail).toBe('string');
        }
      });

      for (const role of ROLES) {
        const isAllowed = isPublic || row.roles.includes('any') || row.roles.includes(role);
        it(isAllowed ? `lets ${role} through` : `refuses ${role} with 403`, async () => {
          const response = await call(row, tokens[role], role);
          if (isAllowed) {
            expect([401, 403, 404], response.body).not.toContain(response.statusCode);
          } else {
            expect(response.statusCode, response.body).toBe(403);
          }
        });
      }
    });
  }

  it('still answers 404 on the paths marked pending (remove the mark when you build one)', async () => {
    for (const row of rows.filter((entry) => entry.pendingIssue !== null)) {
      const response = await call(row, tokens.admin);
      expect(response.statusCode, `${row.method} ${row.path} is built: mark it live`).toBe(404);
    }
  });
});
