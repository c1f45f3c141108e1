import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { baseUrlOf, EventStreamClient, type ReceivedEvent } from '../../test/event-stream.ts';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { signInStaff } from '../../test/staff-sign-in.ts';
import { bearer, createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';

/**
 * A change to a user's role or active flag ends their open streams at once, before any later event:
 * with the default heartbeat (25 s), so the periodic re-check cannot be what ends them here.
 */
let t: TestApp;
let flow: RequestFlow;
let base: string;
const opened: EventStreamClient[] = [];

async function open(token: string, lastEventId?: string): Promise<EventStreamClient> {
  const stream = await EventStreamClient.open(base, token, { lastEventId });
  opened.push(stream);
  return stream;
}

const message = (requestId: string, text: string) => (event: ReceivedEvent) =>
  event.event === 'chat.message' &&
  event.data.tramite_request_id === requestId &&
  event.data.message_text === text;

const updateUser = (id: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${id}`,
    headers: bearer(flow.tokens.admin),
    payload,
  });

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
  base = await baseUrlOf(t.app);
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((stream) => stream.close()));
});
afterAll(() => t.close());

describe('a change to an account ends its live streams at once', () => {
  it("ends a deactivated client's stream before the next message of their request", async () => {
    const client = await registerUser(t.app);
    const { id } = await flow.createRequest({ token: client.token });
    const stream = await open(client.token);
    expect(stream.response.status).toBe(200);
    await flow.say(id, 'antes', flow.tokens.gestor);
    await stream.waitFor(message(id, 'antes'));

    expect((await updateUser(client.id, { is_active: false })).statusCode).toBe(200);
    await flow.say(id, 'después', flow.tokens.gestor);
    await stream.whenEnded();
    expect(stream.events.filter(message(id, 'después'))).toEqual([]);
    // Its reconnect is refused.
    expect((await open(client.token, stream.lastEventId)).response.status).toBe(401);
  });

  it("ends a demoted admin's stream: the new one no longer carries other clients' events", async () => {
    const person = await registerUser(t.app);
    // Each sign-in goes through the steps the account now needs (as an admin: a longer password, two steps).
    let password = 'secreta123';
    const signIn = async () => {
      const signedIn = await signInStaff(t.app, person.email, password);
      password = signedIn.password;
      return signedIn.token;
    };
    // A role change ends the account's sessions (issue 23): each role is a new sign-in.
    expect((await updateUser(person.id, { role: 'admin' })).statusCode).toBe(200);
    const { id } = await flow.createRequest();
    const asAdmin = await open(await signIn());
    expect(asAdmin.response.status).toBe(200);
    await flow.say(id, 'visto como admin', flow.tokens.gestor);
    await asAdmin.waitFor(message(id, 'visto como admin'));

    expect((await updateUser(person.id, { role: 'cliente' })).statusCode).toBe(200);
    await flow.say(id, 'ya no es admin', flow.tokens.gestor);
    await asAdmin.whenEnded();
    expect(asAdmin.events.filter(message(id, 'ya no es admin'))).toEqual([]);

    // The old session ended: the reconnection is refused, and the person signs in again as a client, whose
    // replay and live events leave out the others' requests.
    expect((await open(person.token, asAdmin.lastEventId)).response.status).toBe(401);
    const asClientToken = await signIn();
    const asClient = await open(asClientToken, asAdmin.lastEventId);
    expect(asClient.response.status).toBe(200);
    await flow.say(id, 'sigue sin verlo', flow.tokens.gestor);
    const own = await flow.createRequest({ token: asClientToken });
    await flow.say(own.id, 'su propia solicitud', flow.tokens.gestor);
    await asClient.waitFor(message(own.id, 'su propia solicitud'));
    expect(asClient.events.filter((event) => event.data.tramite_request_id === id)).toEqual([]);
  });

  it("keeps the streams of an update that changes neither role nor active flag, and other users' streams", async () => {
    const { id } = await flow.createRequest();
    const client = await open(flow.tokens.cliente);
    const gestor = await open(flow.tokens.gestor);
    const other = await registerUser(t.app);
    expect((await updateUser(flow.ids.gestor, { role: 'gestor' })).statusCode).toBe(200);
    expect((await updateUser(flow.ids.cliente, { is_active: true })).statusCode).toBe(200);
    expect((await updateUser(other.id, { is_active: false })).statusCode).toBe(200);
    await flow.say(id, 'sigue abierto', flow.tokens.cliente);
    await client.waitFor(message(id, 'sigue abierto'));
    await gestor.waitFor(message(id, 'sigue abierto'));
    expect(client.ended || gestor.ended).toBe(false);
  });
});
