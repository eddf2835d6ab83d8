import { Pool, type PoolConfig } from 'pg';

/**
 * Read-your-writes with a replica (docs/decisions/topology.md, "Reads from the replica"): the primary
 * acknowledges a commit only once the replica has applied it (`synchronous_commit = remote_apply`, with the
 * replica in `synchronous_standby_names`), so whoever has just written, through whichever instance, reads it
 * back from the replica. Checked once at start: the app's sessions on the primary run with remote_apply (set by
 * the pool's options in session mode; behind a transaction-mode pooler, by its connect_query) and the primary
 * has a synchronous standby that is streaming. When not, the replica is not used (a warning says why): reads go
 * to the primary, never stale.
 */
export async function checkReadReplica(primary: Pool, replica: Pool): Promise<string | null> {
  try {
    const commit = await primary.query(`select current_setting('synchronous_commit') as s`);
    if (commit.rows[0].s !== 'remote_apply')
      return `the primary's sessions run with synchronous_commit=${commit.rows[0].s}, not remote_apply`;
    const standbys = await primary.query(
      `select count(*)::int as n from pg_stat_replication where sync_state in ('sync', 'quorum')`,
    );
    if (standbys.rows[0].n === 0) return 'the primary has no synchronous standby streaming';
    const recovery = await replica.query('select pg_is_in_recovery() as r');
    if (recovery.rows[0].r !== true) return 'DATABASE_READ_URL is not a replica (not in recovery)';
    return null;
  } catch (err) {
    return `the check failed: ${(err as Error).message}`;
  }
}

export async function openReadPool(
  primary: Pool,
  url: string,
  common: PoolConfig,
  transactionMode: boolean,
): Promise<Pool | null> {
  const readPool = new Pool({
    ...common,
    connectionString: url,
    max: Number(process.env.DATABASE_READ_POOL_SIZE ?? 10),
    ...(transactionMode ? {} : { options: '-c jit=off' }),
  });
  readPool.on('error', (err) =>
    console.error(JSON.stringify({ level: 'error', msg: 'pg read pool error', error: err.message })),
  );
  const problem = await checkReadReplica(primary, readPool);
  if (problem === null) {
    console.log(JSON.stringify({ level: 'info', msg: 'heavy reads go to the replica (DATABASE_READ_URL)' }));
    return readPool;
  }
  console.error(
    JSON.stringify({
      level: 'warn',
      msg: 'DATABASE_READ_URL not used: reads go to the primary',
      reason: problem,
    }),
  );
  await readPool.end().catch(() => {});
  return null;
}
