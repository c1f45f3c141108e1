import type { DbOrTx } from '../../db/client.ts';
import { assignments } from '../../db/schema/index.ts';

export async function insertAssignment(db: DbOrTx, values: typeof assignments.$inferInsert): Promise<void> {
  await db.insert(assignments).values(values);
}
