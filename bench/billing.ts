/**
 * npm run bench:billing — billing's promises on PostgreSQL (a fresh database under BENCH_PG_URL):
 *  1. an invoice run for a merchant with BENCH_BILLING_CHARGES charges in a month (default 1,000,000) finishes
 *     in under a minute with flat memory (the charges move in batches inside PostgreSQL; the process's RSS is
 *     sampled every 100 ms), then the issue and the CSV of every charge (streamed) are timed too;
 *  2. charges add at most 5 % to shipping: BENCH_BILLING_ORDERS orders (default 300) are shipped through the
 *     warehouse's operation, then their outbox is dispatched and charged; the ratio is the charging's time over
 *     the shipping's, in the same run;
 *  3. and to receiving: BENCH_BILLING_NOTICES notices (default 100, 2 boxes of 2 lines) arrived, received box by
 *     box and closed through the warehouse's operations, then their `inbound_shipment.processed` charged alike.
 * Prints one JSON line per figure.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';

const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const name = `fp_bench_billing_${Date.now()}`;
const admin = new pg.Client({ connectionString: `${base}/postgres` });
await admin.connect();
await admin.query(`create database "${name}"`);
process.env.DATABASE_URL = `${base}/${name}`;

const CHARGES = Number(process.env.BENCH_BILLING_CHARGES ?? 1_000_000);
const ORDERS = Number(process.env.BENCH_BILLING_ORDERS ?? 300);
const NOTICES = Number(process.env.BENCH_BILLING_NOTICES ?? 100);
const out = (o: Record<string, unknown>) => console.log(JSON.stringify(o));

try {
  const { getDb, closeDb } = await import('@/db/client');
  const db = await getDb(); // applies the migrations to the fresh database
  const { createMerchant } = await import('@/server/merchants/merchants');
  const { runInvoices } = await import('@/server/billing/invoices/run-invoices');
  const { issueInvoice } = await import('@/server/billing/invoices/invoice-lifecycle');
  const { loadInvoice } = await import('@/server/billing/reads/read-invoices');
  const { invoiceDocument } = await import('@/server/billing/documents/invoice-document');
  const { invoiceCsvStream } = await import('@/server/billing/documents/invoice-csv');
  const { SYSTEM_ACTOR } = await import('@/server/core/actor');
  const { WAREHOUSE_SCOPE } = await import('@/server/core/resource-scope');

  // ---- 1. the invoice run ----
  const m = await createMerchant(db, { name: 'Bench merchant' });
  const t0 = Date.now();
  // The ids as the product makes them (db/ids.ts: 4 bytes of seconds, then random): charges, orders and the
  // other references are written in time order, so their indexes grow at the end, as in production.
  await db.execute(sql`
    insert into charges (id, merchant_id, fee, quantity, unit_price, amount, currency, vat_rate_bp,
                         reference_type, reference_id, subject_type, subject_id, occurred_at)
    select lpad(to_hex(extract(epoch from ts)::bigint), 8, '0') || substr(md5(${m.id} || g), 1, 16), ${m.id},
           (array['outbound_order','outbound_unit','outbound_parcel','return_line','storage_unit_day'])[1 + g % 5],
           1 + g % 3, 25 + g % 7, (1 + g % 3) * (25 + g % 7), 'EUR', 2550, 'bench',
           lpad(to_hex(extract(epoch from ts)::bigint), 8, '0') || substr(md5('r' || g), 1, 16),
           'order', lpad(to_hex(extract(epoch from ts)::bigint), 8, '0') || substr(md5('o' || (g / 3)), 1, 16),
           ts
      from (select g, '2026-01-01T00:00:00Z'::timestamptz + (g % 2678000) * interval '1 second' as ts
              from generate_series(1, ${CHARGES}) g) s`);
  await db.execute(sql`analyze charges`);
  out({ bench: 'billing.load', charges: CHARGES, ms: Date.now() - t0 });

  let peak = process.memoryUsage().rss;
  const before = peak;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const r0 = Date.now();
  const [draftId] = await runInvoices(db, { merchantId: m.id, period: '2026-01' });
  const runMs = Date.now() - r0;
  clearInterval(sampler);
  out({
    bench: 'billing.invoice-run',
    charges: CHARGES,
    ms: runMs,
    under_a_minute: runMs < 60_000,
    rss_before_mb: Math.round(before / 1e6),
    rss_peak_mb: Math.round(peak / 1e6),
  });
  const i0 = Date.now();
  await issueInvoice(db, WAREHOUSE_SCOPE, draftId!, SYSTEM_ACTOR);
  out({ bench: 'billing.issue', ms: Date.now() - i0 });
  const c0 = Date.now();
  const doc = await invoiceDocument(db, await loadInvoice(db, WAREHOUSE_SCOPE, draftId!));
  const reader = invoiceCsvStream(db, doc).getReader();
  let bytes = 0;
  let csvPeak = process.memoryUsage().rss;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    csvPeak = Math.max(csvPeak, process.memoryUsage().rss);
  }
  out({
    bench: 'billing.csv',
    mb: Math.round(bytes / 1e6),
    ms: Date.now() - c0,
    rss_peak_mb: Math.round(csvPeak / 1e6),
  });

  // ---- 2. shipping with and without the charges ----
  const { createProduct } = await import('@/server/products/create-product');
  const { receiveUnits } = await import('@/server/stock/receive-units');
  const { createOrder } = await import('@/server/orders/lifecycle/create-order');
  const { startPicking } = await import('@/server/outbound/start-picking');
  const { shipOrder } = await import('@/server/outbound/ship-order');
  const { dispatchOutbox } = await import('@/server/outbox/dispatch');
  const { OUTBOX_SUBSCRIBERS } = await import('@/server/platform/outbox-subscribers');
  const { chargeQueuedEvents } = await import('@/server/billing/jobs/charge-outbox');
  const { createRateCard } = await import('@/server/billing/rate-cards/save-rate-card');
  const { assignRateCard } = await import('@/server/billing/rate-cards/assign-rate-card');
  /** The outbox dispatched to every subscriber but billing (which chargeAgain then times alone). */
  async function dispatchAllButBilling() {
    const others = OUTBOX_SUBSCRIBERS.filter((x) => x.name !== 'billing charges');
    for (let i = 0; i < 1000 && (await dispatchOutbox(db, others)).events > 0; i++);
  }
  /**
   * The events of one type of one merchant once more through billing alone, timed: queued as its subscriber
   * does in the dispatcher's statement, then charged by the job's function.
   */
  async function chargeAgain(merchantId: string, type: string) {
    await db.execute(
      sql`update outbox_events set dispatched_at = null where merchant_id = ${merchantId} and type = ${type}`,
    );
    const b0 = Date.now();
    const billingOnly = OUTBOX_SUBSCRIBERS.filter((x) => x.name === 'billing charges');
    for (let i = 0; i < 1000 && (await dispatchOutbox(db, billingOnly)).events > 0; i++);
    const q1 = Date.now();
    const charged = await chargeQueuedEvents(db);
    return { ms: Date.now() - b0, queueMs: q1 - b0, charged };
  }
  const s = await createMerchant(db, { name: 'Bench shipper' });
  const card = await createRateCard(db, {
    name: 'Bench',
    currency: 'EUR',
    valid_from: '2020-01-01',
    fees: ['outbound_order', 'outbound_unit', 'outbound_parcel'].map((fee) => ({ fee, unit_price: 50 })),
  });
  await assignRateCard(db, s.id, card.id);
  const product = await createProduct(
    db,
    s.id,
    { sku: 'BENCH-1', name: 'Bench product' } as any,
    SYSTEM_ACTOR,
  );
  await receiveUnits(
    db,
    s.id,
    { product_id: product.id, quantity: ORDERS * 2, location: 'A-1', state: 'on_shelf' } as any,
    SYSTEM_ACTOR,
  );
  const ids: { id: string; item: string }[] = [];
  for (let i = 0; i < ORDERS; i++) {
    const { order } = await createOrder({
      db,
      merchantId: s.id,
      input: {
        status: 'confirmed',
        customer: {
          first_name: 'A',
          last_name: 'B',
          address: 'C 1',
          postal_code: '00100',
          city: 'H',
          country_code: 'FI',
        },
        items: [{ product: { id: product.id }, quantity: 2 }],
      } as any,
      actor: SYSTEM_ACTOR,
      source: 'api',
    });
    await startPicking(db, WAREHOUSE_SCOPE, order.id, SYSTEM_ACTOR);
    ids.push({ id: order.id, item: order.items[0]!.id });
  }
  // Drain what order creation and picking put in the outbox, so the two figures below are shipping's own.
  for (let i = 0; i < 1000 && (await dispatchOutbox(db, OUTBOX_SUBSCRIBERS)).events > 0; i++);
  await chargeQueuedEvents(db);
  const s0 = Date.now();
  for (const o of ids)
    await shipOrder(
      db,
      WAREHOUSE_SCOPE,
      o.id,
      { carrier: 'posti', parcels: [{}], items: [{ order_item_id: o.item, quantity: 2 }] } as any,
      {
        key: null,
        rawBody: null,
        actor: SYSTEM_ACTOR,
      },
    );
  const shipMs = Date.now() - s0;
  const d0 = Date.now();
  await dispatchAllButBilling();
  const dispatchMs = Date.now() - d0;
  const shipCharge = await chargeAgain(s.id, 'order.shipped');
  out({
    bench: 'billing.shipping-cost',
    orders: ORDERS,
    ship_ms: shipMs,
    dispatch_ms: dispatchMs,
    charge_ms: shipCharge.ms,
    of_which_queueing_ms: shipCharge.queueMs,
    charged_events: shipCharge.charged,
    charges_over_shipping: Number((shipCharge.ms / shipMs).toFixed(3)),
    within_5_percent: shipCharge.ms / shipMs <= 0.05,
  });

  // ---- 3. receiving with and without the charges ----
  const { createNotice } = await import('@/server/inbound/notices/create-notice');
  const { arriveNotice } = await import('@/server/inbound/receiving/arrive-notice');
  const { recordReceipt } = await import('@/server/inbound/receiving/record-receipt');
  const { closeNotice } = await import('@/server/inbound/receiving/close-notice');
  const { merchantScope } = await import('@/server/core/resource-scope');
  const receiver = await createMerchant(db, { name: 'Bench receiver' });
  const receivingCard = await createRateCard(db, {
    name: 'Bench receiving',
    currency: 'EUR',
    valid_from: '2020-01-01',
    fees: ['inbound_notice', 'inbound_box', 'inbound_unit'].map((fee) => ({ fee, unit_price: 10 })),
  });
  await assignRateCard(db, receiver.id, receivingCard.id);
  const goods = await Promise.all(
    [1, 2].map((n) =>
      createProduct(db, receiver.id, { sku: `BENCH-IN-${n}`, name: `Inbound ${n}` } as any, SYSTEM_ACTOR),
    ),
  );
  const notices: { id: string; boxes: string[] }[] = [];
  for (let i = 0; i < NOTICES; i++) {
    const { notice } = await createNotice(
      db,
      receiver.id,
      {
        name: `Bench delivery ${i}`,
        packaging: 'boxes',
        boxes: [0, 1].map(() => ({ lines: goods.map((g) => ({ product: { id: g.id }, quantity: 10 })) })),
      } as any,
      { key: null, rawBody: null, actor: SYSTEM_ACTOR },
    );
    notices.push({ id: notice.id, boxes: notice.boxes.map((b) => b.code) });
  }
  for (let i = 0; i < 1000 && (await dispatchOutbox(db, OUTBOX_SUBSCRIBERS)).events > 0; i++);
  await chargeQueuedEvents(db);
  const scope = merchantScope(receiver.id);
  const r1 = Date.now();
  for (const n of notices) {
    await arriveNotice(db, scope, n.id, { boxes_arrived: n.boxes.length }, SYSTEM_ACTOR);
    for (const box of n.boxes)
      await recordReceipt(
        db,
        scope,
        n.id,
        {
          box,
          lines: goods.map((g) => ({
            product: { id: g.id },
            quantity: 10,
            condition: 'sellable' as const,
            location: 'IN-1',
          })),
        },
        { key: null, rawBody: null, actor: SYSTEM_ACTOR },
      );
    await closeNotice(db, scope, n.id, {}, SYSTEM_ACTOR);
  }
  const receiveMs = Date.now() - r1;
  await dispatchAllButBilling();
  const receiveCharge = await chargeAgain(receiver.id, 'inbound_shipment.processed');
  out({
    bench: 'billing.receiving-cost',
    notices: NOTICES,
    receive_ms: receiveMs,
    charge_ms: receiveCharge.ms,
    of_which_queueing_ms: receiveCharge.queueMs,
    charged_events: receiveCharge.charged,
    charges_over_receiving: Number((receiveCharge.ms / receiveMs).toFixed(3)),
    within_5_percent: receiveCharge.ms / receiveMs <= 0.05,
  });

  // Shipping queued its documents' jobs: the job queue's connections would keep the process alive.
  const { stopJobs } = await import('@/server/jobs/queue');
  await stopJobs();
  await closeDb();
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
  await admin.end();
}
