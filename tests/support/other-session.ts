import pg from 'pg';

/**
 * Runs `fn` on a PostgreSQL session of its own (PostgreSQL only): what another instance of the app would do,
 * outside this process's pool and its caches.
 */
export async function withSession<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Updates an API client from another session without firing its triggers (replica mode skips ordinary
 * triggers), so no api_client_changed notice is sent: only a read of the table can see the change.
 */
export function updateClientQuietly(clientId: string, set: 'name' | 'revoked_at', value: string | Date) {
  return withSession(async (c) => {
    await c.query(`set session_replication_role = replica`);
    await c.query(`update api_clients set ${set} = $2 where client_id = $1`, [clientId, value]);
  });
}

/**
 * Begins a transaction on `session` that inserts the order-creation key `key` of `merchantId` and leaves it
 * uncommitted: another request with the same key, still running. A creation with that key waits for it.
 */
export async function holdOrderKey(session: pg.Client, merchantId: string, key: string): Promise<void> {
  await session.query('begin');
  await session.query(
    `insert into idempotency_keys (merchant_id, operation, key, fingerprint) values ($1, 'create_order', $2, 'x')`,
    [merchantId, key],
  );
}
