/**
 * Product split speed (03 §8: at most 5000 units per split). Each run bulk-loads a product with 5000 free units,
 * times one POST /v1/products/split that moves all of them (new target), then times a bare
 * `UPDATE stock_units SET product_id = ... WHERE id = ANY(...)` of the same 5000 rows on the same database:
 * the floor any split must pay, used as the ceiling figure. Target: split <= 4x that UPDATE (median of the runs).
 *   BENCH_SPLIT_RUNS (default 7), BENCH_SPLIT_UNITS (default 5000)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, benchMerchant, figure } from './lib.mjs';

const runs = Number(process.env.BENCH_SPLIT_RUNS ?? 7);
const units = Number(process.env.BENCH_SPLIT_UNITS ?? 5000);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();
const m = await benchMerchant('Bench split');

async function loadProduct(count) {
  const id = randomBytes(12).toString('hex');
  const sku = `BENCH-${id.slice(-10)}`;
  await db.query('begin');
  await db.query(
    `insert into products (id, merchant_id, sku, name, gtin, on_hand, reserved, available)
     values ($1, $2, $3, 'Bench product', '6400000000000', $4, 0, $4)`,
    [id, m.merchantId, sku, count],
  );
  await db.query(
    `insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state)
     select $1, $2, 'A-' || lpad((g % 40)::text, 2, '0'), date '2027-01-01' + (g % 3), 'B' || (g % 7), 'on_shelf'
       from generate_series(1, $3) g`,
    [m.merchantId, id, count],
  );
  await db.query('commit');
  await db.query('analyze stock_units');
  return { id, sku };
}

async function splitAll(sku) {
  const t = performance.now();
  const res = await api('POST', '/v1/products/split', {
    token: m.token,
    merchant: m.merchantId,
    headers: { 'idempotency-key': randomUUID() },
    body: { source_sku: sku, target: { sku: `${sku}-T`, name: 'Bench target' } },
  });
  const ms = performance.now() - t;
  if (res.status !== 200) throw new Error(`split answered ${res.status}: ${res.text}`);
  return { ms, body: res.body };
}

async function bareUpdate(fromProductId, toProductId) {
  const ids = (await db.query('select id from stock_units where product_id = $1', [fromProductId])).rows.map(
    (r) => r.id,
  );
  const t = performance.now();
  const r = await db.query('update stock_units set product_id = $1 where id = any($2::text[])', [
    toProductId,
    ids,
  ]);
  const ms = performance.now() - t;
  if (r.rowCount !== ids.length) throw new Error('bare update missed rows');
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const round = (x) => Math.round(x * 10) / 10;

// Warm-up: compile and warm the route and the connection pool.
for (let i = 0; i < 3; i++) await splitAll((await loadProduct(20)).sku);

const splitMs = [];
const updateMs = [];
for (let i = 0; i < runs; i++) {
  const p = await loadProduct(units);
  const { ms, body } = await splitAll(p.sku);
  if (body.moved_quantity !== units) throw new Error(`moved ${body.moved_quantity}, expected ${units}`);
  splitMs.push(ms);
  // The same rows, moved back by a bare UPDATE.
  updateMs.push(await bareUpdate(body.target_product_id, p.id));
}
await db.end();

const split = median(splitMs);
const ceiling = median(updateMs);
console.log(
  `split of ${units} units: ${splitMs.map(round).join(', ')} ms; bare UPDATE: ${updateMs.map(round).join(', ')} ms`,
);
figure({
  name: `POST /v1/products/split (${units} units)`,
  p50_ms: round(split),
  min_ms: round(Math.min(...splitMs)),
  bare_update_p50_ms: round(ceiling),
  x_bare_update: round(split / ceiling),
  target: 'x_bare_update <= 4',
  met: split <= 4 * ceiling,
});
