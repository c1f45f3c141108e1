import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSecondInstance, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/**
 * Two instances on one database, as behind a load balancer: each serves the catalogue from its own
 * memory, and an admin's change on one reaches the public catalogue of the other at once (PostgreSQL
 * under `npm run test:pg`, each instance with its own LISTEN connection; PGlite's notifications otherwise).
 */
let a: TestApp;
let b: Awaited<ReturnType<typeof createSecondInstance>>;
let admin: string;

beforeAll(async () => {
  a = await createTestApp();
  b = await createSecondInstance(a);
  admin = await loginAs(a.app, 'admin@demo.mx');
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const namesOn = async (app: TestApp['app']) =>
  ((await app.inject({ method: 'GET', url: '/api/categories' })).json() as { name: string }[]).map(
    (category) => category.name,
  );

/** The catalogue of `app` until it shows what `expected` wants, or the last one after 3 s. */
async function eventually(app: TestApp['app'], expected: (names: string[]) => boolean) {
  const deadline = Date.now() + 3_000;
  let names = await namesOn(app);
  while (!expected(names) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    names = await namesOn(app);
  }
  return names;
}

describe(`the catalogue cache of two instances (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('drops the copy of instance B when an admin changes the catalogue through instance A', async () => {
    const [first] = (await a.app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      id: number;
      name: string;
    }[];
    // B has the catalogue in memory.
    expect(await namesOn(b.app)).toContain(first!.name);

    const renamed = `${first!.name} (renombrada)`;
    const update = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${first!.id}`,
      headers: bearer(admin),
      payload: { name: renamed },
    });
    expect(update.statusCode, update.body).toBe(200);

    expect(await namesOn(a.app)).toContain(renamed);
    expect(await eventually(b.app, (names) => names.includes(renamed))).toContain(renamed);
  });

  it('drops the copy of instance A when the change is made through instance B', async () => {
    const [, second] = (await b.app.inject({ method: 'GET', url: '/api/categories' })).json() as {
      id: number;
      name: string;
    }[];
    expect(await namesOn(a.app)).toContain(second!.name);

    const hide = await b.app.inject({
      method: 'PUT',
      url: `/api/admin/categories/${second!.id}`,
      headers: bearer(admin),
      payload: { is_visible: false },
    });
    expect(hide.statusCode, hide.body).toBe(200);

    expect(await eventually(a.app, (names) => !names.includes(second!.name))).not.toContain(second!.name);
  });
});
