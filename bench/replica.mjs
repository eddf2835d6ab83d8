#!/usr/bin/env node
/**
 * Reads from the replica, or not: `node bench/replica.mjs` (npm exec -- node bench/replica.mjs) starts the
 * topology of the fault suite (HAProxy, 2 instances, PgBouncer, a throwaway PostgreSQL with a streaming replica
 * under synchronous replication; scripts/cluster/cluster.mjs) twice, and measures the same heavy reads side by side:
 *   reads on the primary     the replica streams, but DATABASE_READ_URL is not set: every read goes to the primary
 *   reads from the replica   DATABASE_READ_URL names the replica: list pages, CSV exports, the dashboard's
 *                            computations and the API health report read there; commits wait for remote_apply
 * Figures: GET /v1/orders pages (32 and 4 connections), the portal's order list page, the orders CSV export (one
 * at a time), and list pages while orders are being created at the same time (both rates). Each configuration
 * bulk-loads BENCH_ORDERS orders (default 100000) for a reader merchant.
 *   BENCH_SECONDS, BENCH_CONNECTIONS as for bench/run.mjs; BENCH_REPLICA_PORT (HAProxy, default 3500; instances
 *   the next two ports), BENCH_REPLICA_PGBOUNCER_PORT (6536; object storage + 20), BENCH_REPLICA_POSTGRES_PORT
 *   (6546; the replica + 1, the database endpoint + 2).
 * Not part of `npm run bench`. On one machine the replica shares the primary's CPU and disk: what it can show
 * here is the cost of routing (a second pool, remote_apply on each commit), not the relief of a separate host.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/cluster.mjs';

const port = Number(process.env.BENCH_REPLICA_PORT ?? 3500);
process.env.BENCH_BASE_URL = `http://127.0.0.1:${port}`;
const operator = { OPERATOR_CLIENT_ID: 'bench-operator', OPERATOR_CLIENT_SECRET: 'bench-operator-secret' };
Object.assign(process.env, operator);
const { api, benchMerchant, figure, latencyConnections, load, loadLight, connections } =
  await import('./lib.mjs');
const { merchantUserSession } = await import('./portal-session.mjs');
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

const CONFIGS = [
  { name: 'reads on the primary', readFromReplica: false },
  { name: 'reads from the replica', readFromReplica: true },
];

const CUSTOMER = {
  first_name: 'Bench',
  last_name: 'Customer',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  email: 'bench@example.com',
};

async function product(db, merchantId) {
  const r = await db.query(
    `insert into products (id, merchant_id, sku, name) values (substr(md5(random()::text), 1, 24), $1, $2, 'Bench product') returning id`,
    [merchantId, `BENCH-${randomUUID().slice(0, 8)}`],
  );
  return r.rows[0].id;
}

/** ORDERS orders of one line each for the merchant, with their status counts (as bench/orders.mjs loads them). */
async function loadOrders(db, merchantId, productId) {
  await db.query('begin');
  await db.query(
    `insert into orders (id, merchant_id, merchants_id, status, customer, created_at, updated_at)
     select substr(md5('o' || g || $1), 1, 24), $1, 'REF-' || g, case when g % 10 = 0 then 'confirmed' else 'draft' end,
            $3::jsonb, now() - g * interval '1 second', now() - g * interval '1 second'
       from generate_series(1, $2) g`,
    [merchantId, ORDERS, JSON.stringify(CUSTOMER)],
  );
  await db.query(
    `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name, fulfillment_by, quantity)
     select substr(md5('i' || g || $1), 1, 24), substr(md5('o' || g || $1), 1, 24), $1, 0, $3, 'BENCH-READ', 'Bench product', 'provider', 1
       from generate_series(1, $2) g`,
    [merchantId, ORDERS, productId],
  );
  const confirmed = Math.floor(ORDERS / 10);
  await db.query(
    `insert into order_status_counts (merchant_id, status, shard, count) values ($1, 'draft', 0, $2), ($1, 'confirmed', 0, $3)
     on conflict (merchant_id, status, shard) do update set count = order_status_counts.count + excluded.count`,
    [merchantId, ORDERS - confirmed, confirmed],
  );
  await db.query('commit');
  await db.query('analyze orders');
  await db.query('analyze order_items');
}

async function transactions(url) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`select xact_commit::bigint as n from pg_stat_database where datname = 'app'`);
    return Number(r.rows[0].n);
  } finally {
    await c.end();
  }
}

const results = [];
for (const config of CONFIGS) {
  console.log(`\n== ${config.name}`);
  const cluster = await startCluster({
    instances: 2,
    port,
    pgbouncerPort: Number(process.env.BENCH_REPLICA_PGBOUNCER_PORT ?? 6536),
    postgresPort: Number(process.env.BENCH_REPLICA_POSTGRES_PORT ?? 6546),
    throwawayPostgres: true,
    replica: true,
    readFromReplica: config.readFromReplica,
    env: {
      ...operator,
      LOG_REQUESTS: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_SECOND: '1000000',
      RATE_LIMIT_BURST: '2000000',
    },
    log: () => {},
  });
  const note = (f) => {
    figure(f);
    results.push({ config: config.name, ...f });
  };
  try {
    // Which database the instances read from, as they said at start.
    const said = cluster.instances.map((i) => fs.readFileSync(i.logFile, 'utf8'));
    const fromReplica = said.every((s) => s.includes('heavy reads go to the replica'));
    if (fromReplica !== config.readFromReplica)
      throw new Error(`the instances read from the ${fromReplica ? 'replica' : 'primary'}`);

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    const reader = await benchMerchant('Bench replica (reads)');
    const t0 = performance.now();
    await loadOrders(db, reader.merchantId, await product(db, reader.merchantId));
    console.log(`loaded ${ORDERS} orders in ${Math.round((performance.now() - t0) / 1000)} s`);
    const writer = await benchMerchant('Bench replica (writes)');
    const writerProduct = await product(db, writer.merchantId);
    await db.end();
    const cookie = await merchantUserSession(cluster.url, reader, 'replica');

    const readHeaders = {
      authorization: `Bearer ${reader.token}`,
      'x-provider-merchant-id': reader.merchantId,
    };
    const pages = [
      '/v1/orders?limit=50',
      '/v1/orders?limit=50&offset=50',
      '/v1/orders?limit=50&offset=500',
      '/v1/orders?limit=50&status=confirmed',
      '/v1/orders?limit=50&status=draft&offset=100',
    ];
    let n = 0;
    const listLoad = (conns) => ({
      connections: conns,
      requests: [
        {
          method: 'GET',
          headers: readHeaders,
          setupRequest: (req) => ({ ...req, path: pages[n++ % pages.length] }),
        },
      ],
    });
    const check = await api('GET', '/v1/orders?limit=50', {
      token: reader.token,
      merchant: reader.merchantId,
    });
    if (check.status !== 200 || check.body.total !== ORDERS)
      throw new Error(`list answered ${check.status}, total ${check.body?.total}`);

    const replicaBefore = await transactions(cluster.replica.url.replace(/\/postgres$/, '/app'));
    note({ name: `GET /v1/orders pages (${ORDERS} orders)`, ...(await load(listLoad(connections))) });
    note({
      name: `GET /v1/orders pages (${ORDERS} orders), ${latencyConnections} connections`,
      ...(await loadLight(listLoad(latencyConnections))),
    });
    note({
      name: `GET /orders (portal list page), ${latencyConnections} connections`,
      ...(await loadLight({ path: '/orders', headers: { cookie } })),
    });
    // The CSV export of the confirmed orders (a tenth of them), one at a time.
    const times = [];
    let bytes = 0;
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      const res = await fetch(`${cluster.url}/orders/export?status=confirmed`, { headers: { cookie } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`export answered ${res.status}: ${text.slice(0, 200)}`);
      bytes = text.length;
      times.push(performance.now() - s);
    }
    times.sort((a, b) => a - b);
    note({
      name: `GET /orders/export?status=confirmed (${ORDERS / 10} orders, ${Math.round(bytes / 1024)} KB), one at a time`,
      p50_ms: Math.round(times[2]),
      max_ms: Math.round(times[4]),
    });
    // Reads and writes at once: list pages on half the connections, new orders on the other half.
    const body = JSON.stringify({
      order: {
        merchants_id: 'BENCH',
        customer: CUSTOMER,
        items: [{ product: { id: writerProduct }, quantity: 1 }],
      },
    });
    const [reads, writes] = await Promise.all([
      load(listLoad(Math.max(1, connections / 2))),
      load({
        connections: Math.max(1, connections / 2),
        requests: [
          {
            method: 'POST',
            path: '/v1/orders',
            headers: {
              authorization: `Bearer ${writer.token}`,
              'x-provider-merchant-id': writer.merchantId,
              'content-type': 'application/json',
            },
            body,
            setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
          },
        ],
      }),
    ]);
    note({ name: 'GET /v1/orders pages while orders are created', ...reads });
    note({ name: 'POST /v1/orders while list pages are read', ...writes });
    const replicaAfter = await transactions(cluster.replica.url.replace(/\/postgres$/, '/app'));
    console.log(`transactions on the replica during the measurements: ${replicaAfter - replicaBefore}`);
    results.push({
      config: config.name,
      name: 'transactions on the replica',
      value: replicaAfter - replicaBefore,
    });
  } finally {
    await cluster.stop();
  }
}

const names = [...new Set(results.map((r) => r.name))];
console.log(`\n| figure | ${CONFIGS.map((c) => c.name).join(' | ')} |`);
console.log(`|---|${CONFIGS.map(() => '---').join('|')}|`);
for (const name of names) {
  const cells = CONFIGS.map((c) => {
    const r = results.find((x) => x.name === name && x.config === c.name);
    if (!r) return '';
    if (r.value !== undefined) return String(r.value);
    if (r.rps !== undefined)
      return `${r.rps} req/s, p50 ${r.p50_ms} ms, p99 ${r.p99_ms} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
    return `p50 ${r.p50_ms} ms, max ${r.max_ms} ms`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}
process.exit(0);
