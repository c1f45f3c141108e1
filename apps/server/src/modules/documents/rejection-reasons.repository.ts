import { asc, eq, max, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents, rejectionReasons } from '../../db/schema/index.ts';

export type RejectionReasonRow = typeof rejectionReasons.$inferSelect;

const columns = {
  id: rejectionReasons.id,
  label: rejectionReasons.label,
  position: rejectionReasons.position,
  active: rejectionReasons.active,
  createdAt: rejectionReasons.createdAt,
};

/** Every preset (archived too when `includeArchived`), in the admins' order. */
export async function listRejectionReasons(
  db: DbOrTx,
  { includeArchived }: { includeArchived: boolean },
): Promise<RejectionReasonRow[]> {
  return db
    .select(columns)
    .from(rejectionReasons)
    .where(includeArchived ? undefined : eq(rejectionReasons.active, true))
    .orderBy(asc(rejectionReasons.position), asc(rejectionReasons.createdAt));
}

export async function lockRejectionReason(db: DbOrTx, id: string): Promise<RejectionReasonRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(rejectionReasons)
    .where(eq(rejectionReasons.id, id))
    .for('update');
  return row;
}

/** A preset with the same text, whatever its case (the unique index compares lower(label)). */
export async function findRejectionReasonByLabel(
  db: DbOrTx,
  label: string,
): Promise<RejectionReasonRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(rejectionReasons)
    .where(sql`lower(${rejectionReasons.label}) = lower(${label})`);
  return row;
}

export async function nextRejectionReasonPosition(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: max(rejectionReasons.position) }).from(rejectionReasons);
  return (row?.value ?? -1) + 1;
}

export async function insertRejectionReason(
  db: DbOrTx,
  values: { label: string; position: number },
): Promise<RejectionReasonRow> {
  const [row] = await db.insert(rejectionReasons).values(values).returning(columns);
  return row!;
}

export async function updateRejectionReason(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<RejectionReasonRow, 'label' | 'active' | 'position'>>,
): Promise<RejectionReasonRow> {
  const [row] = await db
    .update(rejectionReasons)
    .set(values)
    .where(eq(rejectionReasons.id, id))
    .returning(columns);
  return row!;
}

export async function deleteRejectionReason(db: DbOrTx, id: string): Promise<void> {
  await db.delete(rejectionReasons).where(eq(rejectionReasons.id, id));
}

/**
 * Whether some document was rejected with this preset: the reason as sent is the preset alone or the
 * preset followed by ": " and the reviewer's detail (the reject form fills the preset, the reviewer may add).
 */
export async function isRejectionReasonUsed(db: DbOrTx, label: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      or(
        sql`lower(${documents.rejectionReason}) = lower(${label})`,
        sql`starts_with(lower(${documents.rejectionReason}), lower(${`${label}:`}))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
