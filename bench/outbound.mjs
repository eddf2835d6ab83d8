/**
 * Outbound speed (issue 33), run with `BENCH_ONLY=outbound npm run bench`. With BENCH_OUTBOUND_ORDERS orders
 * stored (default 1000000, bulk-loaded with SQL: 1% confirmed and waiting in the queue, 1% processing with their
 * units being picked, the rest processed), figures, each also a ratio to the bare lookup of bench/reference
 * (`x_lookup`: one prepared primary-key read in a route handler with no auth) measured in the same run:
 *   GET /ops/v1/orders (the outbound queue, four page variants)
 *   GET /warehouse/outbound/pick?orders=<50 ids> (a 50-order batch pick list, the portal page, signed in)
 *   POST /ops/v1/orders/{id}/shipments (fresh Idempotency-Key, one unit per order: a whole order ships, its
 *     documents job queued) beside POST /v1/orders (one line, fresh key) from the same run (`x_create`).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, benchMerchant, figure, latencyConnections, load, loadLight, operatorToken } from './lib.mjs';
import { portalSession } from './portal-session.mjs';

const ORDERS = Number(process.env.BENCH_OUTBOUND_ORDERS ?? 1_000_000);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const CUSTOMER = {
  first_name: 'Bench',
  last_name: 'Customer',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};

// ---- the data: one merchant's orders, 1% confirmed (reserved units), 1% processing (picking units) ----
const m = await benchMerchant('Bench outbound');
const op = await operatorToken();
const productId = (
  await db.query(
    `insert into products (id, merchant_id, sku, name) values (substr(md5(random()::text), 1, 24), $1, $2, 'Bench outbound') returning id`,
    [m.merchantId, `BENCH-OUT-${randomUUID().slice(0, 8)}`],
  )
).rows[0].id;
const t0 = performance.now();
const status = `case when g % 100 = 0 then 'confirmed' when g % 100 = 1 then 'processing' else 'processed' end`;
await db.query('begin');
await db.query(
  `insert into orders (id, merchant_id, merchants_id, status, customer, created_at, updated_at)
   select substr(md5('o' || g || $1), 1, 24), $1, 'OUT-' || g, ${status},
          $3::jsonb, now() - ($2 - g) * interval '1 second', now() - ($2 - g) * interval '1 second'
     from generate_series(1, $2) g`,
  [m.merchantId, ORDERS, JSON.stringify(CUSTOMER)],
);
await db.query(
  `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name, fulfillment_by, quantity)
   select substr(md5('i' || g || $1), 1, 24), substr(md5('o' || g || $1), 1, 24), $1, 0, $3, 'BENCH-OUT', 'Bench outbound', 'provider', 1
     from generate_series(1, $2) g`,
  [m.merchantId, ORDERS, productId],
);
const units = await db.query(
  `insert into stock_units (merchant_id, product_id, location, state, order_id, order_item_id)
   select $1, $3, 'A-' || (g % 40) || '-' || (g % 7), case when g % 100 = 0 then 'reserved' else 'picking' end,
          substr(md5('o' || g || $1), 1, 24), substr(md5('i' || g || $1), 1, 24)
     from generate_series(1, $2) g where g % 100 in (0, 1)`,
  [m.merchantId, ORDERS, productId],
);
await db.query(`update products set on_hand = $2, reserved = $2, available = 0 where id = $1`, [
  productId,
  units.rowCount,
]);
await db.query(
  `insert into order_status_counts (merchant_id, status, shard, count)
   select $1, status, 0, count(*) from orders where merchant_id = $1 group by status
   on conflict (merchant_id, status, shard) do update set count = order_status_counts.count + excluded.count`,
  [m.merchantId],
);
await db.query('commit');
await db.query('vacuum analyze orders');
await db.query('vacuum analyze order_items');
await db.query('vacuum analyze stock_units');
console.log(
  `loaded ${ORDERS} orders (${units.rowCount} units held) in ${Math.round((performance.now() - t0) / 1000)} s`,
);

// ---- the bare lookup (bench/reference/lookup-route.ts): every ratio below is to it ----
const merchantHeaders = {
  authorization: `Bearer ${m.token}`,
  'x-provider-merchant-id': m.merchantId,
  'content-type': 'application/json',
};
const lookupBody = JSON.stringify({ order: { merchants_id: 'BENCH' } });
const reference = await api('POST', '/bench-reference/lookup', {
  merchant: m.merchantId,
  body: JSON.parse(lookupBody),
  headers: { 'idempotency-key': 'bench-outbound' },
});
let lookup = null;
if (reference.status === 201) {
  lookup = await load({
    method: 'POST',
    path: '/bench-reference/lookup',
    headers: { ...merchantHeaders, 'idempotency-key': 'bench-outbound' },
    body: lookupBody,
  });
  figure({ name: 'reference: one key lookup by primary key (outbound run)', ...lookup });
} else console.log(`reference handlers not in this build (${reference.status}): no x_lookup ratios`);
const vsLookup = (r) => (lookup?.rps ? { x_lookup: (r.rps / lookup.rps).toFixed(2) } : {});

// ---- the queue ----
const opHeaders = { authorization: `Bearer ${op}` };
const queueCheck = await api('GET', '/ops/v1/orders?limit=50', { token: op });
if (queueCheck.status !== 200 || queueCheck.body.total < ORDERS / 100)
  throw new Error(`queue answered ${queueCheck.status}, total ${queueCheck.body?.total}`);
const pages = [
  '/ops/v1/orders?limit=50',
  `/ops/v1/orders?limit=50&merchant_id=${m.merchantId}`,
  '/ops/v1/orders?limit=50&offset=500',
  '/ops/v1/orders?limit=50&status=processing,problem',
];
let n = 0;
const queueLoad = {
  requests: [{ method: 'GET', headers: opHeaders, setupRequest: (r) => ({ ...r, path: pages[n++ % 4] }) }],
};
const queue = await load(queueLoad);
figure({ name: `GET /ops/v1/orders queue pages (${ORDERS} orders stored)`, ...queue, ...vsLookup(queue) });
const queueLight = await loadLight(queueLoad);
figure({ name: `queue pages, ${latencyConnections} connections`, ...queueLight, ...vsLookup(queueLight) });

// ---- a 50-order batch pick list (the portal page), as a signed-in warehouse worker ----
const processing = (
  await db.query(
    `select o.id, i.id as item_id from orders o join order_items i on i.order_id = o.id
      where o.merchant_id = $1 and o.status = 'processing' order by o.created_at`,
    [m.merchantId],
  )
).rows;
const email = `bench-warehouse-${randomUUID().slice(0, 8)}@example.com`;
const password = 'bench-warehouse-password';
const user = await api('POST', '/ops/v1/users', {
  token: op,
  body: { user: { email, password, role: 'warehouse_staff' } },
});
if (user.status !== 201) throw new Error(`warehouse user: ${user.status} ${user.text}`);
const cookie = await portalSession(process.env.BENCH_BASE_URL, email, password);
const batch = processing.slice(-50).map((o) => o.id);
const pickPath = `/warehouse/outbound/pick?orders=${batch.join(',')}`;
const pickCheck = await fetch(`${process.env.BENCH_BASE_URL}${pickPath}`, { headers: { cookie } });
const pickHtml = await pickCheck.text();
if (pickCheck.status !== 200 || !pickHtml.includes('50 units for 50 orders'))
  throw new Error(`pick list answered ${pickCheck.status}`);
const pick = await load({ method: 'GET', path: pickPath, headers: { cookie } });
figure({ name: 'GET /warehouse/outbound/pick (50 orders merged, portal page)', ...pick, ...vsLookup(pick) });

// ---- shipment creation beside order creation ----
const create = await load({
  requests: [
    {
      method: 'POST',
      path: '/v1/orders',
      headers: merchantHeaders,
      body: JSON.stringify({
        order: {
          merchants_id: 'BENCH',
          customer: CUSTOMER,
          items: [{ product: { id: productId }, quantity: 1 }],
        },
      }),
      setupRequest: (r) => ({ ...r, headers: { ...r.headers, 'idempotency-key': randomUUID() } }),
    },
  ],
});
figure({ name: 'POST /v1/orders (1 line, fresh key; outbound run)', ...create, ...vsLookup(create) });

const toShip = processing.slice(0, -50);
let k = 0;
const shipBody = (itemId) =>
  JSON.stringify({
    shipment: {
      carrier: 'posti',
      parcels: [{ weight_grams: 900 }],
      items: [{ order_item_id: itemId, quantity: 1 }],
    },
  });
const first = toShip[k++];
const shipCheck = await api('POST', `/ops/v1/orders/${first.id}/shipments`, {
  token: op,
  body: JSON.parse(shipBody(first.item_id)),
});
if (shipCheck.status !== 201) throw new Error(`shipment answered ${shipCheck.status}: ${shipCheck.text}`);
const ship = await load({
  requests: [
    {
      method: 'POST',
      headers: { ...opHeaders, 'content-type': 'application/json' },
      setupRequest: (r) => {
        const o = toShip[k++ % toShip.length];
        return {
          ...r,
          path: `/ops/v1/orders/${o.id}/shipments`,
          body: shipBody(o.item_id),
          headers: { ...r.headers, 'idempotency-key': randomUUID() },
        };
      },
    },
  ],
});
if (k > toShip.length)
  console.log(`only ${toShip.length} orders to ship: the last ${k - toShip.length} requests were 409s`);
figure({
  name: 'POST /ops/v1/orders/{id}/shipments (whole order, fresh key)',
  ...ship,
  ...vsLookup(ship),
  x_create: create.rps ? (ship.rps / create.rps).toFixed(2) : '',
});
await db.end();
