import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Client, Pool, type PoolConfig } from 'pg';
import { ChannelListener } from './listener';
import { applyMigrations, pgliteSession, pgSession } from './migrate';
import * as schema from './schema';

/**
 * One database handle for the whole process.
 * - DATABASE_URL set: node-postgres pool against PostgreSQL (production, CI, several instances).
 * - DATABASE_URL unset: embedded PostgreSQL (PGlite) persisted under PGLITE_DIR (default .data/pglite),
 *   or in memory when PGLITE_DIR is "memory://" (tests).
 * Both use the same drizzle schema and the same migrations folder.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** node-postgres pool (PostgreSQL only), for libraries that take one (job queue). */
  pool: Pool | null;
  /**
   * A small second pool (PostgreSQL only) whose sessions commit without waiting for the WAL flush
   * (synchronous_commit off), for counters whose last few increments may be lost in a crash: the rate limiter.
   * Each API request writes its client's counter row; waiting for a disk flush there would hold that row, and
   * so every other request of the client, for the flush's duration.
   */
  counterPool: Pool | null;
  /**
   * The process's LISTEN session (PostgreSQL only; none with DATABASE_LISTEN=0), for messages between
   * instances: see db/listener.ts.
   * It opens on the first subscription.
   */
  listener: ChannelListener | null;
  /**
   * The database for heavy reads (see getReadDb): drizzle over a pool of DATABASE_READ_URL, a replica, or null
   * when there is none (or it cannot promise read-your-writes: checkReadReplica).
   */
  readDb: Db | null;
  /** PGlite instance (embedded only). */
  pglite: import('@electric-sql/pglite').PGlite | null;
  close(): Promise<void>;
}

interface Holder {
  handle?: Promise<DbHandle>;
}
const holder: Holder = ((globalThis as any).__fpDb ??= {});

export function databaseKind(): 'postgres' | 'pglite' {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * How the connections of DATABASE_URL reach PostgreSQL. `session` (default): each is a PostgreSQL session of
 * its own (direct, or a pooler in session mode). `transaction` (DATABASE_POOL_MODE=transaction): a pooler in
 * transaction mode (PgBouncer, most hosted offerings) gives each transaction, or each statement outside one,
 * whichever server session is free, so nothing may outlive a transaction: no named prepared statements (sent
 * unnamed instead, see UnnamedStatementClient), no LISTEN through it (DATABASE_LISTEN_URL gives the listener a
 * direct session; without it the client cache is off), no session
 * settings at connect (`options` is refused by PgBouncer: set jit and synchronous_commit on the pooler's side,
 * see docs/decisions/topology.md), no session-level advisory locks (every lock here is a transaction's).
 */
export function databasePoolMode(): 'session' | 'transaction' {
  return process.env.DATABASE_POOL_MODE === 'transaction' ? 'transaction' : 'session';
}

/**
 * A node-postgres client that sends every statement unnamed: PostgreSQL parses (and plans) it at each execution
 * instead of once per session. Behind a pooler in transaction mode a statement prepared on one server session
 * would be executed on another that never saw it ("prepared statement does not exist"); PgBouncer 1.18 has no
 * support for them there. The SQL text is still built once per process (db/prepared.ts).
 */
class UnnamedStatementClient extends Client {
  override query(config: any, values?: any, callback?: any): any {
    if (config && typeof config === 'object' && typeof config.submit !== 'function' && config.name) {
      config = { ...config, name: undefined };
    }
    return super.query(config, values, callback);
  }
}

export function getDbHandle(): Promise<DbHandle> {
  holder.handle ??= open().catch((err) => {
    holder.handle = undefined;
    throw err;
  });
  return holder.handle;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/**
 * The database for heavy reads: list pages, CSV exports, the dashboard's computations, the API health report.
 * A replica when DATABASE_READ_URL is set and it passed checkReadReplica at start, else the primary (getDb).
 * Nothing that writes, and nothing read to decide a write, may use it.
 */
export async function getReadDb(): Promise<Db> {
  const h = await getDbHandle();
  return h.readDb ?? h.db;
}

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

async function openReadPool(
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

/** Closes the process's handle (tests, scripts). */
export async function closeDb(): Promise<void> {
  const h = holder.handle;
  holder.handle = undefined;
  if (h) await (await h).close();
}

async function open(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const transactionMode = databasePoolMode() === 'transaction';
    const common: PoolConfig = {
      idleTimeoutMillis: 30_000,
      ...(transactionMode ? { Client: UnnamedStatementClient } : {}),
    };
    const pool = new Pool({
      ...common,
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
      // No JIT compilation: it pays only for long analytic queries, and ours are short. When the planner's
      // estimate is far off (a table not analyzed since a merchant's orders arrived), a 0.5 ms order page
      // cost 25 ms of compiling and 100 ms in all (measured). Behind a pooler in transaction mode the pooler
      // sets it on its server sessions (PgBouncer: connect_query), as startup options do not pass it.
      // With a read replica, a commit is acknowledged once the replica has applied it (getReadDb).
      ...(transactionMode
        ? {}
        : {
            options: process.env.DATABASE_READ_URL
              ? '-c jit=off -c synchronous_commit=remote_apply'
              : '-c jit=off',
          }),
    });
    const counterPool = new Pool({
      ...common,
      // Behind a pooler, DATABASE_COUNTER_URL names a pooler database whose server sessions run with
      // synchronous_commit=off (PgBouncer: connect_query); without it the counters commit as everything else.
      connectionString: (transactionMode && process.env.DATABASE_COUNTER_URL) || url,
      max: Number(process.env.DATABASE_COUNTER_POOL_SIZE ?? 4),
      ...(transactionMode ? {} : { options: '-c synchronous_commit=off' }),
    });
    for (const p of [pool, counterPool]) {
      p.on('error', (err) =>
        console.error(JSON.stringify({ level: 'error', msg: 'pg pool error', error: err.message })),
      );
    }
    const db = drizzlePg(pool, { schema });
    if (process.env.DB_SKIP_MIGRATIONS !== '1') await migrateUnderLock(pool);
    // LISTEN needs a session of its own: behind a pooler in transaction mode it would silently hear nothing,
    // so there the listener connects straight to PostgreSQL (DATABASE_LISTEN_URL, one session per process),
    // or there is none (the client cache is off; also with DATABASE_LISTEN=0).
    const listenUrl = transactionMode ? process.env.DATABASE_LISTEN_URL : url;
    const listener = listenUrl && process.env.DATABASE_LISTEN !== '0' ? new ChannelListener(listenUrl) : null;
    const readPool = process.env.DATABASE_READ_URL
      ? await openReadPool(pool, process.env.DATABASE_READ_URL, common, transactionMode)
      : null;
    return {
      db,
      kind: 'postgres',
      pool,
      counterPool,
      listener,
      readDb: readPool ? drizzlePg(readPool, { schema }) : null,
      pglite: null,
      close: async () =>
        void (await Promise.all([listener?.close(), pool.end(), counterPool.end(), readPool?.end()])),
    };
  }
  return openPglite();
}

/**
 * Several instances (or test workers) may start at once: one migrates while the others wait on a lock. The lock
 * is a transaction's (held by an open transaction on one connection while the migrations run on another), so it
 * is also released behind a pooler in transaction mode, where a session lock could be taken on one server
 * session and its unlock sent to another. The others poll for it rather than wait on it: a session waiting
 * inside a lock request holds a snapshot, which a concurrent index build of the migration would wait for.
 */
async function migrateUnderLock(pool: Pool): Promise<void> {
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

async function openPglite(): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const dir = process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data', 'pglite');
  const inMemory = dir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireLock(dir);
  }
  // Tests start each in-memory database from a migrated template (tests/support/global-setup.ts).
  const template =
    inMemory && process.env.PGLITE_TEMPLATE ? fs.readFileSync(process.env.PGLITE_TEMPLATE) : null;
  const client = new PGlite(inMemory ? undefined : dir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: new Blob([template]) } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await applyMigrations(pgliteSession(client));
  return {
    db,
    kind: 'pglite',
    pool: null,
    counterPool: null,
    listener: null,
    readDb: null,
    pglite: client,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * Two processes writing one PGlite folder silently lose writes, so exactly one process may own it. The lock file
 * names its owner: pid, the process's start time and the machine's boot id (Linux /proc). An owner that is gone
 * (no such process), a zombie (killed, not yet reaped by its parent), or another program that got the same pid
 * later (a different start time, or a reboot since) holds nothing: its lock is taken over.
 */
export function acquireLock(dir: string): () => void {
  const lock = path.join(dir, '..', `${path.basename(dir)}.lock`);
  let owner: LockOwner | null = null;
  try {
    owner = parseOwner(fs.readFileSync(lock, 'utf8'));
  } catch (err: any) {
    if (err.code !== 'ENOENT') throw err;
  }
  if (owner && owner.pid !== process.pid && ownerAlive(owner)) {
    throw new EmbeddedDatabaseInUse(
      `The embedded database at ${dir} is in use by process ${owner.pid}. Stop that process first, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
  const me = describeProcess(process.pid);
  fs.writeFileSync(lock, JSON.stringify(me));
  const release = () => {
    try {
      if (parseOwner(fs.readFileSync(lock, 'utf8'))?.pid === process.pid) fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  };
  process.once('exit', release);
  return release;
}

/** The embedded database's folder is owned by another live process: the server cannot start on it. */
export class EmbeddedDatabaseInUse extends Error {}

interface LockOwner {
  pid: number;
  startTime?: string | null;
  bootId?: string | null;
}

function parseOwner(text: string): LockOwner | null {
  const t = text.trim();
  if (/^\d+$/.test(t)) return { pid: Number(t) }; // written by an older release: a bare pid
  try {
    const o = JSON.parse(t);
    return typeof o?.pid === 'number' ? o : null;
  } catch {
    return null;
  }
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** /proc/<pid>/stat: the state (3rd field) and the start time in clock ticks since boot (22nd). */
function procStat(pid: number): { state: string; startTime: string } | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (2nd field) is in parentheses and may hold spaces: split after its closing one.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: rest[0]!, startTime: rest[19]! };
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

function describeProcess(pid: number): LockOwner {
  return { pid, startTime: procStat(pid)?.startTime ?? null, bootId: bootId() };
}

function ownerAlive(owner: LockOwner): boolean {
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return false; // rebooted since
  if (fs.existsSync('/proc/self/stat')) {
    const stat = procStat(owner.pid);
    if (!stat) return false; // no such process
    if (stat.state === 'Z' || stat.state === 'X') return false; // killed, not yet reaped
    if (owner.startTime && stat.startTime !== owner.startTime) return false; // the pid belongs to another program now
    return true;
  }
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err: any) {
    return err.code === 'EPERM';
  }
}
