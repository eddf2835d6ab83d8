#!/usr/bin/env node
/**
 * npm run bench:topology – the orders benchmark (bench/orders.mjs, with GET /healthz as the ceiling) through the
 * production topology (scripts/cluster/cluster.mjs), in one run, for these configurations side by side:
 *   1 instance   behind HAProxy, direct PostgreSQL (named prepared statements, active-client cache)
 *   2 instances  behind HAProxy, direct PostgreSQL (the same)
 *   2 instances  behind HAProxy, direct PostgreSQL, statements sent unnamed (DATABASE_POOL_MODE=transaction, the
 *                listener on DATABASE_LISTEN_URL): the cost of unnamed statements alone
 *   2 instances  behind HAProxy, direct PostgreSQL, no LISTEN and so no active-client cache (DATABASE_LISTEN=0):
 *                what transaction pooling would cost without a direct listener session
 *   2 instances  behind HAProxy, PgBouncer in transaction mode (unnamed, listener direct): what npm run cluster runs
 * Each configuration gets a fresh database (on BENCH_PG_URL's server) and its own bulk-loaded orders.
 *   BENCH_ORDERS (default 100000 here), BENCH_SECONDS, BENCH_CONNECTIONS as for bench/run.mjs;
 *   BENCH_TOPOLOGY_PORT (HAProxy, default 3300; instances the next ports), BENCH_TOPOLOGY_PGBOUNCER_PORT (6436).
 * Not part of `npm run bench` (which measures one server without a load balancer).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startCluster } from '../scripts/cluster/cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pgBase = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const port = Number(process.env.BENCH_TOPOLOGY_PORT ?? 3300);
const pgbouncerPort = Number(process.env.BENCH_TOPOLOGY_PGBOUNCER_PORT ?? 6436);
const operator = { OPERATOR_CLIENT_ID: 'bench-operator', OPERATOR_CLIENT_SECRET: 'bench-operator-secret' };

const CONFIGS = [
  { name: '1 instance, direct', instances: 1, pgbouncer: false, env: {} },
  { name: '2 instances, direct', instances: 2, pgbouncer: false, env: {} },
  {
    name: '2 instances, direct, unnamed statements',
    instances: 2,
    pgbouncer: false,
    env: { DATABASE_POOL_MODE: 'transaction' },
  },
  {
    name: '2 instances, direct, no client cache',
    instances: 2,
    pgbouncer: false,
    env: { DATABASE_LISTEN: '0' },
  },
  { name: '2 instances, PgBouncer (transaction)', instances: 2, pgbouncer: true, env: {} },
];

const results = [];
for (const config of CONFIGS) {
  console.log(`\n== ${config.name}`);
  const cluster = await startCluster({
    instances: config.instances,
    port,
    pgbouncerPort,
    pgbouncer: config.pgbouncer,
    serverUrl: `${pgBase}/postgres`,
    databaseName: `fp_bench_topology_${Date.now().toString(36)}`,
    env: {
      ...operator,
      ...config.env,
      LOG_REQUESTS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_SECOND: '1000000',
      RATE_LIMIT_BURST: '2000000',
    },
    log: () => {},
  });
  try {
    const env = {
      ...process.env,
      ...operator,
      BENCH_ORDERS: process.env.BENCH_ORDERS ?? '100000',
      BENCH_BASE_URL: cluster.url,
      DATABASE_URL: cluster.databaseUrl,
    };
    for (const script of ['healthz.mjs', 'orders.mjs']) {
      const r = spawnSync(process.execPath, [path.join(root, 'bench', script)], {
        cwd: root,
        env,
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
      process.stderr.write(r.stderr);
      for (const line of r.stdout.split('\n')) {
        if (line.startsWith('FIGURE ')) results.push({ config: config.name, ...JSON.parse(line.slice(7)) });
      }
    }
  } finally {
    await cluster.stop();
  }
}

// One table: a row per figure, a column per configuration (req/s, and the ratio to the first configuration).
const names = [...new Set(results.map((r) => r.name))].filter((n) => !n.startsWith('reference'));
const head = CONFIGS.map((c) => c.name);
console.log(`\n| figure | ${head.join(' | ')} |`);
console.log(`|---|${head.map(() => '---').join('|')}|`);
for (const name of names) {
  const base = results.find((r) => r.name === name && r.config === CONFIGS[0].name);
  const cells = CONFIGS.map((c) => {
    const r = results.find((x) => x.name === name && x.config === c.name);
    if (!r?.rps) return '';
    const ratio = base?.rps ? ` (${(r.rps / base.rps).toFixed(2)}x)` : '';
    return `${r.rps} req/s, p99 ${r.p99_ms} ms${ratio}`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
