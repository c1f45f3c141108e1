import { TERMINAL_STATUSES } from '@tramites/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The shared terminal statuses as SQL literals: `'completado', 'cancelado'`. */
const TERMINAL_LITERALS = sql.raw(TERMINAL_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * "The request is open" (not completed nor cancelled), built from shared TERMINAL_STATUSES: the one
 * way to write it in SQL. Literals, not parameters, so the partial indexes on open requests (whose
 * predicate is this very expression) serve the queries that use it.
 */
export const isOpenStatus = (status: SQLWrapper): SQL => sql`${status} not in (${TERMINAL_LITERALS})`;
