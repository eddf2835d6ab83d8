// npm run cluster – the production topology on this machine (docs/decisions/topology.md):
//   client -> HAProxy :CLUSTER_PORT -> CLUSTER_INSTANCES x `next start` -> PgBouncer (transaction mode) -> PostgreSQL
// Environment: CLUSTER_INSTANCES (2), CLUSTER_PORT (3000; the instances take the next ports),
// CLUSTER_PGBOUNCER_PORT (6433), DATABASE_URL (upstream PostgreSQL, used as it is; unset: a fresh database on
// the local server 5432, dropped on stop unless CLUSTER_KEEP_DATABASE=1), CLUSTER_THROWAWAY_POSTGRES=1 (a private
// PostgreSQL under the cluster's folder instead), CLUSTER_DIR (folder for configs and logs; default a new
// temporary one). Ctrl-C (or SIGTERM) stops everything it started.
//
// `npm run cluster -- restart` (another terminal, same CLUSTER_PORT) asks the running cluster for a rolling
// restart: each instance in turn stops gracefully (drains, finishes its requests and jobs), starts again and is
// back in HAProxy's rotation before the next one stops. SIGUSR2 to the cluster's process does the same.
// An instance that exits on its own is restarted by the cluster's supervisor, with backoff (1 s doubling to
// 30 s), and the restart is logged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './cluster/cluster.mjs';

const env = process.env;
const pidFile = path.join(os.tmpdir(), `fp-cluster-${env.CLUSTER_PORT ?? 3000}.pid`);

if (process.argv[2] === 'restart') {
  let pid;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGUSR2');
  } catch {
    console.error(`[cluster] no cluster running on port ${env.CLUSTER_PORT ?? 3000} (${pidFile})`);
    process.exit(1);
  }
  console.log(`[cluster] rolling restart asked of the cluster (pid ${pid}); it logs each step`);
  process.exit(0);
} else if (process.argv[2]) {
  console.error(`[cluster] unknown command ${process.argv[2]} (the only one is: restart)`);
  process.exit(2);
}
let cluster = null;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping');
  await cluster?.stop();
  fs.rmSync(pidFile, { force: true });
  console.log('[cluster] stopped; nothing left running');
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0));
process.on('uncaughtException', (err) => {
  console.error(err);
  void shutdown(1);
});

try {
  cluster = await startCluster({
    instances: Number(env.CLUSTER_INSTANCES ?? 2),
    port: Number(env.CLUSTER_PORT ?? 3000),
    pgbouncerPort: env.CLUSTER_PGBOUNCER_PORT ? Number(env.CLUSTER_PGBOUNCER_PORT) : undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    throwawayPostgres: env.CLUSTER_THROWAWAY_POSTGRES === '1',
    keepDatabase: env.CLUSTER_KEEP_DATABASE === '1',
    dir: env.CLUSTER_DIR || undefined,
  });
} catch (err) {
  console.error(`[cluster] could not start: ${err.message}`);
  process.exit(1);
}

console.log(`
Cluster running (Ctrl-C stops it)
  API and portal (HAProxy):  ${cluster.url}
  instances:                 ${cluster.instances.map((i) => i.url).join(', ')}
  PgBouncer (transaction):   ${cluster.pooledUrl}
  PostgreSQL (direct):       ${cluster.databaseUrl}
  configs and logs:          ${cluster.dir}
`);

fs.writeFileSync(pidFile, String(process.pid));

let restarting = false;
process.on('SIGUSR2', () => {
  if (restarting || stopping) return;
  restarting = true;
  const started = Date.now();
  console.log('[cluster] rolling restart: one instance at a time');
  cluster
    .rollingRestart()
    .then(() =>
      console.log(`[cluster] rolling restart done in ${((Date.now() - started) / 1000).toFixed(1)} s`),
    )
    .catch((err) => console.error(`[cluster] rolling restart failed: ${err.message}`))
    .finally(() => (restarting = false));
});
