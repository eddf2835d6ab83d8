import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { getDbHandle, type Db } from './client';

const dialect = new PgDialect();

/**
 * Runs one statement (autocommit) that `signal` can stop: when it aborts while the statement runs, PostgreSQL
 * is asked to cancel it (pg_cancel_backend), so it ends with error 57014 and changes nothing unless it had
 * already committed. Its session is then closed rather than given back to the pool, so a late cancel can
 * never reach another request's statement. The embedded database (one process) runs it as it is.
 */
export async function executeCancellable(db: Db, statement: SQL, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  const handle = await getDbHandle();
  if (!handle.pool) {
    await db.execute(statement);
    return;
  }
  const pool = handle.pool;
  const client = await pool.connect();
  const pid = (client as unknown as { processID: number }).processID;
  let cancelled: Promise<unknown> | null = null;
  const cancel = () => {
    cancelled = pool.query('select pg_cancel_backend($1)', [pid]).catch(() => {});
  };
  signal.addEventListener('abort', cancel, { once: true });
  try {
    const query = dialect.sqlToQuery(statement);
    await client.query(query.sql, query.params);
  } finally {
    signal.removeEventListener('abort', cancel);
    if (cancelled) await cancelled;
    client.release(cancelled ? true : undefined);
  }
}
