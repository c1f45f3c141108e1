/**
 * Errors that mean "the database cannot be reached right now" (a restart, a failover, a dropped
 * connection), as opposed to a refused statement. Such a request is answered 503 with `Retry-After`:
 * the pool reconnects by itself within moments, so the client may simply try again.
 */

/** Seconds a client should wait before trying again (`Retry-After`). */
export const DB_RETRY_AFTER_SECONDS = 1;

export const DB_UNAVAILABLE_DETAIL =
  'El servicio no está disponible por un momento. Intenta de nuevo en unos segundos.';

/**
 * SQLSTATE 08xxx (connection exception), 57P01 admin_shutdown ('terminating connection due to
 * administrator command'), 57P02 crash_shutdown, 57P03 cannot_connect_now ('the database system is
 * starting up / shutting down').
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Socket errors of the driver's connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** node-postgres reports a lost connection or a full pool with these messages and no code. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

function isConnectionFailure(error: object): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET_CODES.has(code))) {
    return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && PG_MESSAGES.some((text) => message.startsWith(text));
}

/**
 * True when `error`, or any error it wraps (Drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a connection to several addresses fails with an AggregateError), is a connection-class failure.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) {
    return false;
  }
  if (isConnectionFailure(error)) {
    return true;
  }
  const inner = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(inner.errors) && inner.errors.some((item) => isDatabaseUnavailable(item, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(inner.cause, depth + 1);
}

/**
 * Set on a 503 whose call failed before it changed anything (the token check): the client may send it
 * again whatever its method. Without it, a connection lost mid-call may have committed, so only calls
 * that are safe to repeat (GET, PUT, DELETE) are sent again.
 */
export const NOT_APPLIED_HEADER = 'x-not-applied';

const failedBeforeAnyChange = new WeakSet<object>();

/** Marks `error` as thrown before the call changed anything; returns it, to be thrown. */
export function markNotApplied(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) {
    failedBeforeAnyChange.add(error);
  }
  return error;
}

export const isNotApplied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && failedBeforeAnyChange.has(error);
