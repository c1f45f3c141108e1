import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, auditEvents, chatMessages, notifications, users } from '../../db/schema/index.ts';
import {
  bearer,
  createAssignedRequest,
  createTestApp,
  loginAs,
  registerUser,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let tokens: { cliente: string; gestor: string; admin: string };
let gestorId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [cliente, gestor, admin] = await Promise.all([
    loginAs(t.app, 'cliente@demo.mx'),
    loginAs(t.app, 'gestor@demo.mx'),
    loginAs(t.app, 'admin@demo.mx'),
  ]);
  tokens = { cliente, gestor, admin };
  gestorId = (await t.app.db.select().from(users).where(eq(users.email, 'gestor@demo.mx')))[0]!.id;
});
afterAll(() => t.close());

const assign = (requestId: string, newGestorId: string, token = tokens.admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/solicitudes/${requestId}/assign-gestor?new_gestor_id=${newGestorId}&assignment_reason=Otra+vez`,
    headers: bearer(token),
  });

async function countRows(requestId: string) {
  const [events, messages, history, notices] = await Promise.all([
    t.app.db.select().from(auditEvents).where(eq(auditEvents.requestId, requestId)),
    t.app.db.select().from(chatMessages).where(eq(chatMessages.requestId, requestId)),
    t.app.db.select().from(assignments).where(eq(assignments.requestId, requestId)),
    t.app.db.select().from(notifications),
  ]);
  return {
    events: events.length,
    messages: messages.length,
    history: history.length,
    notices: notices.length,
  };
}

async function currentAssignments(id: string): Promise<number> {
  const workload = await t.app.inject({
    method: 'GET',
    url: '/api/admin/gestores/workload',
    headers: bearer(tokens.admin),
  });
  return workload.json().gestores.find((row: { gestor_id: string }) => row.gestor_id === id)
    .current_assignments;
}

describe('PUT /api/admin/solicitudes/{id}/assign-gestor to the gestor already assigned', () => {
  it('answers 200 saying nothing changed, and writes no event, chat message or notification', async () => {
    const { id } = await createAssignedRequest(t.app, tokens);
    const before = await countRows(id);
    const loadBefore = await currentAssignments(gestorId);

    const same = await assign(id, gestorId);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({
      message: 'La solicitud ya estaba asignada a este gestor; no hubo cambios.',
    });
    // PUT is idempotent: a second identical call answers the same.
    expect((await assign(id, gestorId)).json()).toEqual(same.json());

    expect(await countRows(id)).toEqual(before);
    expect(await currentAssignments(gestorId)).toBe(loadBefore);
  });

  it('still checks the gestor and the role before answering', async () => {
    const { id } = await createAssignedRequest(t.app, tokens);
    // A gestor not yet approved is refused even though nothing would change for the current one.
    const pending = await registerUser(t.app, { role: 'gestor', name: 'Gestor Pendiente' });
    expect((await assign(id, pending.id)).statusCode).toBe(422);
    expect((await assign(id, gestorId, tokens.gestor)).statusCode).toBe(403);
  });
});
