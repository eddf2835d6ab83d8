import type { Pool } from 'pg';
import { applyMigrations, pgSession } from './migrate';

/**
 * Several instances (or test workers) may start at once: one migrates while the others wait on a lock. The lock
 * is a transaction's (held by an open transaction on one connection while the migrations run on another), so it
 * is also released behind a pooler in transaction mode, where a session lock could be taken on one server
 * session and its unlock sent to another. The others poll for it rather than wait on it: a session waiting
 * inside a lock request holds a snapshot, which a concurrent index build of the migration would wait for.
 */
export async function migrateUnderLock(pool: Pool): Promise<void> {
  await underTransactionLock(pool, MIGRATION_LOCK, async () => {
    const client = await pool.connect();
    let broken = false;
    try {
      await applyMigrations(pgSession(client), {
        log: (msg) => console.log(JSON.stringify({ level: 'info', msg })),
      });
    } catch (err) {
      broken = true;
      throw err;
    } finally {
      client.release(broken || undefined);
    }
  });
}

/** The advisory lock every process migrates under (the cluster script's migration takes it too). */
export const MIGRATION_LOCK = 724500101;

/**
 * Runs `work` (on other connections of the pool) while one connection holds the transaction-level advisory
 * lock `key`: the way to hold a lock across several transactions that also works through a pooler in
 * transaction mode (the open transaction keeps its server session).
 */
export async function underTransactionLock<T>(pool: Pool, key: number, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    for (let pause = 50; ; pause = Math.min(1000, pause * 2)) {
      await client.query('begin');
      // Sent as a simple query (no parameters): with the extended protocol the statement's portal lives on in
      // the open transaction with its snapshot, and a concurrent index build of the migration (which waits for
      // every older snapshot) would wait for this very session.
      const r = await client.query(`select pg_try_advisory_xact_lock(${Math.trunc(Number(key))}) as got`);
      if (r.rows[0]?.got) break;
      await client.query('rollback');
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
    return await work();
  } finally {
    // Ends the transaction, and so the lock; a session that cannot is dropped rather than reused.
    await client.query('rollback').catch(() => (broken = true));
    client.release(broken || undefined);
  }
}
