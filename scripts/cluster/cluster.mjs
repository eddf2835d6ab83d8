// The production topology on one machine (docs/decisions/topology.md):
//   client -> HAProxy (round robin, health checks on /readyz) -> N `next start` instances (each with its
//   background workers) -> PgBouncer (transaction mode) -> PostgreSQL
// Used by `npm run cluster` (scripts/cluster.mjs), `npm run test:cluster` (scripts/test-cluster.mjs), the fault
// suite and the benchmark. Plain ESM JavaScript: it runs under `node` without a TypeScript loader.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildProduction, hasFreshProductionBuild } from '../build-production.mjs';
import { ROOT, ensureTools, hookExit, waitFor } from './processes.mjs';
import {
  migrateDatabase,
  query,
  quoteIdent,
  startDbEndpoint,
  startReplica,
  startThrowawayPostgres,
  withDatabase,
} from './postgres.mjs';
import { startPgbouncer } from './pgbouncer.mjs';
import { startHaproxy } from './haproxy.mjs';
import { LOCAL_S3_CREDENTIALS, startObjectStorage } from './object-storage.mjs';
import { makeInstance } from './instances.mjs';

// The cluster's parts, for the scripts and tests that start one part alone.
export { ensureTools, freePort, which } from './processes.mjs';
export { migrateDatabase } from './postgres.mjs';
export { pgbouncerConfig, startPgbouncer } from './pgbouncer.mjs';
export { haproxyConfig } from './haproxy.mjs';
export { LOCAL_S3_CREDENTIALS, startObjectStorage } from './object-storage.mjs';
export { INSTANCE_KEEP_ALIVE_MS } from './instances.mjs';

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
    } else if (build === 'auto') {
      log('reusing the production build in .next (its stamp matches the sources)');
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
