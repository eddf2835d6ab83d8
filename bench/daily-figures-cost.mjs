/**
 * What the dashboard's daily figures cost the write path (docs/decisions/portal.md "Dashboard" rule 9): order
 * creation (3 lines, fresh key; a draft, as bench/orders.mjs creates: a confirmed order's reservations of the
 * same three products would make every creation wait for the one before, measuring that queue) with the figures'
 * triggers on and off, in alternating rounds on the same server and database (`BENCH_FIGURES_ROUNDS`, 3, of
 * `BENCH_SECONDS` each). The triggers are switched with ALTER TABLE ... ENABLE/DISABLE TRIGGER between rounds
 * and left on. Target: creation with them >= 0.97x of creation without.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, benchMerchant, figure, load } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_FIGURES_ROUNDS ?? 3);
const TABLES = [
  'orders',
  'order_items',
  'shipments',
  'shipment_units',
  'order_returns',
  'order_return_items',
];
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
await db.connect();

const m = await benchMerchant('Bench daily figures');
const pids = [];
for (let i = 0; i < 3; i++) {
  const id = (
    await db.query(
      `insert into products (id, merchant_id, sku, name, on_hand, reserved, available)
       values (substr(md5(random()::text), 1, 24), $1, $2, 'Bench product', 1000, 0, 1000) returning id`,
      [m.merchantId, `FIG-${randomUUID().slice(0, 8)}`],
    )
  ).rows[0].id;
  await db.query(
    `insert into stock_units (merchant_id, product_id, location, best_before, state)
     select $1, $2, 'A-01', date '2027-01-01' + (g % 30), 'on_shelf' from generate_series(1, 1000) g`,
    [m.merchantId, id],
  );
  pids.push(id);
}
await db.query('vacuum analyze stock_units');
const body = JSON.stringify({
  order: {
    merchants_id: 'FIG',
    customer: {
      first_name: 'Bench',
      last_name: 'Customer',
      address: 'Mannerheimintie 1',
      postal_code: '00100',
      city: 'Helsinki',
      country_code: 'FI',
      email: 'bench@example.com',
      phone: '+358401234567',
    },
    items: pids.map((id) => ({
      product: { id },
      quantity: 1,
      sales_info: { gross_price: 9.99, tax_percent: 24 },
    })),
  },
});
const check = await api('POST', '/v1/orders', {
  token: m.token,
  merchant: m.merchantId,
  body: JSON.parse(body),
});
if (check.status !== 201) throw new Error(`create answered ${check.status}: ${check.text.slice(0, 200)}`);

async function triggers(on) {
  for (const t of TABLES)
    for (const op of ['insert', 'update', 'delete'])
      await db.query(`alter table ${t} ${on ? 'enable' : 'disable'} trigger dashboard_figures_${op}`);
}
const headers = {
  authorization: `Bearer ${m.token}`,
  'x-provider-merchant-id': m.merchantId,
  'content-type': 'application/json',
};
const create = () =>
  load({
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
const on = [];
const off = [];
for (let r = 0; r < ROUNDS; r++) {
  // alternate which goes first
  for (const state of r % 2 ? [false, true] : [true, false]) {
    await triggers(state);
    const f = await create();
    (state ? on : off).push(f);
    console.log(`round ${r + 1}, triggers ${state ? 'on' : 'off'}: ${f.rps} req/s, p50 ${f.p50_ms} ms`);
  }
}
await triggers(true);

// The database's side alone, without the server's noise: a creation's writes (an order, its 3 lines, then its
// confirmation) 400 times in one DO block (one round trip, rolled back), alternating triggers on and off.
async function sqlBlock() {
  await db.query('begin');
  const t = performance.now();
  await db.query(`do $$ begin for i in 1..400 loop
    insert into orders (id, merchant_id, merchants_id, status, customer)
      values ('figsql' || lpad(i::text, 18, '0'), '${m.merchantId}', 'FIG-SQL', 'draft', '{}'::jsonb);
    insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name,
                             fulfillment_by, quantity)
      select 'figsql' || lpad(i::text, 17, '0') || g, 'figsql' || lpad(i::text, 18, '0'), '${m.merchantId}', g,
             '${pids[0]}', 'SKU', 'Name', 'provider', 1 from generate_series(0, 2) g;
    update orders set status = 'confirmed' where id = 'figsql' || lpad(i::text, 18, '0');
  end loop; end $$`);
  const ms = (performance.now() - t) / 400;
  await db.query('rollback');
  return ms;
}
const sqlOn = [];
const sqlOff = [];
for (let r = 0; r < 2 * ROUNDS; r++) {
  const state = r % 2 === 0;
  await triggers(state);
  (state ? sqlOn : sqlOff).push(await sqlBlock());
}
await triggers(true);
await db.end();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rpsOn = median(on.map((f) => f.rps));
const rpsOff = median(off.map((f) => f.rps));
figure({
  name: 'POST /v1/orders (draft, 3 lines), daily figures kept',
  rps: rpsOn,
  p50_ms: median(on.map((f) => f.p50_ms)),
  rounds: on.map((f) => f.rps).join('/'),
});
figure({
  name: 'POST /v1/orders (draft, 3 lines), triggers off',
  rps: rpsOff,
  p50_ms: median(off.map((f) => f.p50_ms)),
  rounds: off.map((f) => f.rps).join('/'),
});
figure({
  name: 'daily figures: creation with / without',
  ratio: Math.round((rpsOn / rpsOff) * 100) / 100,
  target: '>=0.97',
});
const round3 = (x) => Math.round(x * 1000) / 1000;
figure({
  name: "a creation's SQL (order, 3 lines, confirmation) in the database, ms each",
  with_figures: round3(median(sqlOn)),
  without: round3(median(sqlOff)),
  added_ms: round3(median(sqlOn) - median(sqlOff)),
  rounds: `${sqlOn.map(round3).join('/')} against ${sqlOff.map(round3).join('/')}`,
});
