/**
 * Order API speed (issue 4). Figures, each also a ratio to GET /healthz (bench/run.mjs prints the ratios):
 *   POST /v1/orders (3 lines, fresh Idempotency-Key per request)   target >= 0.45x healthz, p99 < 100 ms
 *   POST /v1/orders (one repeated key: replays)                      target >= 0.7x
 *   GET /v1/orders pages with 1 million orders stored                target >= 0.7x, p99 < 50 ms
 * and, for the first two, the reference handlers of bench/reference (no auth, checks, key, events or history):
 * the most a route handler of this framework gets on this machine for the same write and the same lookup.
 * The million orders (one line each) are bulk-loaded with SQL for a second merchant, with its
 * order_status_counts, so list totals come from the counts as in production.
 *   BENCH_ORDERS (default 1000000)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, benchMerchant, benchProducts, figure, latencyConnections, load, loadLight } from './lib.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const CUSTOMER = {
  first_name: 'Bench',
  last_name: 'Customer',
  organization: null,
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  state: null,
  country_code: 'FI',
  email: 'bench@example.com',
  phone: '+358401234567',
  vat_id: null,
  eori: null,
  door_code: null,
  delivery_instructions: null,
};

// ---- creation and replays ----
const writer = await benchMerchant('Bench orders (writes)');
const pids = await benchProducts(db, writer.merchantId, 3);
const body = JSON.stringify({
  order: {
    merchants_id: 'BENCH',
    customer: CUSTOMER,
    items: pids.map((id, i) => ({
      product: { id },
      quantity: i + 1,
      sales_info: { gross_price: 9.99, tax_percent: 24 },
    })),
  },
});
const headers = {
  authorization: `Bearer ${writer.token}`,
  'x-provider-merchant-id': writer.merchantId,
  'content-type': 'application/json',
};

const check = await api('POST', '/v1/orders', {
  token: writer.token,
  merchant: writer.merchantId,
  body: JSON.parse(body),
});
if (check.status !== 201) throw new Error(`create answered ${check.status}: ${check.text}`);

const create = await load({
  requests: [
    {
      method: 'POST',
      path: '/v1/orders',
      headers,
      body,
      setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'idempotency-key': randomUUID() } }),
    },
  ],
});
figure({ name: 'POST /v1/orders (3 lines, fresh key)', ...create, target: '>=0.45x healthz, p99<100ms' });

const replayKey = `bench-replay-${randomUUID()}`;
const first = await api('POST', '/v1/orders', {
  token: writer.token,
  merchant: writer.merchantId,
  body: JSON.parse(body),
  headers: { 'idempotency-key': replayKey },
});
if (first.status !== 201) throw new Error(`create answered ${first.status}`);
const replay = await load({
  method: 'POST',
  path: '/v1/orders',
  headers: { ...headers, 'idempotency-key': replayKey },
  body,
});
figure({ name: 'POST /v1/orders (replay, same key)', ...replay, target: '>=0.7x healthz' });

// ---- the reference handlers (bench/reference): the least a route handler can do for the same two requests ----
// Their ratios to /healthz are this machine's ceiling for the two targets above (the issue's own estimate,
// made elsewhere: about 0.5x for the write and 0.75x for the lookup).
const reference = await api('POST', '/bench-reference/insert', {
  merchant: writer.merchantId,
  body: JSON.parse(body),
});
if (reference.status === 201) {
  const insert = await load({ method: 'POST', path: '/bench-reference/insert', headers, body });
  figure({ name: 'reference: one insert transaction (order + 3 lines), no checks', ...insert });
  const lookup = await load({
    method: 'POST',
    path: '/bench-reference/lookup',
    headers: { ...headers, 'idempotency-key': replayKey },
    body,
  });
  figure({ name: 'reference: one key lookup by primary key', ...lookup });
} else {
  console.log(`reference handlers not in this build (${reference.status}): build without BENCH_SKIP_BUILD`);
}

// ---- a million orders for the reader ----
const reader = await benchMerchant('Bench orders (reads)');
const [rp] = await benchProducts(db, reader.merchantId, 1);
const t0 = performance.now();
await db.query('begin');
await db.query(
  `insert into orders (id, merchant_id, merchants_id, status, customer, created_at, updated_at)
   select substr(md5('o' || g || $1), 1, 24), $1, 'REF-' || g, case when g % 10 = 0 then 'confirmed' else 'draft' end,
          $3::jsonb, now() - g * interval '1 second', now() - g * interval '1 second'
     from generate_series(1, $2) g`,
  [reader.merchantId, ORDERS, JSON.stringify(CUSTOMER)],
);
await db.query(
  `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name, fulfillment_by, quantity)
   select substr(md5('i' || g || $1), 1, 24), substr(md5('o' || g || $1), 1, 24), $1, 0, $3, 'BENCH-READ', 'Bench product', 'provider', 1
     from generate_series(1, $2) g`,
  [reader.merchantId, ORDERS, rp],
);
const confirmed = Math.floor(ORDERS / 10);
await db.query(
  `insert into order_status_counts (merchant_id, status, shard, count) values ($1, 'draft', 0, $2), ($1, 'confirmed', 0, $3)
   on conflict (merchant_id, status, shard) do update set count = order_status_counts.count + excluded.count`,
  [reader.merchantId, ORDERS - confirmed, confirmed],
);
await db.query('commit');
await db.query('analyze orders');
await db.query('analyze order_items');
console.log(`loaded ${ORDERS} orders in ${Math.round((performance.now() - t0) / 1000)} s`);

const listCheck = await api('GET', '/v1/orders?limit=50', {
  token: reader.token,
  merchant: reader.merchantId,
});
if (listCheck.status !== 200 || listCheck.body.total !== ORDERS)
  throw new Error(`list answered ${listCheck.status}, total ${listCheck.body?.total}`);

const readHeaders = { authorization: `Bearer ${reader.token}`, 'x-provider-merchant-id': reader.merchantId };
const pages = [
  '/v1/orders?limit=50',
  '/v1/orders?limit=50&offset=50',
  '/v1/orders?limit=50&offset=500',
  '/v1/orders?limit=50&status=confirmed',
  '/v1/orders?limit=50&status=draft&offset=100',
];
let n = 0;
const listLoad = {
  requests: [
    {
      method: 'GET',
      headers: readHeaders,
      setupRequest: (req) => ({ ...req, path: pages[n++ % pages.length] }),
    },
  ],
};
const list = await load(listLoad);
figure({
  name: `GET /v1/orders pages (${ORDERS} orders stored)`,
  ...list,
  target: '>=0.7x healthz, p99<50ms',
});
figure({
  name: `GET /v1/orders pages (${ORDERS} orders stored), ${latencyConnections} connections`,
  ...(await loadLight(listLoad)),
});
await db.end();
