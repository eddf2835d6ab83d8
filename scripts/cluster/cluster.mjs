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
import { buildProduction, hasFreshProductionBuild, nextBin } from '../build-production.mjs';

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

async function startThrowawayPostgres({ dir, port, log }) {
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
        // A throwaway cluster: its data need not survive a crash of the machine.
        '-c',
        'fsync=off',
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
  await start();
  log(`PostgreSQL (throwaway) on 127.0.0.1:${port}, data ${dataDir}`);
  return {
    url,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    pid: () => proc?.child.pid ?? null,
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

export function pgbouncerConfig({ upstream, port, poolSize }) {
  return `;; Generated by scripts/cluster/cluster.mjs; what each setting is for: docs/decisions/topology.md
[databases]
;; The instances' pool. Session settings cannot come from the client behind transaction pooling (startup
;; options are refused), so every server session gets them here, once, when PgBouncer opens it.
${pgbouncerDatabaseLine('app', upstream, 'SET jit = off')}
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

export async function startPgbouncer({ dir, port, upstream, poolSize, log }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (PgBouncer) is in use`);
  const file = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(file, pgbouncerConfig({ upstream, port, poolSize }), { mode: 0o644 });
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
  option httplog
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
  errorfile 503 ${path.join(dir, '503.http')}
  errorfile 502 ${path.join(dir, '502.http')}
  errorfile 504 ${path.join(dir, '504.http')}

frontend api
  bind 127.0.0.1:${port}
  option forwardfor
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

/** HAProxy's own answers, in the API's error shape (server/core/errors.ts). */
function errorFile(status, reason, code, message, retryAfter) {
  const body = JSON.stringify({ message, error_code: code });
  return (
    `HTTP/1.1 ${status} ${reason}\r\n` +
    'Content-Type: application/json\r\n' +
    'Cache-Control: no-store\r\n' +
    (retryAfter ? `Retry-After: ${retryAfter}\r\n` : '') +
    'Connection: close\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    '\r\n' +
    body
  );
}

async function startHaproxy({ dir, port, instancePorts, log }) {
  if (!(await portFree(port))) throw new Error(`port ${port} (HAProxy) is in use`);
  fs.writeFileSync(
    path.join(dir, '503.http'),
    errorFile(
      503,
      'Service Unavailable',
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable.',
      1,
    ),
  );
  fs.writeFileSync(
    path.join(dir, '502.http'),
    errorFile(502, 'Bad Gateway', 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.', 1),
  );
  fs.writeFileSync(
    path.join(dir, '504.http'),
    errorFile(504, 'Gateway Timeout', 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable.', 1),
  );
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
// Instances

function makeInstance({ index, port, env, dir, log }) {
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dir, `instance-${index + 1}.log`);
  let proc = null;
  const instance = {
    index,
    port,
    url,
    logFile,
    pid: () =>
      proc && proc.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : null,
    async start() {
      if (instance.pid()) return;
      if (!(await portFree(port))) throw new Error(`port ${port} (instance ${index + 1}) is in use`);
      proc = spawnGroup(nextBin, ['start', '-H', '127.0.0.1', '-p', String(port)], {
        env: { ...env, PORT: String(port), INSTANCE_INDEX: String(index + 1) },
        logFile,
      });
    },
    /** Kills the instance's whole process group; resolves once it has exited. */
    async kill(signal = 'SIGKILL') {
      if (!proc) return;
      const p = proc;
      killGroup(p.child.pid, signal);
      if (signal === 'SIGKILL') await p.exited;
      else await stopGroup(p, signal, 10_000);
    },
    async waitReady(timeoutMs = 120_000) {
      await waitFor(
        `instance ${index + 1} (${url})`,
        async () => (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) })).status === 200,
        timeoutMs,
        proc,
      );
    },
    async stop() {
      if (proc) await stopGroup(proc, 'SIGTERM', 10_000);
      proc = null;
    },
  };
  log(`instance ${index + 1}: ${url}, log ${logFile}`);
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
    let databaseUrl;
    if (opts.throwawayPostgres) {
      postgres = await startThrowawayPostgres({ dir, port: postgresPort, log });
      cleanups.push(() => postgres.stop());
      await query(postgres.url, 'create database app');
      databaseUrl = withDatabase(postgres.url, 'app');
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

    // PgBouncer
    let pooler = null;
    if (usePgbouncer) {
      pooler = await startPgbouncer({
        dir,
        port: pgbouncerPort,
        upstream: databaseUrl,
        poolSize: Number(opts.poolSize ?? 20),
        log,
      });
      cleanups.push(() => pooler.stop());
    }

    // Instances
    const base = `http://127.0.0.1:${port}`;
    const storage = path.join(dir, 'storage');
    fs.mkdirSync(storage, { recursive: true });
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      NEXTAUTH_URL: base,
      // Files shared by every instance, as object storage would be (S3_BUCKET in production).
      STORAGE_DIR: storage,
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
      instances.push(makeInstance({ index: i, port: instanceBasePort + i, env, dir, log }));
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

    return {
      url: base,
      databaseUrl,
      pooledUrl: pooler?.url ?? databaseUrl,
      dir,
      instances,
      postgres,
      pgbouncer: pooler ? { url: pooler.url, show: pooler.show } : null,
      haproxy: { stats: haproxy.stats, command: haproxy.command },
      env,
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
