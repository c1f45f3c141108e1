import { CATALOG_SEARCH_LIMIT, type CatalogSearchResult } from '@tramites/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, tramites } from '../../db/schema/index.ts';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = (q: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/tramites/search?q=${encodeURIComponent(q)}`, headers });

const found = async (q: string) => {
  const response = await search(q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogSearchResult;
};
const namesOf = (result: CatalogSearchResult) =>
  result.groups.flatMap((group) => group.tramites.map((tramite) => tramite.name));

/** The active procedure at `position` in id order; the tests change it in the database and invalidate the cache by hand, as a seed would. */
async function activeTramite(position: number) {
  const rows = await t.app.db.select().from(tramites).where(eq(tramites.isActive, true)).orderBy(tramites.id);
  return rows[position]!;
}

describe('GET /api/tramites/search', () => {
  it('finds the passport procedures however the word is written (accents and case)', async () => {
    const plain = await found('pasaporte');
    const upper = await found('PASAPORTE');
    const accented = await found('pasaporté');
    expect(namesOf(plain).length).toBeGreaterThan(0);
    expect(namesOf(plain)[0]).toMatch(/^Pasaporte/);
    expect(namesOf(upper)).toEqual(namesOf(plain));
    expect(namesOf(accented)).toEqual(namesOf(plain));
    // The query is trimmed and echoed as searched.
    expect((await found('  pasaporte  ')).q).toBe('pasaporte');
  });

  it('ranks name matches first, groups by category and shows the price as the catalogue does', async () => {
    const result = await found('pasaporte');
    const first = result.groups[0]!;
    expect(first.category_name).toBe('Pasaporte y documentos de identidad');
    expect(first.tramites[0]).toMatchObject({
      matched_in: 'nombre',
      price_label: expect.stringMatching(/^\$[\d,]+\.\d\d$/),
      price_caption: 'Total estimado',
      estimated_time_days: expect.any(Number),
    });
    // Name matches before any match elsewhere (a procedure that only asks for a passport as a document).
    const fields = result.groups.flatMap((group) => group.tramites.map((tramite) => tramite.matched_in));
    const lastName = fields.lastIndexOf('nombre');
    expect(fields.slice(0, lastName + 1).every((field) => field === 'nombre')).toBe(true);
    // Each category appears once.
    const ids = result.groups.map((group) => group.category_id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('caps the answer and says how many matched', async () => {
    const result = await found('de');
    expect(result.total).toBeGreaterThan(CATALOG_SEARCH_LIMIT);
    expect(namesOf(result)).toHaveLength(CATALOG_SEARCH_LIMIT);
  });

  it('needs every word somewhere, in any order', async () => {
    expect(namesOf(await found('3 pasaporte años')).some((name) => /Pasaporte .*3 años/.test(name))).toBe(
      true,
    );
    expect(await found('pasaporte zzzyyx')).toMatchObject({ total: 0, groups: [] });
  });

  it('matches by dependencia and by a required document', async () => {
    const byDependencia = await activeTramite(3);
    const byDocument = await activeTramite(7);
    await t.app.db
      .update(tramites)
      .set({ dependencia: 'Oficina Xóchitl de Pruebas' })
      .where(eq(tramites.id, byDependencia.id));
    await t.app.db
      .update(tramites)
      .set({ requiredDocuments: [...byDocument.requiredDocuments, 'Constancia de Ñandú Cuántico'] })
      .where(eq(tramites.id, byDocument.id));
    t.app.catalog.invalidate();

    const dependencia = await found('xochitl pruebas');
    expect(namesOf(dependencia)).toEqual([byDependencia.name]);
    expect(dependencia.groups[0]!.tramites[0]).toMatchObject({
      matched_in: 'dependencia',
      dependencia: 'Oficina Xóchitl de Pruebas',
    });
    const document = await found('NANDU cuantico');
    expect(namesOf(document)).toEqual([byDocument.name]);
    expect(document.groups[0]!.tramites[0]!.matched_in).toBe('documentos');
  });

  it('never returns an inactive procedure, nor one of a hidden or inactive category', async () => {
    const archived = await activeTramite(1);
    await t.app.db
      .update(tramites)
      .set({ name: 'Trámite Archivado Quetzal', isActive: false })
      .where(eq(tramites.id, archived.id));
    const hidden = await activeTramite(20);
    await t.app.db.update(tramites).set({ name: 'Trámite Oculto Quetzal' }).where(eq(tramites.id, hidden.id));
    await t.app.db.update(categories).set({ isVisible: false }).where(eq(categories.id, hidden.categoryId));
    const inactive = await activeTramite(60);
    await t.app.db
      .update(tramites)
      .set({ name: 'Trámite Inactivo Quetzal' })
      .where(eq(tramites.id, inactive.id));
    await t.app.db.update(categories).set({ isActive: false }).where(eq(categories.id, inactive.categoryId));
    t.app.catalog.invalidate();

    expect(await found('quetzal')).toMatchObject({ total: 0, groups: [] });

    await t.app.db.update(categories).set({ isVisible: true, isActive: true });
    t.app.catalog.invalidate();
    expect(namesOf(await found('quetzal')).sort()).toEqual([
      'Trámite Inactivo Quetzal',
      'Trámite Oculto Quetzal',
    ]);
  });

  it('answers 422 in Spanish for a query shorter than 2 or longer than 100 characters', async () => {
    for (const url of ['/api/tramites/search', '/api/tramites/search?q=', '/api/tramites/search?q=%20a%20']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors).toEqual([
        { field: 'q', message: 'Escribe al menos 2 letras para buscar' },
      ]);
    }
    const long = await search('a'.repeat(101));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].message).toBe('La búsqueda admite hasta 100 caracteres');
    expect((await search(` ${'a'.repeat(100)} `)).statusCode).toBe(200);
  });

  it('is cacheable like the catalogue: ETag, revalidation and 304', async () => {
    const first = await search('acta');
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await search('acta', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves from memory until the catalogue changes, and an admin change shows at once', async () => {
    const [tramite] = await t.app.db.select().from(tramites).where(eq(tramites.isActive, true)).limit(1);
    const before = await search('colibri');
    expect(before.json().total).toBe(0);
    // Written behind the cache's back: still the copy in memory (no read per search).
    await t.app.db
      .update(tramites)
      .set({ name: 'Trámite Colibrí directo' })
      .where(eq(tramites.id, tramite!.id));
    expect((await search('colibri')).json().total).toBe(0);

    const admin = await loginAs(t.app, 'admin@demo.mx');
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/tramites/${tramite!.id}`,
      headers: bearer(admin),
      payload: { name: 'Trámite Colibrí por el admin' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await search('colibri', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(namesOf(after.json())).toEqual(['Trámite Colibrí por el admin']);
  });
});
