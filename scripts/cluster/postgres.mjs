import { spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { ROOT, onExit, pgBin, portFree, spawnGroup, stopGroup, waitFor, which } from './processes.mjs';

/** Throwaway PostgreSQL data folders still running (stopped on exit). */
export const postgresDirs = new Set();
onExit(() => {
  for (const dir of postgresDirs) pgCtlStopSync(dir, 'immediate');
});

export async function query(url, text, params) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end().catch(() => {});
  }
}

export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

// ---------------------------------------------------------------------------------------------------------
// Throwaway PostgreSQL (initdb under the cluster's folder, its own port)

export function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  // PostgreSQL refuses to run as root: its files and process belong to the postgres user.
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export function pgCtlStopSync(dataDir, mode) {
  spawnSync(pgBin('pg_ctl'), ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30'], {
    stdio: 'ignore',
    ...postgresUser(),
  });
}

export async function startThrowawayPostgres({ dir, port, log, fsync = false }) {
  const dataDir = path.join(dir, 'pg');
  const user = postgresUser();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) fs.chownSync(dataDir, user.uid, user.gid);
  const init = spawnSync(
    pgBin('initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
    { encoding: 'utf8', ...user },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const logFile = path.join(dir, 'postgres.log');
  fs.writeFileSync(logFile, '');
  if (user.uid !== undefined) fs.chownSync(logFile, user.uid, user.gid);
  let proc = null;
  const start = async () => {
    if (!(await portFree(port))) throw new Error(`port ${port} (throwaway PostgreSQL) is in use`);
    proc = spawnGroup(
      pgBin('postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dataDir,
        '-c',
        'listen_addresses=127.0.0.1',
        // fsync: on where a scenario proves durability (the fault suite); off for a scratch cluster, whose
        // data need not survive a crash of the machine.
        '-c',
        `fsync=${fsync ? 'on' : 'off'}`,
        '-c',
        'max_connections=100',
      ],
      { logFile, ...user },
    );
    postgresDirs.add(dataDir);
    await waitFor('PostgreSQL', async () => (await query(url, 'select 1')).rowCount === 1, 30_000, proc);
  };
  const stop = async () => {
    if (!proc) return;
    // Fast shutdown (what `pg_ctl restart` does): sessions are ended, nothing committed is lost.
    pgCtlStopSync(dataDir, 'fast');
    await stopGroup(proc, 'SIGINT', 10_000);
    postgresDirs.delete(dataDir);
    proc = null;
  };
  /** A crash: `pg_ctl stop -m immediate` (every process ends at once, no checkpoint); the next start recovers from the WAL. */
  const crash = async () => {
    if (!proc) return;
    pgCtlStopSync(dataDir, 'immediate');
    await stopGroup(proc, 'SIGKILL', 5_000);
    postgresDirs.delete(dataDir);
    proc = null;
  };
  await start();
  log(`PostgreSQL (throwaway, fsync ${fsync ? 'on' : 'off'}) on 127.0.0.1:${port}, data ${dataDir}`);
  return {
    url,
    dataDir,
    start,
    stop,
    crash,
    restart: async () => {
      await stop();
      await start();
    },
    pid: () => proc?.child.pid ?? null,
  };
}

/**
 * A streaming replica of the throwaway PostgreSQL (pg_basebackup), with synchronous replication: once it is
 * streaming, the primary's commits (orders, returns, splits: every commit) wait until the replica has the WAL,
 * so an acknowledged write survives the loss of the primary. promote() makes it the primary (what a managed
 * database's failover does).
 */
export async function startReplica({ dir, primary, port, log, fsync = false }) {
  const dataDir = path.join(dir, 'pg-replica');
  const user = postgresUser();
  const primaryPort = new URL(primary.url).port;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) fs.chownSync(dataDir, user.uid, user.gid);
  const backup = spawnSync(
    pgBin('pg_basebackup'),
    ['-D', dataDir, '-h', '127.0.0.1', '-p', primaryPort, '-U', 'postgres', '-X', 'stream', '-c', 'fast'],
    { encoding: 'utf8', ...user },
  );
  if (backup.status !== 0) throw new Error(`pg_basebackup failed: ${backup.stderr || backup.stdout}`);
  fs.writeFileSync(path.join(dataDir, 'standby.signal'), '');
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=replica1'\n`,
  );
  if (user.uid !== undefined)
    for (const f of ['standby.signal', 'postgresql.auto.conf'])
      fs.chownSync(path.join(dataDir, f), user.uid, user.gid);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const logFile = path.join(dir, 'postgres-replica.log');
  fs.writeFileSync(logFile, '');
  if (user.uid !== undefined) fs.chownSync(logFile, user.uid, user.gid);
  if (!(await portFree(port))) throw new Error(`port ${port} (replica) is in use`);
  const proc = spawnGroup(
    pgBin('postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `fsync=${fsync ? 'on' : 'off'}`,
      '-c',
      'max_connections=100',
      '-c',
      'hot_standby=on',
      // After the primary restarts, stream again within half a second (synchronous commits wait for it).
      '-c',
      'wal_retrieve_retry_interval=500ms',
    ],
    { logFile, ...user },
  );
  postgresDirs.add(dataDir);
  await waitFor(
    'replica',
    async () => (await query(url, 'select pg_is_in_recovery() as r')).rows[0].r === true,
    60_000,
    proc,
  );
  // Synchronous replication from here on (set after the base backup, so the replica does not inherit it).
  await query(primary.url, `alter system set synchronous_standby_names = 'replica1'`);
  await query(primary.url, 'select pg_reload_conf()');
  await waitFor(
    'synchronous replication',
    async () =>
      (
        await query(
          primary.url,
          `select sync_state from pg_stat_replication where application_name = 'replica1'`,
        )
      ).rows[0]?.sync_state === 'sync',
    30_000,
  );
  log(`PostgreSQL replica (streaming, synchronous) on 127.0.0.1:${port}, data ${dataDir}`);
  return {
    url,
    dataDir,
    pid: () => (proc.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : null),
    /** pg_ctl promote: the replica ends recovery and accepts writes. */
    promote: async () => {
      const r = spawnSync(pgBin('pg_ctl'), ['promote', '-D', dataDir, '-w', '-t', '60'], {
        encoding: 'utf8',
        ...user,
      });
      if (r.status !== 0) throw new Error(`pg_ctl promote failed: ${r.stderr || r.stdout}`);
      await waitFor(
        'promoted replica',
        async () => (await query(url, 'select pg_is_in_recovery() as r')).rows[0].r === false,
        30_000,
      );
    },
    stop: async () => {
      pgCtlStopSync(dataDir, 'fast');
      await stopGroup(proc, 'SIGINT', 10_000);
      postgresDirs.delete(dataDir);
    },
  };
}

/**
 * The database's address as the instances and PgBouncer know it: a TCP proxy (HAProxy in TCP mode) in front of
 * the current primary, as a managed database's endpoint name is. A failover points it at the new primary
 * (`set server`) and cuts the sessions still open to the old one.
 */
export async function startDbEndpoint({ dir, port, upstreamPort, log }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (database endpoint) is in use`);
  const socket = path.join(dir, 'db-endpoint.sock');
  const file = path.join(dir, 'db-endpoint.cfg');
  fs.writeFileSync(
    file,
    `# Generated by scripts/cluster/cluster.mjs: the database endpoint (docs/decisions/topology.md)
global
  maxconn 2048
  stats socket ${socket} mode 600 level admin
  log stdout format raw local0 notice

defaults
  mode tcp
  log global
  timeout connect 1s
  # Database sessions stay open for hours (PgBouncer's server sessions, each instance's LISTEN session).
  timeout client 12h
  timeout server 12h

listen postgres
  bind 127.0.0.1:${port}
  server primary 127.0.0.1:${upstreamPort}
`,
  );
  const proc = spawnGroup(which('haproxy'), ['-db', '-f', file], {
    logFile: path.join(dir, 'db-endpoint.log'),
  });
  await waitFor('database endpoint', async () => !(await portFree(port)), 10_000, proc);
  const command = (cmd) =>
    new Promise((resolve, reject) => {
      let out = '';
      const c = net.connect(socket, () => c.end(`${cmd}\n`));
      c.on('data', (d) => (out += d));
      c.on('end', () => resolve(out));
      c.on('error', reject);
    });
  log(`database endpoint (HAProxy TCP) on 127.0.0.1:${port} -> 127.0.0.1:${upstreamPort}`);
  return {
    port,
    /** Points the endpoint at another server and ends every session still open through it. */
    repoint: async (newPort) => {
      await command(`set server postgres/primary addr 127.0.0.1 port ${newPort}`);
      await command('shutdown sessions server postgres/primary');
    },
    stop: () => stopGroup(proc, 'SIGUSR1', 3000),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Database preparation: migrations once, before any instance starts

/**
 * Applies the migrations over a direct session with the app's own runner (`npm run db:migrate`: one migration
 * at a time, under the lock the app itself migrates under, concurrent index builds outside a transaction).
 */
export async function migrateDatabase(url) {
  const r = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'run-ts.mjs'), 'scripts/migrate.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, DATABASE_LISTEN: '0', DATABASE_POOL_MODE: '' },
  });
  if (r.status !== 0) throw new Error(`migrations failed (exit ${r.status})`);
}

// ---------------------------------------------------------------------------------------------------------
// PgBouncer
