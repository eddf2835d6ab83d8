/**
 * Errors that mean the database cannot be reached right now (a restart, a failover, the pooler waiting for a
 * server connection), as opposed to errors of the request itself. The API answers them 503 with Retry-After
 * (server/core/http/respond.ts), so a client retries, with its Idempotency-Key where it has one; the pools
 * reconnect on their next use. docs/decisions/faults.md, scenario 2.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is shutting down (fast or smart shutdown, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '08P01', // PgBouncer's own errors (server login failing, query_wait_timeout) carry protocol_violation
]);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // node-postgres: the server closed the connection
  /timeout exceeded when trying to connect/, // node-postgres pool: connectionTimeoutMillis
  /Client has encountered a connection error and is not queryable/,
  /^Connection ended unexpectedly/,
];

/** Seconds a client should wait before retrying when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (
      typeof e.code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(e.code) || UNAVAILABLE_SOCKET_CODES.has(e.code))
    )
      return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(e!.message as string)))
      return true;
    if (e instanceof AggregateError && e.errors.some((x) => isDatabaseUnavailable(x))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * PostgreSQL rolled the transaction back because it collided with a concurrent one: a deadlock it broke (40P01),
 * a serialization failure (40001) or a lock it could not get in time (55P03). Nothing of the transaction was
 * kept, so the request can be sent again as it was: the API answers 503 with Retry-After, never 500.
 */
export function isConcurrencyConflict(err: unknown): boolean {
  const code = databaseErrorCode(err);
  return code === '40P01' || code === '40001' || code === '55P03';
}

/** Seconds a client should wait before sending again a request that collided with a concurrent one. */
export const CONFLICT_RETRY_AFTER_SECONDS = 1;

/** A unique violation of the named constraint (PostgreSQL 23505), wherever drizzle wrapped it. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as any
  ) {
    if (e.code === '23505') return e.constraint === constraint;
  }
  return false;
}

/** The SQLSTATE of a database error, wherever drizzle wrapped it. */
export function databaseErrorCode(err: unknown): string | undefined {
  for (let e: any = err, depth = 0; e && depth < 4; e = e.cause, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

/**
 * Runs a transaction once more when PostgreSQL broke a deadlock by rolling it back (40P01): nothing of it was
 * kept, so running it again is what a client's retry would do, without the client seeing a 500.
 */
export async function onceMoreOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (databaseErrorCode(err) !== '40P01') throw err;
    return work();
  }
}
