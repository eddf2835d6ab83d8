import net from 'node:net';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import { getDbHandle, type Db } from './client';

const dialect = new PgDialect();

/**
 * Runs one statement (autocommit) that `signal` can stop: when it aborts while the statement runs, a cancel
 * request for the statement's session is sent (the protocol's CancelRequest with the key the server gave the
 * session), so it ends with error 57014 and changes nothing unless it had already committed. Its session is
 * then closed rather than given back to the pool, so a late cancel can never reach another request's statement.
 * The embedded database (one process) runs it as it is.
 *
 * The protocol's cancel, not `pg_cancel_backend(pid)`: behind a pooler (PgBouncer) the key a client holds is the
 * pooler's, not a PostgreSQL backend's pid; the pooler forwards the request to the server session running that
 * client's statement, whereas pg_cancel_backend with that number would cancel nothing, or another backend.
 */
export async function executeCancellable(db: Db, statement: SQL, signal: AbortSignal): Promise<void> {
  signal.throwIfAborted();
  const handle = await getDbHandle();
  if (!handle.pool) {
    await db.execute(statement);
    return;
  }
  const client = await handle.pool.connect();
  let cancelled: Promise<unknown> | null = null;
  const cancel = () => {
    cancelled = sendCancelRequest(client).catch(() => {});
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

/** CancelRequest (PostgreSQL protocol 55.2.7) for the session of `client`, on a connection of its own. */
export function sendCancelRequest(client: PoolClient): Promise<void> {
  const c = client as unknown as {
    processID: number;
    secretKey: number;
    connectionParameters: { host: string; port: number };
  };
  const { host, port } = c.connectionParameters;
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(80877102, 4);
  packet.writeInt32BE(c.processID, 8);
  packet.writeInt32BE(c.secretKey, 12);
  return new Promise((resolve, reject) => {
    const socket = host.startsWith('/') ? net.connect(`${host}/.s.PGSQL.${port}`) : net.connect(port, host);
    socket.setTimeout(5000, () => socket.destroy(new Error('cancel request timed out')));
    socket.once('connect', () => socket.write(packet));
    // The server answers nothing: it closes the connection once it has handled the request. The client must
    // not close it first: PgBouncer 1.18 exits (FATAL "bad client state") when a cancel client goes away before
    // its forwarded cancel has finished (pgbouncer#801, fixed in 1.20).
    socket.once('close', () => resolve());
    socket.once('error', reject);
  });
}
