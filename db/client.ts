import fs from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Client, Pool, type PoolConfig } from 'pg';
import { ChannelListener } from './listener';
import { applyMigrations, pgliteSession } from './migrate';
import { acquireLock } from './embedded-lock';
import { migrateUnderLock } from './migration-lock';
import { openReadPool } from './read-replica';
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
  const client = new PGlite(inMemory ? undefined : dir, { extensions: { pg_trgm } });
  const opening = performance.now();
  await client.waitReady;
  const opened = performance.now();
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await applyMigrations(pgliteSession(client));
  // LOG_LEVEL=silent as server/core/logger.ts reads it (the test suite opens a folder per test file).
  if (!inMemory && process.env.LOG_LEVEL !== 'silent')
    console.log(
      JSON.stringify({
        level: 'info',
        msg: 'embedded database open',
        open_ms: Math.round(opened - opening), // the WASM start and, after a crash, PostgreSQL's recovery
        migrations_ms: Math.round(performance.now() - opened),
      }),
    );
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
