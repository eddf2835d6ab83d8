// npm run cluster – the production topology on this machine (docs/decisions/topology.md):
//   client -> HAProxy :CLUSTER_PORT -> CLUSTER_INSTANCES x `next start` -> PgBouncer (transaction mode) -> PostgreSQL
// Environment: CLUSTER_INSTANCES (2), CLUSTER_PORT (3000; the instances take the next ports),
// CLUSTER_PGBOUNCER_PORT (6433), DATABASE_URL (upstream PostgreSQL, used as it is; unset: a fresh database on
// the local server 5432, dropped on stop unless CLUSTER_KEEP_DATABASE=1), CLUSTER_THROWAWAY_POSTGRES=1 (a private
// PostgreSQL under the cluster's folder instead), CLUSTER_DIR (folder for configs and logs; default a new
// temporary one). Ctrl-C (or SIGTERM) stops everything it started.
import { startCluster } from './cluster/cluster.mjs';

const env = process.env;
let cluster = null;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping');
  await cluster?.stop();
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

// An instance that exits on its own is reported; HAProxy takes it out until it is started again.
setInterval(() => {
  for (const i of cluster.instances) {
    if (!i.pid() && !stopping && !i.reported) {
      i.reported = true;
      console.error(`[cluster] instance ${i.index + 1} is not running (log ${i.logFile})`);
    }
  }
}, 2000);
