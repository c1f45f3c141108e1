import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestFlow, setUpRequestFlow } from '../../test/request-flow.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let flow: RequestFlow;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });

interface Preset {
  id: string;
  label: string;
  position: number;
  active: boolean;
}

const adminList = async (): Promise<Preset[]> =>
  (await call('GET', '/api/admin/rejection-reasons', flow.tokens.admin)).json();

beforeAll(async () => {
  t = await createTestApp();
  flow = await setUpRequestFlow(t);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/rejection-reasons', () => {
  it('offers the five seeded presets, in order, to gestores and admins only', async () => {
    for (const token of [flow.tokens.gestor, flow.tokens.admin]) {
      const response = await call('GET', '/api/rejection-reasons', token);
      expect(response.statusCode).toBe(200);
      expect(response.json().map((preset: Preset) => preset.label)).toEqual([
        'Ilegible',
        'Vencido',
        'No corresponde al trámite',
        'Falta una página',
        'El nombre no coincide con el de la solicitud',
      ]);
    }
    expect((await call('GET', '/api/rejection-reasons', flow.tokens.cliente)).statusCode).toBe(403);
    expect((await call('GET', '/api/rejection-reasons')).statusCode).toBe(401);
  });
});

describe('admin CRUD of /api/admin/rejection-reasons', () => {
  it('refuses anyone but an admin, before reading the body (401, then 403)', async () => {
    const attempts: [Method, string][] = [
      ['GET', '/api/admin/rejection-reasons'],
      ['POST', '/api/admin/rejection-reasons'],
      ['PUT', '/api/admin/rejection-reasons/reorder'],
      ['PUT', '/api/admin/rejection-reasons/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/api/admin/rejection-reasons/00000000-0000-0000-0000-000000000000'],
    ];
    for (const [method, url] of attempts) {
      expect((await call(method, url, undefined, { label: '' })).statusCode).toBe(401);
      for (const token of [flow.tokens.cliente, flow.tokens.gestor]) {
        expect((await call(method, url, token, { label: '' })).statusCode).toBe(403);
      }
    }
  });

  it('creates a preset at the end, which the reviewers are offered', async () => {
    const created = await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, {
      label: '  Foto recortada  ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Foto recortada', active: true });
    const offered = (await call('GET', '/api/rejection-reasons', flow.tokens.gestor)).json();
    expect(offered.at(-1).label).toBe('Foto recortada');
  });

  it('answers 422 with Spanish messages for a blank or too long text, and 409 for a repeated one', async () => {
    const blank = await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, { label: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'label', message: 'Escribe el motivo' }]);
    const long = await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, {
      label: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].message).toBe('El motivo no puede pasar de 200 caracteres');
    const empty = await call(
      'PUT',
      `/api/admin/rejection-reasons/${(await adminList())[0]!.id}`,
      flow.tokens.admin,
      {},
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].message).toBe('Indica el nuevo texto del motivo o si está activo');
    const repeated = await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, {
      label: 'ILEGIBLE',
    });
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().detail).toBe('Ya existe un motivo con ese texto');
  });

  it("edits the text, refuses another preset's text, and 404s an unknown id", async () => {
    const created = (
      await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, { label: 'Sin firma' })
    ).json();
    const edited = await call('PUT', `/api/admin/rejection-reasons/${created.id}`, flow.tokens.admin, {
      label: 'Falta la firma',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, label: 'Falta la firma' });
    const clash = await call('PUT', `/api/admin/rejection-reasons/${created.id}`, flow.tokens.admin, {
      label: 'vencido',
    });
    expect(clash.statusCode).toBe(409);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'no-es-un-id']) {
      const missing = await call('PUT', `/api/admin/rejection-reasons/${id}`, flow.tokens.admin, {
        label: 'Otro',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().detail).toBe('Motivo de rechazo no encontrado');
    }
  });

  it('deletes an unused preset, but archives one a document was rejected with', async () => {
    const unused = (
      await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, { label: 'Nunca usado' })
    ).json();
    const removed = await call('DELETE', `/api/admin/rejection-reasons/${unused.id}`, flow.tokens.admin);
    expect(removed.json()).toEqual({ message: 'Motivo de rechazo eliminado', archived: false });
    expect((await adminList()).some((preset) => preset.id === unused.id)).toBe(false);

    // A rejection with the preset and the reviewer's detail, as the reject form composes it.
    const used = (
      await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, { label: 'Reverso faltante' })
    ).json();
    const { id } = await flow.createRequest();
    await flow.pay(id);
    const documentId = await flow.upload(id, flow.fixedTramite.requiredDocuments[0]!);
    await flow.reject(documentId, 'Reverso faltante: sube las dos caras');
    const archived = await call('DELETE', `/api/admin/rejection-reasons/${used.id}`, flow.tokens.admin);
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    expect((await adminList()).find((preset) => preset.id === used.id)).toMatchObject({ active: false });
    const offered = (await call('GET', '/api/rejection-reasons', flow.tokens.gestor)).json();
    expect(offered.some((preset: Preset) => preset.id === used.id)).toBe(false);

    // Restored by hand, it is offered again.
    await call('PUT', `/api/admin/rejection-reasons/${used.id}`, flow.tokens.admin, { active: true });
    const again = (await call('GET', '/api/rejection-reasons', flow.tokens.gestor)).json();
    expect(again.some((preset: Preset) => preset.id === used.id)).toBe(true);
  });

  it('reorders with every id once, and refuses a partial list with 422', async () => {
    const ids = (await adminList()).map((preset) => preset.id);
    const reversed = [...ids].reverse();
    const saved = await call('PUT', '/api/admin/rejection-reasons/reorder', flow.tokens.admin, {
      ids: reversed,
    });
    expect(saved.statusCode).toBe(200);
    expect((await adminList()).map((preset) => preset.id)).toEqual(reversed);
    const partial = await call('PUT', '/api/admin/rejection-reasons/reorder', flow.tokens.admin, {
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().detail).toBe('El nuevo orden debe incluir cada motivo una sola vez');
    const repeated = await call('PUT', '/api/admin/rejection-reasons/reorder', flow.tokens.admin, {
      ids: [reversed[0], reversed[0]],
    });
    expect(repeated.statusCode).toBe(422);
  });
});

describe('the audit of the presets', () => {
  it('records who created, edited, archived, restored and deleted a preset, by its text', async () => {
    const created = (
      await call('POST', '/api/admin/rejection-reasons', flow.tokens.admin, { label: 'Para la auditoría' })
    ).json();
    const url = `/api/admin/rejection-reasons/${created.id}`;
    await call('PUT', url, flow.tokens.admin, { label: 'Auditado' });
    await call('PUT', url, flow.tokens.admin, { active: false });
    await call('PUT', url, flow.tokens.admin, { active: true });
    await call('DELETE', url, flow.tokens.admin);
    const audit = await call('GET', '/api/admin/audit?entity=rejection_reason&limit=100', flow.tokens.admin);
    expect(audit.statusCode).toBe(200);
    const entries = audit
      .json()
      .entries.filter((entry: { entity_id: string }) => entry.entity_id === created.id)
      .reverse();
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
      'rejection_reason_created',
      'rejection_reason_updated',
      'rejection_reason_archived',
      'rejection_reason_restored',
      'rejection_reason_deleted',
    ]);
    expect(entries[1]).toMatchObject({
      actor_id: flow.ids.admin,
      before: { name: 'Para la auditoría' },
      after: { name: 'Auditado' },
    });
  });
});
