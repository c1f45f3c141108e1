import { type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Runs several writes as one statement: each of `before` becomes a named data-modifying CTE (PostgreSQL
 * runs every one, whether or not `last` reads it), and `last` may read their RETURNING rows by name.
 * An event's audit row, system message and live event are then one round trip instead of three.
 */
export async function executeAsOneStatement(
  db: DbOrTx,
  before: Record<string, SQLWrapper>,
  last: SQLWrapper,
): Promise<void> {
  // getSQL(): a query builder placed in a template as it is would be wrapped in parentheses (a subquery).
  const steps = Object.entries(before).map(
    ([name, step]) => sql`${sql.identifier(name)} as (${step.getSQL()})`,
  );
  await db.execute(steps.length > 0 ? sql`with ${sql.join(steps, sql`, `)} ${last.getSQL()}` : last.getSQL());
}
