/**
 * The stock ledger's costs (docs/decisions/stock-ledger.md), in one process against PostgreSQL (DATABASE_URL, a
 * database of its own: it loads millions of rows). Run:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/fp_bench_ledger npm exec -- node scripts/run-ts.mjs bench/stock-ledger.ts
 *
 * 1. With and without the ledger, in one run: a receipt of 100 units (POST /ops/v1/stock-units), an inbound
 *    notice's box of 100 units received (its receipt), a shipment of a 3-unit order from 2
 *    locations, and a return's completion (its units entering stock), each timed through the domain operation
 *    the route calls, in alternating rounds with the recording statement on and off
 *    (withoutLedgerForBenchmark); the ratio is the median with over the median without (target <= 1.05).
 * 2. Movement pages as the ledger grows (BENCH_LEDGER_SIZES, default 10000,100000,1000000; 10000000 on a quiet
 *    machine): one merchant per size, its movements bulk-loaded, then the first page, a product's page and a
 *    reason-filtered page with their totals (target: flat, <= 1.5x the smallest size).
 * 3. The daily figures' cost as history grows: one more day written after 10, 100, 1000 days of history of the
 *    same daily volume (target: flat).
 * Prints each figure as `FIGURE {json}`.
 */
import { randomUUID } from 'node:crypto';
import { closeDb, getDb } from '../db/client';
import { SYSTEM_ACTOR } from '../server/core/actor';
import { WAREHOUSE_SCOPE } from '../server/core/resource-scope';
import { createNotice } from '../server/inbound/notices/create-notice';
import { arriveNotice } from '../server/inbound/receiving/arrive-notice';
import { recordReceipt } from '../server/inbound/receiving/record-receipt';
import { CreateNoticeBody } from '../server/inbound/schemas';
import { createMerchant } from '../server/merchants/merchants';
import { createOrder } from '../server/orders/lifecycle/create-order';
import { CreateOrderBody } from '../server/orders/schemas';
import { shipOrder } from '../server/outbound/ship-order';
import { startPicking } from '../server/outbound/start-picking';
import { createProduct } from '../server/products/create-product';
import { arriveReturn } from '../server/returns/lifecycle/arrive-return';
import { completeReturn } from '../server/returns/lifecycle/complete-return';
import { createReturn } from '../server/returns/lifecycle/create-return';
import { decideReturn } from '../server/returns/lifecycle/decide-return';
import { releaseReturn } from '../server/returns/lifecycle/release-return';
import { ArrivalBody, CreateReturnBody, DecisionBody } from '../server/returns/schemas';
import { writeStockDay } from '../server/storing/daily-figures/write-day';
import { listProductStockMovements, listStockMovements } from '../server/storing/ledger/list-movements';
import { withoutLedgerForBenchmark } from '../server/stock-ledger/ledger/record-movements';
import { receiveUnits } from '../server/stock/receive-units';

const ROUNDS = Number(process.env.BENCH_LEDGER_ROUNDS ?? 6);
const PER_ROUND = Number(process.env.BENCH_LEDGER_PER_ROUND ?? 10);
const SIZES = (process.env.BENCH_LEDGER_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const HISTORY_DAYS = (process.env.BENCH_LEDGER_DAYS ?? '10,100,1000').split(',').map(Number);
const figure = (f: Record<string, unknown>) => console.log(`FIGURE ${JSON.stringify(f)}`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round2 = (x: number) => Math.round(x * 100) / 100;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const db = await getDb();
const merchant = await createMerchant(db, { name: `Bench ledger ${randomUUID().slice(0, 8)}` });
const m = merchant.id;
const product = async (sku: string) =>
  (await createProduct(db, m, { sku: `${sku}-${randomUUID().slice(0, 8)}`, name: sku }, SYSTEM_ACTOR)).id;

// ---- 1. with and without the ledger ----
const CUSTOMER = {
  first_name: 'Bench',
  last_name: 'Customer',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};

async function receipt(productId: string) {
  await receiveUnits(
    db,
    m,
    { product_id: productId, quantity: 100, location: 'BL-R', state: 'on_shelf' },
    SYSTEM_ACTOR,
  );
}

/** A notice of one box of 100 units, arrived: its receipt (the inbound receipt of the scanning screen) is timed. */
async function noticeArrived(productId: string) {
  const { notice } = await createNotice(
    db,
    m,
    CreateNoticeBody.parse({
      inbound_shipment: {
        name: 'Bench delivery',
        boxes: [{ lines: [{ product: { id: productId }, quantity: 100 }] }],
      },
    }).inbound_shipment,
    { key: null, rawBody: null, actor: SYSTEM_ACTOR },
  );
  await arriveNotice(db, WAREHOUSE_SCOPE, notice.id, { boxes_arrived: 1 }, SYSTEM_ACTOR);
  return { id: notice.id, box: notice.boxes[0]!.code, productId };
}

async function noticeReceipt(n: { id: string; box: string; productId: string }) {
  await recordReceipt(
    db,
    WAREHOUSE_SCOPE,
    n.id,
    {
      box: n.box,
      lines: [{ product: { id: n.productId }, quantity: 100, condition: 'sellable', location: 'BL-IN' }],
    },
    { key: null, rawBody: null, actor: SYSTEM_ACTOR },
  );
}

async function shipmentReady(productId: string) {
  const body = CreateOrderBody.parse({
    order: {
      status: 'confirmed',
      customer: CUSTOMER,
      items: [{ product: { id: productId }, quantity: 3, sales_info: { gross_price: 1, tax_percent: 24 } }],
    },
  });
  const created = await createOrder({ db, merchantId: m, input: body.order, actor: SYSTEM_ACTOR });
  const order = { id: created.order.id, items: created.order.items.map((i) => ({ id: i.id! })) };
  await startPicking(db, WAREHOUSE_SCOPE, order.id, SYSTEM_ACTOR);
  return order;
}

async function ship(order: { id: string; items: { id: string }[] }) {
  await shipOrder(
    db,
    WAREHOUSE_SCOPE,
    order.id,
    {
      carrier: 'posti',
      parcels: [{ weight_grams: 500 }],
      items: [{ order_item_id: order.items[0]!.id, quantity: 3 }],
    } as never,
    { key: randomUUID(), rawBody: null, actor: SYSTEM_ACTOR },
  );
}

async function returnReleased(productId: string) {
  const r = await createReturn(
    db,
    m,
    CreateReturnBody.parse({ order_return: { items: [{ product: { id: productId }, quantity: 2 }] } })
      .order_return,
    SYSTEM_ACTOR,
  );
  await arriveReturn(
    db,
    WAREHOUSE_SCOPE,
    r.id,
    ArrivalBody.parse({ arrival: { warehouse_location: { id: 'BL-RET' } } }).arrival,
    SYSTEM_ACTOR,
  );
  await decideReturn(
    db,
    m,
    r.id,
    DecisionBody.parse({ merchant_decision: { code: 'to_shelf' } }).merchant_decision,
    SYSTEM_ACTOR,
  );
  await releaseReturn(db, WAREHOUSE_SCOPE, r.id, SYSTEM_ACTOR);
  return r.id;
}

const shipped = await product('BL-SHIP');
await receiveUnits(
  db,
  m,
  { product_id: shipped, quantity: 5000, location: 'BL-S1', state: 'on_shelf' },
  SYSTEM_ACTOR,
);
const received = await product('BL-RECV');
const returned = await product('BL-RET');
const inbound = await product('BL-IN');
const samples: Record<string, { on: number[]; off: number[] }> = {
  'receipt of 100 units': { on: [], off: [] },
  "a notice's box of 100 units received": { on: [], off: [] },
  'shipment of 3 units': { on: [], off: [] },
  'return completion (its units into stock)': { on: [], off: [] },
};
for (let r = 0; r < ROUNDS; r++) {
  for (const off of r % 2 ? [true, false] : [false, true]) {
    const side = off ? 'off' : 'on';
    for (let i = 0; i < PER_ROUND; i++) {
      const order = await shipmentReady(shipped);
      const ret = await returnReleased(returned);
      const notice = await noticeArrived(inbound);
      withoutLedgerForBenchmark(off);
      try {
        samples['receipt of 100 units']![side].push(await timed(() => receipt(received)));
        samples["a notice's box of 100 units received"]![side].push(await timed(() => noticeReceipt(notice)));
        samples['shipment of 3 units']![side].push(await timed(() => ship(order)));
        samples['return completion (its units into stock)']![side].push(
          await timed(() => completeReturn(db, WAREHOUSE_SCOPE, ret, SYSTEM_ACTOR)),
        );
      } finally {
        withoutLedgerForBenchmark(false);
      }
    }
  }
}
for (const [name, s] of Object.entries(samples))
  figure({
    name: `${name}: with / without the ledger`,
    with_ms: round2(median(s.on)),
    without_ms: round2(median(s.off)),
    ratio: round2(median(s.on) / median(s.off)),
  });

// ---- 2. movement pages as the ledger grows ----
async function loadMovements(merchantId: string, products: string[], n: number) {
  await db.execute(
    `insert into stock_movements (merchant_id, product_id, quantity, to_state, to_location, reason, actor_type, occurred_at)
    select '${merchantId}', (array['${products.join("','")}'])[1 + g % ${products.length}], 1, 'on_shelf', 'BL-' || (g % 200),
           (array['units_received','moved','order_shipped','count_adjustment'])[1 + g % 4], 'system',
           now() - make_interval(secs => ${n} - g)
      from generate_series(1, ${n}) g` as never,
  );
  await db.execute(
    `insert into stock_movement_counts (product_id, reason, merchant_id, count)
    select product_id, reason, merchant_id, count(*) from stock_movements where merchant_id = '${merchantId}'
     group by product_id, reason, merchant_id
    on conflict (product_id, reason) do update set count = excluded.count` as never,
  );
}
const grown: { size: number; merchantId: string; productId: string }[] = [];
for (const size of SIZES) {
  const g = await createMerchant(db, { name: `Bench ledger ${size}` });
  const ps: string[] = [];
  for (let i = 0; i < 20; i++)
    ps.push(
      (await createProduct(db, g.id, { sku: `BLG-${size}-${i}`, name: `Growth ${i}` }, SYSTEM_ACTOR)).id,
    );
  const t = performance.now();
  await loadMovements(g.id, ps, size);
  console.log(`${size} movements loaded in ${Math.round((performance.now() - t) / 1000)} s`);
  grown.push({ size, merchantId: g.id, productId: ps[0]! });
}
await db.execute('vacuum analyze stock_movements' as never);
await db.execute('vacuum analyze stock_movement_counts' as never);
const page = { offset: 0, limit: 50 };
for (const g of grown) {
  const t = { first: [] as number[], product: [] as number[], reason: [] as number[] };
  for (let i = 0; i < 20; i++) {
    t.first.push(await timed(() => listStockMovements(db, g.merchantId, page)));
    t.product.push(await timed(() => listProductStockMovements(db, g.merchantId, g.productId, page)));
    t.reason.push(
      await timed(() =>
        listStockMovements(db, g.merchantId, { ...page, reason: ['moved', 'order_shipped'] }),
      ),
    );
  }
  figure({
    name: `movement pages at ${g.size} movements`,
    first_page_ms: round2(median(t.first)),
    product_page_ms: round2(median(t.product)),
    reasons_page_ms: round2(median(t.reason)),
  });
}

// ---- 3. the daily figures' cost as history grows ----
const PER_DAY = Number(process.env.BENCH_LEDGER_PER_DAY ?? 200);
for (const days of HISTORY_DAYS) {
  const h = await createMerchant(db, { name: `Bench days ${days}` });
  const p = (await createProduct(db, h.id, { sku: `BLD-${days}`, name: 'Days' }, SYSTEM_ACTOR)).id;
  // History lies before the 400 days kept; the timed day is yesterday, written on top of the day before it.
  await db.execute(
    `insert into stock_movements (merchant_id, product_id, quantity, to_state, to_location, reason, actor_type, occurred_at)
    select '${h.id}', '${p}', 1, 'on_shelf', 'BLD-' || (g % 50), 'units_received', 'system',
           date_trunc('day', now()) - interval '1 day' - make_interval(secs => (g * 86400.0 / ${PER_DAY})::int)
      from generate_series(1, ${days * PER_DAY}) g` as never,
  );
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const before = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
  await writeStockDay(db, before);
  const t: number[] = [];
  for (let i = 0; i < 5; i++) t.push(await timed(() => writeStockDay(db, yesterday)));
  figure({ name: `daily figures, one day written after ${days} days of history`, ms: round2(median(t)) });
}
// Shipping queued its documents' jobs: the job queue's connections would keep the process alive.
const { stopJobs } = await import('../server/jobs/queue');
await stopJobs();
await closeDb();
