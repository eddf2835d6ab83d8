// The production topology on one machine (docs/decisions/topology.md):
//   client -> HAProxy (round robin, health checks on /readyz) -> N `next start` instances (each with its
//   background workers) -> PgBouncer (transaction mode) -> PostgreSQL
// Used by `npm run cluster` (scripts/cluster.mjs), `npm run test:cluster` (scripts/test-cluster.mjs), the fault
// suite and the benchmark. Plain ESM JavaScript: it runs under `node` without a TypeScript loader.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildProduction, hasFreshProductionBuild } from '../build-production.mjs';

const ROOT = process.cwd();

/** Every process group this module started and has not stopped yet (killed on exit, whatever the cause). */
const groups = new Set();
/** Throwaway PostgreSQL data folders still running (stopped on exit). */
const postgresDirs = new Set();
let exitHooked = false;

function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  // Last resort when the caller crashes or exits without stop(): nothing this module started outlives it.
  process.on('exit', () => {
    for (const pid of groups) killGroup(pid, 'SIGKILL');
    for (const dir of postgresDirs) pgCtlStopSync(dir, 'immediate');
  });
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    /* already gone */
  }
}

/** Finds a program on PATH or in the sbin folders Debian installs daemons to. */
export function which(name) {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin', '/usr/local/sbin'];
  for (const d of dirs) {
    const p = path.join(d, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return null;
}

/** PostgreSQL server binaries (initdb, postgres, pg_ctl): PATH, else Debian's newest /usr/lib/postgresql/N/bin. */
function pgBin(name) {
  const onPath = which(name);
  if (onPath) return onPath;
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const p = path.join(base, v, 'bin', name);
    if (fs.existsSync(p)) return p;
  }
  throw new Error(`${name} not found: install the PostgreSQL server (Debian: apt-get install -y postgresql)`);
}

/**
 * haproxy and pgbouncer, installed when missing and running as root on Debian (as scripts/ensure-browser.mjs
 * does for Chromium); otherwise a clear message of what to install.
 */
export function ensureTools({ pgbouncer = true, log = console.log } = {}) {
  const wanted = ['haproxy', ...(pgbouncer ? ['pgbouncer'] : [])];
  const missing = wanted.filter((t) => !which(t));
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const debian = fs.existsSync('/etc/debian_version');
  if (!root || !debian) {
    throw new Error(
      `The cluster needs ${missing.join(' and ')}. Install ${missing.length > 1 ? 'them' : 'it'} first ` +
        `(Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}; macOS: brew install ${missing.join(' ')}).`,
    );
  }
  log(`installing ${missing.join(' ')} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
      stdio: 'inherit',
      env,
    });
  }
  if (r.status !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed`);
}

function portFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts `cmd` in a process group of its own, its output appended to `logFile`. */
function spawnGroup(cmd, args, { env = process.env, logFile, uid, gid, cwd = ROOT }) {
  const fd = fs.openSync(logFile, 'a');
  const child = spawn(cmd, args, { env, cwd, detached: true, stdio: ['ignore', fd, fd], uid, gid });
  fs.closeSync(fd);
  groups.add(child.pid);
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      groups.delete(child.pid);
      resolve({ code, signal });
    }),
  );
  return { child, exited };
}

/** Sends `signal` to the group, then SIGKILL after `graceMs` if it is still there. */
async function stopGroup(proc, signal = 'SIGTERM', graceMs = 5000) {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  killGroup(proc.child.pid, signal);
  const done = await Promise.race([proc.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    killGroup(proc.child.pid, 'SIGKILL');
    await proc.exited;
  }
  // Processes of the group that outlived its leader.
  killGroup(proc.child.pid, 'SIGKILL');
}

async function waitFor(what, check, timeoutMs, proc) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (proc && (proc.child.exitCode !== null || proc.child.signalCode !== null)) {
      throw new Error(`${what}: the process exited (${proc.child.exitCode ?? proc.child.signalCode})`);
    }
    try {
      if (await check()) return;
    } catch {
      /* not yet */
    }
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs} ms`);
    await sleep(250);
  }
}

async function query(url, text, params) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end().catch(() => {});
  }
}

function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function quoteIdent(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

// ---------------------------------------------------------------------------------------------------------
// Throwaway PostgreSQL (initdb under the cluster's folder, its own port)

function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  // PostgreSQL refuses to run as root: its files and process belong to the postgres user.
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function pgCtlStopSync(dataDir, mode) {
  spawnSync(pgBin('pg_ctl'), ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30'], {
    stdio: 'ignore',
    ...postgresUser(),
  });
}

async function startThrowawayPostgres({ dir, port, log, fsync = false }) {
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
async function startReplica({ dir, primary, port, log, fsync = false }) {
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
async function startDbEndpoint({ dir, port, upstreamPort, log }) {
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

function pgbouncerDatabaseLine(alias, upstream, connectQuery) {
  const u = new URL(upstream);
  const parts = [
    `host=${u.hostname}`,
    `port=${u.port || 5432}`,
    `dbname=${decodeURIComponent(u.pathname.slice(1))}`,
    `user=${decodeURIComponent(u.username || 'postgres')}`,
  ];
  if (u.password) parts.push(`password=${decodeURIComponent(u.password)}`);
  parts.push(`connect_query='${connectQuery.replaceAll("'", "''")}'`);
  return `${alias} = ${parts.join(' ')}`;
}

export function pgbouncerConfig({ upstream, port, poolSize, remoteApply = false }) {
  return `;; Generated by scripts/cluster/cluster.mjs; what each setting is for: docs/decisions/topology.md
[databases]
;; The instances' pool. Session settings cannot come from the client behind transaction pooling (startup
;; options are refused), so every server session gets them here, once, when PgBouncer opens it.
${pgbouncerDatabaseLine('app', upstream, remoteApply ? 'SET jit = off; SET synchronous_commit = remote_apply' : 'SET jit = off')}
;; The rate limiter's counters: commits that do not wait for the WAL flush (db/client.ts counterPool).
${pgbouncerDatabaseLine('app_counters', upstream, 'SET synchronous_commit = off')}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = any
pool_mode = transaction
max_client_conn = 1000
default_pool_size = ${poolSize}
min_pool_size = 0
reserve_pool_size = 0
max_db_connections = ${poolSize + 8}
server_lifetime = 3600
server_idle_timeout = 60
server_connect_timeout = 3
server_login_retry = 1
query_wait_timeout = 10
client_login_timeout = 10
ignore_startup_parameters = extra_float_digits
admin_users = postgres
stats_users = postgres
log_connections = 0
log_disconnections = 0
log_pooler_errors = 1
`;
}

export async function startPgbouncer({ dir, port, upstream, poolSize, log, remoteApply = false }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (PgBouncer) is in use`);
  const file = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(file, pgbouncerConfig({ upstream, port, poolSize, remoteApply }), { mode: 0o644 });
  const logFile = path.join(dir, 'pgbouncer.log');
  // PgBouncer refuses to run as root: -u drops to an unprivileged user after reading its configuration.
  const asRoot = process.getuid?.() === 0;
  const args = [...(asRoot ? ['-u', 'postgres'] : []), file];
  const proc = spawnGroup(which('pgbouncer'), args, { logFile });
  const url = `postgres://postgres@127.0.0.1:${port}/app`;
  await waitFor('PgBouncer', async () => (await query(url, 'select 1')).rowCount === 1, 20_000, proc);
  log(`PgBouncer (transaction mode) on 127.0.0.1:${port}, config ${file}`);
  return {
    url,
    countersUrl: `postgres://postgres@127.0.0.1:${port}/app_counters`,
    /** SHOW <what> on the admin console (POOLS, STATS, SERVERS, CLIENTS, CONFIG). */
    show: async (what) =>
      (await query(`postgres://postgres@127.0.0.1:${port}/pgbouncer`, `SHOW ${what}`)).rows,
    stop: () => stopGroup(proc, 'SIGINT'),
  };
}

// ---------------------------------------------------------------------------------------------------------
// HAProxy

export function haproxyConfig({ port, instancePorts, dir }) {
  const servers = instancePorts.map((p, i) => `  server app${i + 1} 127.0.0.1:${p} check`).join('\n');
  return `# Generated by scripts/cluster/cluster.mjs; what each setting is for: docs/decisions/topology.md
global
  maxconn 4096
  stats socket ${path.join(dir, 'haproxy.sock')} mode 600 level admin
  log stdout format raw local0 notice

defaults
  mode http
  log global
  log-format "%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST %B %tsc %ac/%fc/%bc/%sc/%rc %sq/%bq %{+Q}r id=%ID"
  option dontlog-normal
  timeout connect 1s
  timeout client 65s
  timeout server 65s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 5s
  timeout check 2s
  # Retry only when the connection to an instance could not be made: the request never reached it, so
  # retrying it elsewhere cannot run it twice. A request that reached an instance which then died is
  # answered 502/504 and never retried here (its client retries; orders carry an Idempotency-Key).
  retries 2
  retry-on conn-failure
  option redispatch 1
  # Every request gets its id here, at the edge: passed to the instance (X-Request-Id, which the app uses as
  # its request_id), logged by HAProxy (%ID) and named in HAProxy's own error answers below.
  unique-id-format %[uuid()]
  # HAProxy's own answers (no instance available, an instance that died mid-answer, a timeout): the body the
  # frontend chose for the request (txn.edge_error: the API's error shape, or a small HTML page for a browser),
  # with the request id either way (server/core/errors.ts).
${HAPROXY_ERRORS.map(
  ([status]) =>
    `  http-error status ${status} content-type application/json hdr Retry-After 1 hdr Cache-Control no-store ` +
    `hdr X-Request-Id "%[unique-id]" hdr X-Edge-Error 1 lf-string "%[var(txn.edge_error)]"`,
).join('\n')}

frontend api
  bind 127.0.0.1:${port}
  option forwardfor
  # The edge's id replaces whatever the client sent, so one id runs from here to the instance's log line.
  http-request set-header X-Request-Id %[unique-id]
  http-response set-header X-Request-Id %[unique-id] if !{ res.hdr(x-request-id) -m found }
  # The body of HAProxy's own error, should there be one: the API's error shape, or for a browser (Accept names
  # text/html) a page a person can read, naming the same request id.
  http-request set-var-fmt(txn.edge_error) '${HAPROXY_ERROR_JSON}'
  http-request set-var-fmt(txn.edge_error) '${HAPROXY_ERROR_HTML}' if { req.hdr(accept) -m sub text/html }
  http-request set-var(txn.edge_html) bool(true) if { req.hdr(accept) -m sub text/html }
  http-after-response set-header Content-Type "text/html; charset=utf-8" if { res.hdr(x-edge-error) -m found } { var(txn.edge_html) -m bool }
  http-after-response del-header X-Edge-Error
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # An instance is taken out after 2 failed checks (about 1 s) and put back after 2 good ones.
  default-server inter 500ms fastinter 250ms downinter 500ms fall 2 rise 2 observe layer4 error-limit 3 on-error fastinter
${servers}
`;
}

/** HAProxy's own answers: status, reason. */
const HAPROXY_ERRORS = [
  [502, 'Bad Gateway'],
  [503, 'Service Unavailable'],
  [504, 'Gateway Timeout'],
];
const HAPROXY_ERROR_MESSAGE = 'The service is temporarily unavailable.';
/** HAProxy's own error for an API client: the error shape with the request id (a log-format string). */
const HAPROXY_ERROR_JSON = JSON.stringify({
  message: HAPROXY_ERROR_MESSAGE,
  error_code: 'SERVICE_UNAVAILABLE',
}).replace(/}$/, ',"request_id":"%[unique-id]"}');
/** HAProxy's own error for a browser: a small page naming the request id (a log-format string, no quotes). */
const HAPROXY_ERROR_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width">' +
  '<title>Temporarily unavailable</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;' +
  'margin:4rem auto;padding:0 1rem;color:#1f2933}code{background:#f0f2f4;padding:.1rem .3rem}</style></head>' +
  `<body><h1>Temporarily unavailable</h1><p>${HAPROXY_ERROR_MESSAGE} Please try again in a moment.</p>` +
  '<p>If it goes on, tell support this request id: <code>%[unique-id]</code></p></body></html>';

async function startHaproxy({ dir, port, instancePorts, log }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (HAProxy) is in use`);
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig({ port, instancePorts, dir }));
  const bin = which('haproxy');
  const check = spawnSync(bin, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy configuration invalid: ${check.stderr || check.stdout}`);
  const proc = spawnGroup(bin, ['-db', '-f', file], { logFile: path.join(dir, 'haproxy.log') });
  await waitFor('HAProxy', async () => !(await portFree(port)), 10_000, proc);
  const socket = path.join(dir, 'haproxy.sock');
  const command = (cmd) =>
    new Promise((resolve, reject) => {
      let out = '';
      const c = net.connect(socket, () => c.end(`${cmd}\n`));
      c.on('data', (d) => (out += d));
      c.on('end', () => resolve(out));
      c.on('error', reject);
    });
  log(`HAProxy on 127.0.0.1:${port}, config ${file}`);
  return {
    /** `show stat` of the backend's servers: [{ name, status ('UP', 'DOWN', …), ... }]. */
    stats: async () => {
      const csv = (await command('show stat')).replace(/^# /, '').trim().split('\n');
      const head = csv[0].split(',');
      return csv
        .slice(1)
        .map((line) => Object.fromEntries(line.split(',').map((v, i) => [head[i], v])))
        .filter((r) => r.pxname === 'instances' && r.svname !== 'BACKEND')
        .map((r) => ({ name: r.svname, status: r.status, ...r }));
    },
    command,
    stop: () => stopGroup(proc, 'SIGUSR1', 3000),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Object storage: a local S3-compatible server (s3rver) in a process of its own

/** The access key the local S3 server accepts (s3rver's fixed development credentials). */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startObjectStorage({ dir, port, bucket = 'fulfilment-files', log }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (object storage) is in use`);
  const folder = path.join(dir, 's3');
  const logFile = path.join(dir, 's3.log');
  const url = `http://127.0.0.1:${port}`;
  let proc = null;
  const start = async () => {
    if (proc && proc.child.exitCode === null && proc.child.signalCode === null) return;
    proc = spawnGroup(
      process.execPath,
      [path.join(ROOT, 'scripts', 'cluster', 's3-server.mjs'), String(port), folder, bucket],
      {
        logFile,
      },
    );
    await waitFor('object storage', async () => (await fetch(`${url}/${bucket}`)).status < 500, 20_000, proc);
  };
  const stop = async () => {
    if (proc) await stopGroup(proc, 'SIGTERM', 5_000);
    proc = null;
  };
  await start();
  log(`object storage (S3 API, s3rver) on ${url}, bucket ${bucket}, data ${folder}`);
  return {
    url,
    bucket,
    folder,
    start,
    stop,
    pid: () =>
      proc && proc.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Instances

/** How long an instance's graceful stop may take (its SHUTDOWN_TIMEOUT_MS, 30 s, and a margin) before SIGKILL. */
const INSTANCE_STOP_GRACE_MS = 35_000;
/**
 * How long an instance keeps an idle connection of HAProxy open (`next start --keepAliveTimeout`; Node's default is
 * 5 s): longer than HAProxy keeps one (`timeout server` 65 s), so the instance never closes a connection that
 * HAProxy may be sending a request on. When it did (a connection idle past 5 s, or silent behind a network cut),
 * HAProxy's request met a reset and HAProxy, by design for a reused connection, closed the client's connection
 * without an answer (fault scenario "network partition"). A graceful stop closes idle connections at once.
 */
export const INSTANCE_KEEP_ALIVE_MS = 70_000;
/** The supervisor's backoff after a crash: 1 s, doubling to 30 s; reset once an instance has run for 60 s. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;
const BACKOFF_RESET_AFTER_MS = 60_000;

function nextBinOf(root) {
  return path.join(root, 'node_modules', '.bin', 'next');
}

function makeInstance({ index, port, env, dir, log, supervise = true }) {
  const logFile = path.join(dir, `instance-${index + 1}.log`);
  const ownFolder = path.join(dir, `instance-${index + 1}-files`);
  fs.mkdirSync(ownFolder, { recursive: true });
  let proc = null;
  /** Whether the instance should be running: a crash while wanted is restarted by the supervisor. */
  let wanted = false;
  let restartTimer = null;
  let failures = 0;
  const spawnIt = () => {
    const place = instance.placement;
    const next = [
      nextBinOf(instance.root),
      'start',
      '-H',
      place?.host ?? '127.0.0.1',
      '-p',
      String(port),
      '--keepAliveTimeout',
      String(INSTANCE_KEEP_ALIVE_MS),
    ];
    // In a network namespace of its own (scripts/cluster/netns.mjs): `ip netns exec` runs next there.
    const [cmd, ...args] = place ? ['ip', 'netns', 'exec', place.netns, ...next] : next;
    const p = spawnGroup(cmd, args, {
      env: {
        ...(place?.env ?? env),
        PORT: String(port),
        INSTANCE_INDEX: String(index + 1),
        // With object storage, a folder of this instance alone: a file that reached only one instance's disk
        // cannot be read through another.
        ...(env.S3_BUCKET ? { STORAGE_DIR: ownFolder } : {}),
      },
      logFile,
      cwd: instance.root,
    });
    const startedAt = Date.now();
    proc = p;
    p.exited.then(({ code, signal }) => {
      if (proc !== p || !wanted || !supervise) return;
      // The supervisor (what systemd's Restart=on-failure does; deploy/fulfilment-portal@.service).
      if (Date.now() - startedAt > BACKOFF_RESET_AFTER_MS) failures = 0;
      const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** failures);
      failures++;
      instance.crashes++;
      log(
        `instance ${index + 1} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s ` +
          `(crash ${instance.crashes}, log ${logFile})`,
      );
      scheduleRestart(delay);
    });
  };
  const scheduleRestart = (delay) => {
    restartTimer = setTimeout(async () => {
      restartTimer = null;
      if (!wanted || instance.pid()) return;
      if (!(await portFree(port))) {
        log(`instance ${index + 1}: port ${port} still in use; trying again in ${delay / 1000} s`);
        return scheduleRestart(delay);
      }
      spawnIt();
      instance.restarts++;
      log(`instance ${index + 1} restarted by the supervisor (pid ${proc.child.pid})`);
    }, delay);
  };
  const instance = {
    index,
    port,
    /** Where it answers: 127.0.0.1, or its address in a network namespace of its own (placement). */
    get url() {
      return `http://${instance.placement?.host ?? '127.0.0.1'}:${port}`;
    },
    /** null: on the host; { netns, host, env }: in that namespace, listening on host, with that environment. */
    placement: null,
    logFile,
    /** The release folder the instance runs from (a built checkout with its .next and node_modules). */
    root: ROOT,
    /** Exits the supervisor saw while the instance was wanted, and the restarts it made. */
    crashes: 0,
    restarts: 0,
    pid: () =>
      proc && proc.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : null,
    async start() {
      wanted = true;
      if (restartTimer) {
        clearTimeout(restartTimer);
        restartTimer = null;
      }
      if (instance.pid()) return;
      if (!(await portFree(port))) throw new Error(`port ${port} (instance ${index + 1}) is in use`);
      spawnIt();
    },
    /**
     * Kills the instance's whole process group (a crash: the supervisor restarts it, after its backoff);
     * resolves once it has exited.
     */
    async kill(signal = 'SIGKILL') {
      if (!proc) return;
      const p = proc;
      killGroup(p.child.pid, signal);
      if (signal === 'SIGKILL') await p.exited;
      else await stopGroup(p, signal, INSTANCE_STOP_GRACE_MS);
    },
    async waitReady(timeoutMs = 120_000) {
      await waitFor(
        `instance ${index + 1} (${instance.url})`,
        async () =>
          (await fetch(`${instance.url}/readyz`, { signal: AbortSignal.timeout(3000) })).status === 200,
        timeoutMs,
        // While the supervisor restarts it, the process of the moment.
        {
          get child() {
            return proc?.child ?? { exitCode: null, signalCode: null };
          },
        },
      );
    },
    /** Waits until the supervisor has restarted the instance and it is ready. */
    async waitRestarted(timeoutMs = 120_000) {
      const until = Date.now() + timeoutMs;
      while (!instance.pid()) {
        if (Date.now() > until) throw new Error(`instance ${index + 1} was not restarted`);
        await sleep(100);
      }
      await instance.waitReady(Math.max(1000, until - Date.now()));
    },
    /** A graceful stop (SIGTERM: the instance drains, finishes its requests and jobs, exits); not restarted. */
    async stop() {
      wanted = false;
      if (restartTimer) {
        clearTimeout(restartTimer);
        restartTimer = null;
      }
      if (proc) await stopGroup(proc, 'SIGTERM', INSTANCE_STOP_GRACE_MS);
      proc = null;
    },
  };
  log(`instance ${index + 1}: ${instance.url}, log ${logFile}`);
  return instance;
}

// ---------------------------------------------------------------------------------------------------------

/**
 * Starts the topology and resolves once HAProxy answers and every instance is ready.
 * opts: { instances=2, port=3000, instanceBasePort=port+1, pgbouncerPort=6433, postgresPort=pgbouncerPort+1,
 *   databaseUrl (upstream; used as it is), serverUrl (without databaseUrl: the server a fresh database is
 *   created on, default postgres://postgres@127.0.0.1:5432/postgres), databaseName (that database's name),
 *   keepDatabase (do not drop the fresh database on stop), throwawayPostgres, pgbouncer=true, poolSize=20,
 *   env (extra env of the instances), dir (generated configs and logs; default a new temporary folder),
 *   build ('auto' | 'always' | 'never'), log }
 */
export async function startCluster(opts = {}) {
  const log = opts.log ?? ((m) => console.log(`[cluster] ${m}`));
  const instancesCount = Number(opts.instances ?? 2);
  const port = Number(opts.port ?? 3000);
  const instanceBasePort = Number(opts.instanceBasePort ?? port + 1);
  const usePgbouncer = opts.pgbouncer !== false;
  const pgbouncerPort = Number(opts.pgbouncerPort ?? 6433);
  const postgresPort = Number(opts.postgresPort ?? pgbouncerPort + 1);
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fp-cluster-'));
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  hookExit();
  log(`folder ${dir}`);

  const cleanups = [];
  const stop = async () => {
    while (cleanups.length) {
      const c = cleanups.pop();
      await c().catch((err) => log(`stop: ${err.message}`));
    }
  };

  try {
    ensureTools({ pgbouncer: usePgbouncer, log });
    const build = opts.build ?? 'auto';
    if (build === 'always' || (build === 'auto' && !hasFreshProductionBuild())) {
      log('building the production app (next build)');
      if (buildProduction(process.env) !== 0) throw new Error('next build failed');
    } else if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
      throw new Error('no production build in .next (run npm run build)');
    }

    // Upstream PostgreSQL
    let postgres = null;
    let replica = null;
    let dbEndpoint = null;
    let databaseUrl;
    if (opts.throwawayPostgres) {
      postgres = await startThrowawayPostgres({
        dir,
        port: postgresPort,
        log,
        fsync: opts.postgresFsync === true,
      });
      cleanups.push(() => postgres.stop());
      await query(postgres.url, 'create database app');
      databaseUrl = withDatabase(postgres.url, 'app');
      if (opts.replica) {
        replica = await startReplica({
          dir,
          primary: postgres,
          port: Number(opts.replicaPort ?? postgresPort + 1),
          log,
          fsync: opts.postgresFsync === true,
        });
        cleanups.push(() => replica.stop());
        dbEndpoint = await startDbEndpoint({
          dir,
          port: Number(opts.dbEndpointPort ?? postgresPort + 2),
          upstreamPort: postgresPort,
          log,
        });
        cleanups.push(() => dbEndpoint.stop());
        // Everything (migrations, PgBouncer, the LISTEN sessions, the suite's own checks) reaches the primary
        // through the endpoint, so a failover moves them all.
        databaseUrl = `postgres://postgres@127.0.0.1:${dbEndpoint.port}/app`;
      }
    } else if (opts.databaseUrl) {
      databaseUrl = opts.databaseUrl;
    } else {
      const serverUrl = opts.serverUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
      const name = opts.databaseName ?? `fp_cluster_${Date.now().toString(36)}`;
      await query(serverUrl, `create database ${quoteIdent(name)}`);
      if (!opts.keepDatabase) {
        cleanups.push(() => query(serverUrl, `drop database if exists ${quoteIdent(name)} with (force)`));
      }
      databaseUrl = withDatabase(serverUrl, name);
      log(
        `database ${name} on ${new URL(serverUrl).host}${opts.keepDatabase ? ' (kept)' : ' (dropped on stop)'}`,
      );
    }
    await migrateDatabase(databaseUrl);
    log('migrations applied');
    const readFromReplica = Boolean(replica) && opts.readFromReplica !== false;

    // PgBouncer
    let pooler = null;
    if (usePgbouncer) {
      pooler = await startPgbouncer({
        dir,
        port: pgbouncerPort,
        upstream: databaseUrl,
        poolSize: Number(opts.poolSize ?? 20),
        log,
        // With reads from the replica, a commit is acknowledged once the replica has applied it.
        remoteApply: readFromReplica,
      });
      cleanups.push(() => pooler.stop());
    }

    // Object storage: files go through the S3 API to a store of their own; each instance gets only a local
    // folder of its own, so nothing can work through a shared disk. objectStorage 'folder': one folder shared
    // by every instance instead (STORAGE_DIR), as on a single host.
    let objectStorage = null;
    let storageEnv;
    if ((opts.objectStorage ?? 's3') === 's3') {
      objectStorage = await startObjectStorage({
        dir,
        port: Number(opts.objectStoragePort ?? pgbouncerPort + 20),
        log,
      });
      cleanups.push(() => objectStorage.stop());
      storageEnv = {
        S3_BUCKET: objectStorage.bucket,
        S3_ENDPOINT: objectStorage.url,
        S3_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
      };
    } else {
      const storage = path.join(dir, 'storage');
      fs.mkdirSync(storage, { recursive: true });
      storageEnv = { STORAGE_DIR: storage };
    }

    // Instances
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      NEXTAUTH_URL: base,
      ...storageEnv,
      // Heavy reads (lists, exports, dashboard, API health) from the replica (db/client.ts getReadDb).
      ...(readFromReplica ? { DATABASE_READ_URL: withDatabase(replica.url, 'app') } : {}),
      // The cluster applied the migrations before starting them.
      DB_SKIP_MIGRATIONS: '1',
      // HAProxy appends the client's address to X-Forwarded-For: one hop is believed, nothing left of it. (A
      // hop count, not 127.0.0.1/32: clients on this machine are 127.0.0.1 too and must not be trusted.)
      TRUSTED_PROXIES: '1',
      // A throwaway cluster generates its keys when the environment gives none (production refuses to).
      ALLOW_GENERATED_SECRETS: '1',
      ...(pooler
        ? {
            DATABASE_URL: pooler.url,
            DATABASE_COUNTER_URL: pooler.countersUrl,
            DATABASE_POOL_MODE: 'transaction',
            // LISTEN needs a real session: one per instance, straight to PostgreSQL, keeps the active-client
            // cache (without it every request reads its client's row).
            DATABASE_LISTEN_URL: databaseUrl,
          }
        : // DATABASE_LISTEN_URL counts only with DATABASE_POOL_MODE=transaction (a benchmark's comparison).
          { DATABASE_URL: databaseUrl, DATABASE_LISTEN_URL: databaseUrl }),
      ...(opts.env ?? {}),
    };
    delete env.PGLITE_DIR;
    const instances = [];
    for (let i = 0; i < instancesCount; i++) {
      instances.push(
        makeInstance({
          index: i,
          port: instanceBasePort + i,
          env,
          dir,
          log,
          supervise: opts.supervise !== false,
        }),
      );
    }
    cleanups.push(async () => void (await Promise.all(instances.map((i) => i.stop()))));
    for (const i of instances) await i.start();
    await Promise.all(instances.map((i) => i.waitReady()));
    log(`${instancesCount} instance(s) ready`);

    const haproxy = await startHaproxy({
      dir,
      port,
      instancePorts: instances.map((i) => i.port),
      log,
    });
    cleanups.push(() => haproxy.stop());
    let seen = [];
    await waitFor(
      'HAProxy to see the instances up',
      async () => {
        seen = await haproxy.stats();
        return seen.length === instances.length && seen.every((s) => s.status === 'UP');
      },
      10_000,
    ).catch((err) => {
      throw new Error(
        `${err.message}: ${JSON.stringify(seen.map((s) => [s.name, s.status, s.check_status]))}`,
      );
    });
    log(`ready: ${base}`);

    /** Resolves once HAProxy counts `instance` as UP (its checks passed `rise` times). */
    const waitInRotation = async (instance, timeoutMs = 30_000) => {
      const name = `app${instance.index + 1}`;
      await waitFor(
        `HAProxy to put ${name} back`,
        async () => (await haproxy.stats()).find((s) => s.name === name)?.status === 'UP',
        timeoutMs,
      );
    };
    /**
     * Stops instance i gracefully (it drains, HAProxy takes it out, its requests and jobs finish), starts it
     * again on the same port, from `root` when given (another release folder: a built checkout with its own
     * .next and node_modules), and resolves once it is ready and HAProxy sends it requests again.
     */
    const replaceInstance = async (i, { root } = {}) => {
      const instance = instances[i];
      if (!instance) throw new Error(`no instance ${i}`);
      const started = Date.now();
      await instance.stop();
      if (root) instance.root = path.resolve(root);
      await instance.start();
      await instance.waitReady();
      await waitInRotation(instance);
      log(`instance ${i + 1} replaced in ${((Date.now() - started) / 1000).toFixed(1)} s (${instance.root})`);
    };
    /**
     * Failover, as a managed database does it: the primary crashes (pg_ctl stop -m immediate), the replica is
     * promoted, and the database endpoint is pointed at it. Resolves to the times of each step.
     */
    const failover = async () => {
      if (!replica || !dbEndpoint)
        throw new Error('failover needs startCluster({ throwawayPostgres, replica })');
      const t0 = Date.now();
      await postgres.crash();
      const crashed = Date.now();
      await replica.promote();
      const promoted = Date.now();
      await dbEndpoint.repoint(Number(new URL(replica.url).port));
      log(`failover: primary crashed, replica promoted in ${promoted - crashed} ms, endpoint moved`);
      return { crashedMs: crashed - t0, promotedMs: promoted - crashed, doneMs: Date.now() - t0 };
    };
    /**
     * Moves instance i (graceful stop, start) into a network namespace of its own (`placement`: { netns, host,
     * env }, scripts/cluster/netns.mjs) or back to the host (null); HAProxy is told its new address, and it
     * resolves once the instance is ready and back in rotation.
     */
    const placeInstance = async (i, placement) => {
      const instance = instances[i];
      if (!instance) throw new Error(`no instance ${i}`);
      await instance.stop();
      instance.placement = placement;
      await haproxy.command(
        `set server instances/app${i + 1} addr ${placement?.host ?? '127.0.0.1'} port ${instance.port}`,
      );
      await instance.start();
      await instance.waitReady();
      await waitInRotation(instance);
      log(`instance ${i + 1} now at ${instance.url}${placement ? ` (namespace ${placement.netns})` : ''}`);
    };
    /** A rolling restart: every instance in turn, each after the one before is ready and back in rotation. */
    const rollingRestart = async ({ root } = {}) => {
      for (const instance of instances) await replaceInstance(instance.index, { root });
    };

    return {
      url: base,
      databaseUrl,
      pooledUrl: pooler?.url ?? databaseUrl,
      dir,
      instances,
      postgres,
      replica,
      failover,
      objectStorage,
      pgbouncer: pooler ? { url: pooler.url, show: pooler.show } : null,
      haproxy: { stats: haproxy.stats, command: haproxy.command },
      env,
      replaceInstance,
      placeInstance,
      restartInstance: (i) => replaceInstance(i),
      rollingRestart,
      waitInRotation,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A TCP port nobody listens on now (for tests that start a pooler of their own). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}
