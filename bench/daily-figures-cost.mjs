/**
 * What the dashboard's daily figures cost the write path (docs/decisions/portal.md "Dashboard" rules 9-10):
 * order creation (3 lines, fresh key; a draft, as bench/orders.mjs creates: a confirmed order's reservations of
 * the same three products would make every creation wait for the one before, measuring that queue) with the
 * order figures kept and with them off, in alternating rounds on the same server and database
 * (`BENCH_FIGURES_ROUNDS`, 3, of `BENCH_SECONDS` each). The creation's transaction writes no figure: what
 * keeping them costs is the dispatcher marking the creations' day (a statement of the outbox's dispatch) and
 * the day's recount every 10 s, both off the request. "Off" drops the marks (a trigger on
 * dashboard_figure_days that keeps no row, dropped at the end), so nothing is counted. Target: creation with
 * the figures >= 0.97x of creation without. Then what a recount of one day costs, by the day's orders.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { api, baseUrl, benchMerchant, figure, load } from './lib.mjs';
import { merchantUserSession } from './portal-session.mjs';

const ROUNDS = Number(process.env.BENCH_FIGURES_ROUNDS ?? 3);
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

await db.query(`create or replace function bench_keep_no_mark() returns trigger language plpgsql as
  'begin return null; end'`);
await db.query(`drop trigger if exists bench_keep_no_mark on dashboard_figure_days`);
await db.query(`create trigger bench_keep_no_mark before insert on dashboard_figure_days
  for each row execute function bench_keep_no_mark()`);
async function figuresKept(on) {
  await db.query(`alter table dashboard_figure_days ${on ? 'disable' : 'enable'} trigger bench_keep_no_mark`);
  if (!on) await db.query('delete from dashboard_figure_days');
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
    await figuresKept(state);
    const f = await create();
    (state ? on : off).push(f);
    console.log(`round ${r + 1}, figures ${state ? 'kept' : 'off'}: ${f.rps} req/s, p50 ${f.p50_ms} ms`);
  }
}
await figuresKept(true);
await db.query('drop trigger bench_keep_no_mark on dashboard_figure_days');
await db.query('drop function bench_keep_no_mark()');

// What a recount of one day costs (the background's work, and a dashboard read's when its merchant has a
// marked day): the first view of the day's 7-day dashboard with today marked, against the same view without a
// mark (the kept snapshot removed before each), alternating; today holds every creation of the rounds above.
const cookie = await merchantUserSession(baseUrl, m, 'figures');
const today = (
  await db.query(
    `select count(*)::int as n from orders where merchant_id = $1
        and created_at >= (now() at time zone 'UTC')::date::timestamp at time zone 'UTC'`,
    [m.merchantId],
  )
).rows[0].n;
async function firstView(marked) {
  await db.query('delete from dashboard_snapshots where merchant_id = $1', [m.merchantId]);
  if (marked)
    await db.query(
      `insert into dashboard_figure_days (merchant_id, day) values ($1, (now() at time zone 'UTC')::date)
       on conflict do nothing`,
      [m.merchantId],
    );
  const t = performance.now();
  const res = await fetch(`${baseUrl}/home?period=7`, { headers: { cookie } });
  await res.text();
  if (res.status !== 200) throw new Error(`/home answered ${res.status}`);
  return performance.now() - t;
}
const viewMarked = [];
const viewPlain = [];
for (let r = 0; r < 2 * ROUNDS + 1; r++) {
  viewMarked.push(await firstView(true));
  viewPlain.push(await firstView(false));
}
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
  name: 'POST /v1/orders (draft, 3 lines), order figures off',
  rps: rpsOff,
  p50_ms: median(off.map((f) => f.p50_ms)),
  rounds: off.map((f) => f.rps).join('/'),
});
figure({
  name: 'daily figures: creation with / without',
  ratio: Math.round((rpsOn / rpsOff) * 100) / 100,
  target: '>=0.97',
});
figure({
  name: `recount of a day of ${today} orders (first view of /home?period=7 with the day marked, less without)`,
  p50_ms: Math.round(median(viewMarked) - median(viewPlain)),
  marked_ms: Math.round(median(viewMarked)),
  unmarked_ms: Math.round(median(viewPlain)),
});
