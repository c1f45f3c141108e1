import { eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { tramiteFormTemplates, tramites } from '../db/schema/index.ts';

/**
 * The active procedures without a request form, in catalogue order. Issue 25 gave most seeded procedures one
 * (their data became fields): tests about the spec's plain request body take one of these.
 */
export async function tramitesWithoutForm(db: DbOrTx) {
  const rows = await db
    .select({ tramite: tramites })
    .from(tramites)
    .leftJoin(tramiteFormTemplates, eq(tramiteFormTemplates.tramiteId, tramites.id))
    .where(isNull(tramiteFormTemplates.tramiteId))
    .orderBy(tramites.categoryId, tramites.displayOrder);
  return rows.map((row) => row.tramite).filter((row) => row.isActive);
}
