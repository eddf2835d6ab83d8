/**
 * Stock benchmark (05 §3, issue 3): receiving 10000 units in one call, and the unit list of a product with
 * 1 million units stored (first page, filtered pages, a deep page). Run by `npm run bench` (bench/run.mjs);
 * BENCH_UNITS changes the million (e.g. 100000 for a quick run).
 */
import pg from 'pg';
import { api, benchMerchant, figure, latencyConnections, load, loadLight } from './lib.mjs';

const UNITS = Number(process.env.BENCH_UNITS ?? 1_000_000);
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 5);

const m = await benchMerchant('Bench stock merchant');
const asOp = { token: m.operatorToken, merchant: m.merchantId };
const asMerchant = { token: m.token, merchant: m.merchantId };

// 1. Receiving 10000 units in one call, RECEIPTS times in a row.
const small = (
  await api('POST', '/v1/products', {
    ...asMerchant,
    body: { product: { sku: `BENCH-RCV-${Date.now()}`, name: 'Bench receiving' } },
  })
).body.product;
const times = [];
for (let i = 0; i < RECEIPTS; i++) {
  const started = performance.now();
  const r = await api('POST', '/ops/v1/stock-units', {
    ...asOp,
    body: {
      receipt: {
        product_id: small.id,
        quantity: 10000,
        location: `BULK-${i}`,
        best_before: '2028-01-31',
        batch_number: `B${i}`,
      },
    },
  });
  times.push(performance.now() - started);
  if (r.status !== 201 || r.body.stock_units.length !== 10000)
    throw new Error(`receipt failed: ${r.status} ${r.text.slice(0, 200)}`);
}
times.sort((a, b) => a - b);
figure({
  name: 'POST /ops/v1/stock-units (10000 units, one call)',
  p50_ms: Math.round(times[Math.floor(times.length / 2)]),
  max_ms: Math.round(times.at(-1)),
  units_per_s: Math.round(10000 / (times[Math.floor(times.length / 2)] / 1000)),
  calls: times.length,
});

// 2. One product with UNITS units, bulk-loaded with SQL (states, locations and dates spread), figures kept exact.
const big = (
  await api('POST', '/v1/products', {
    ...asMerchant,
    body: { product: { sku: `BENCH-BIG-${Date.now()}`, name: 'Bench million units' } },
  })
).body.product;
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const loadStarted = performance.now();
await db.query(
  `insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state)
   select $1, $2,
          'L-' || lpad((g % 400)::text, 3, '0'),
          date '2027-01-01' + (g % 365),
          'BATCH-' || (g % 50),
          case when g % 20 = 0 then 'reserved' when g % 20 = 1 then 'blocked' when g % 50 = 2 then 'written_off' else 'on_shelf' end
     from generate_series(1, $3::int) g`,
  [m.merchantId, big.id, UNITS],
);
await db.query(
  `update products p set on_hand = f.on_hand, reserved = f.reserved, available = f.available
     from (select count(*) filter (where state <> 'written_off') as on_hand,
                  count(*) filter (where state in ('reserved', 'picking')) as reserved,
                  count(*) filter (where state = 'on_shelf') as available
             from stock_units where product_id = $1) f
    where p.id = $1`,
  [big.id],
);
// As autovacuum would after a bulk insert: statistics and the visibility map (index-only counts).
await db.query('vacuum analyze stock_units');
const loadMs = Math.round(performance.now() - loadStarted);
await db.end();
console.log(`loaded ${UNITS} units in ${loadMs} ms`);

const headers = { authorization: `Bearer ${m.token}`, 'x-provider-merchant-id': m.merchantId };
const once = async (path) => {
  const started = performance.now();
  const r = await api('GET', path, asMerchant);
  if (r.status !== 200) throw new Error(`${path}: ${r.status}`);
  return { ms: Math.round(performance.now() - started), total: r.body.total };
};
for (const [name, qs] of [
  ['first page (100)', 'limit=100'],
  ['state=blocked', 'state=blocked&limit=100'],
  ['location=L-123', 'location=L-123&limit=100'],
  ['best_before=2027-06-01', 'best_before=2027-06-01&limit=100'],
]) {
  const path = `/v1/products/${big.id}/stock-units?${qs}`;
  const first = await once(path);
  const r = await load({ path, headers });
  figure({
    name: `GET /v1/products/{id}/stock-units ${name}, ${UNITS} units stored`,
    ...r,
    total: first.total,
  });
  figure({
    name: `GET /v1/products/{id}/stock-units ${name}, ${UNITS} units stored, ${latencyConnections} connections`,
    ...(await loadLight({ path, headers })),
  });
}
const deep = await once(`/v1/products/${big.id}/stock-units?limit=100&offset=${Math.max(0, UNITS - 1000)}`);
figure({
  name: `GET /v1/products/{id}/stock-units deep page (offset ${Math.max(0, UNITS - 1000)}), one call`,
  p50_ms: deep.ms,
  total: deep.total,
});
