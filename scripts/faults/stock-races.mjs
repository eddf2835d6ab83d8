// Fault 5 (issue 15 §2): splits of one source product, order confirmations reserving it and manual unit state
// changes, all at once through the load balancer (so on both instances). Each split key is sent twice at once.
// Promise: units are conserved (none lost, none in two products), every product's stock figures equal its
// units, reserved units stay with their order line's product, and each split key gives one split. Beside them the
// warehouse picks, ships and reports problems on orders of another product (outbound-races.mjs): shipped + on
// shelf + held + blocked + written off = received, one shipment per Idempotency-Key; and returns' exchanges are
// released and cancelled from two instances at once (exchange-races.mjs): one outcome, one exchange order each.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { CUSTOMER, newProduct } from './order-load.mjs';
import { checkExchanges, runExchanges } from './exchange-races.mjs';
import { checkOutbound, pool as poolOf, runOutbound } from './outbound-races.mjs';

const RECEIPTS = [
  { quantity: 100, location: 'A-01', best_before: '2027-01-31' },
  { quantity: 100, location: 'B-02', best_before: '2027-03-31' },
  { quantity: 100, location: 'C-03' },
];
const SPLIT_KEYS = 24;
const ORDERS = 40;
const UNIT_CHANGES = 60;
const CONCURRENCY = 8;

const pool = (items, worker) => poolOf(items, worker, CONCURRENCY);

export async function stockRaces({ cluster, merchant }) {
  const problems = [];
  let requests = 0;
  let acknowledged = 0;
  const fiveXX = [];
  const call = async (method, path, opts) => {
    requests++;
    const res = await merchant.api(method, path, opts);
    if (res.status >= 500 || res.status === 0)
      fiveXX.push(`${method} ${path}: ${res.status} ${res.error ?? ''}`);
    else if (res.status < 300) acknowledged++;
    return res;
  };
  const ops = (method, path, body, headers) =>
    call(method, path, { token: merchant.operatorToken, body, headers });

  const sourceId = await newProduct(merchant, 'Race source');
  const source = await call('GET', `/v1/products/${sourceId}`);
  const sourceSku = source.body.product.sku;
  const unitIds = [];
  for (const receipt of RECEIPTS) {
    const res = await ops('POST', '/ops/v1/stock-units', { receipt: { product_id: sourceId, ...receipt } });
    if (res.status !== 201) throw new Error(`receipt: ${res.status} ${JSON.stringify(res.body)}`);
    unitIds.push(...res.body.stock_units.map((u) => u.id));
  }
  const totalUnits = unitIds.length;
  const confirmedAnswers = new Set();
  let confirmedCount = 0;

  // Splits: 6 targets shared by 24 keys; each key sent twice at once, retried while the split is in progress.
  const splitAnswers = new Map();
  const splitTask = pool(
    Array.from({ length: SPLIT_KEYS }, (_, i) => i),
    async (i) => {
      const key = randomUUID();
      const body = {
        source_sku: sourceSku,
        target: { sku: `${sourceSku}-T${i % 6}`, name: `Race target ${i % 6}` },
        filters: { max_quantity: 1 + (i % 7), ...(i % 3 === 0 ? { best_before: '2027-03-31' } : {}) },
      };
      const send = async () => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const res = await call('POST', '/v1/products/split', { body, headers: { 'idempotency-key': key } });
          // Both mean "nothing moved, retry with the same key" (04 A7, D3).
          if (res.status !== 409 || !['SPLIT_IN_PROGRESS', 'STOCK_CHANGED'].includes(res.body?.error_code))
            return res;
          await new Promise((r) => setTimeout(r, 100));
        }
        return { status: 409, body: { error_code: 'SPLIT_IN_PROGRESS' } };
      };
      splitAnswers.set(key, await Promise.all([send(), send()]));
    },
  );
  // Orders confirmed at creation: each reserves 1-4 units of the source.
  const orderTask = pool(
    Array.from({ length: ORDERS }, (_, i) => i),
    async (i) => {
      const res = await call('POST', '/v1/orders', {
        headers: { 'idempotency-key': randomUUID() },
        body: {
          order: {
            merchants_id: `F5-${i}-${randomUUID().slice(0, 6)}`,
            status: 'confirmed',
            customer: CUSTOMER,
            items: [{ product: { id: sourceId }, quantity: 1 + (i % 4) }],
          },
        },
      });
      if (![201, 422].includes(res.status)) problems.push(`order: ${res.status} ${JSON.stringify(res.body)}`);
      if (res.status === 201 && res.body?.order?.status === 'confirmed')
        confirmedAnswers.add(res.body.order.id);
    },
  );
  // Manual state changes: a unit blocked and shelved again (refused for a unit an order holds).
  const unitTask = pool(
    Array.from({ length: UNIT_CHANGES }, (_, i) => unitIds[(i * 37) % unitIds.length]),
    async (id) => {
      for (const state of ['blocked', 'on_shelf']) {
        const res = await ops('PATCH', `/ops/v1/stock-units/${id}`, { stock_unit: { state } });
        if (![200, 409].includes(res.status)) problems.push(`unit ${id} -> ${state}: ${res.status}`);
      }
    },
  );
  const outboundTask = runOutbound({ merchant, call, ops, problems });
  const exchangeTask = runExchanges({ call, ops, problems });
  const [, , , outbound, exchanges] = await Promise.all([
    splitTask,
    orderTask,
    unitTask,
    outboundTask,
    exchangeTask,
  ]);

  // Each split key: both answers agree, one split.
  let duplicates = 0;
  const splits = new Map();
  for (const [key, answers] of splitAnswers) {
    const ok = answers.filter((a) => a.status === 200 || a.status === 201);
    if (ok.length !== 2)
      problems.push(`split key ${key}: answers ${answers.map((a) => a.status).join(', ')}`);
    const ids = new Set(ok.map((a) => a.body.incident_id));
    if (ids.size > 1) duplicates += ids.size - 1;
    if (ok[0]) splits.set(key, ok[0].body);
  }
  if (duplicates) problems.push(`${duplicates} split keys made two splits`);

  // The truth, read from the database.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  // A scenario stopped by the suite's time limit must not take the suite down with it.
  db.on('error', () => {});
  await db.connect();
  let lost = 0;
  let shippedUnits = null;
  let exchangeCounts = { returns: 0, released: 0, cancelled: 0 };
  try {
    // The split source and its targets (the outbound product's units are checked by checkOutbound; the
    // exchange sizes hold units of their own).
    const units = await db.query(
      `select su.id, su.product_id from stock_units su join products p on p.id = su.product_id
        where p.merchant_id = $1 and p.id <> all($2)`,
      [merchant.merchantId, [outbound.productId, exchanges.returnedId, exchanges.exchangeId]],
    );
    const seen = new Set(units.rows.map((u) => u.id));
    lost = unitIds.filter((id) => !seen.has(id)).length;
    if (lost) problems.push(`${lost} units lost`);
    if (units.rows.length !== totalUnits)
      problems.push(`${units.rows.length} units stored for ${totalUnits} received`);
    const drift = await db.query(
      `select p.sku, p.on_hand, p.reserved, p.available, c.on_hand as c_on_hand, c.reserved as c_reserved,
              c.available as c_available
         from products p
         cross join lateral (
           select count(*) filter (where state <> 'written_off')::int as on_hand,
                  count(*) filter (where state in ('reserved', 'picking'))::int as reserved,
                  count(*) filter (where state = 'on_shelf')::int as available
             from stock_units where product_id = p.id) c
        where p.merchant_id = $1
          and (p.on_hand, p.reserved, p.available) is distinct from (c.on_hand, c.reserved, c.available)`,
      [merchant.merchantId],
    );
    for (const d of drift.rows)
      problems.push(
        `${d.sku}: figures ${d.on_hand}/${d.reserved}/${d.available}, units ${d.c_on_hand}/${d.c_reserved}/${d.c_available}`,
      );
    const strayReservations = await db.query(
      `select count(*)::int as n from stock_units su join order_items oi on oi.id = su.order_item_id
        where oi.merchant_id = $1 and su.product_id <> oi.product_id`,
      [merchant.merchantId],
    );
    if (strayReservations.rows[0].n)
      problems.push(
        `${strayReservations.rows[0].n} reserved units moved away from their order line's product`,
      );
    // Each order the API answered as confirmed holds reserved units for each of its lines, as many as the line's
    // quantity, of the line's product; an order waiting for stock holds none.
    const holdings = await db.query(
      `select o.id, o.status, oi.id as item_id, oi.quantity::int as quantity,
              count(su.id) filter (where su.state in ('reserved', 'picking') and su.product_id = oi.product_id)::int as held,
              count(su.id)::int as attached
         from orders o join order_items oi on oi.order_id = o.id
         left join stock_units su on su.order_item_id = oi.id
        where o.merchant_id = $1 and o.status in ('confirmed', 'waiting_products')
        group by o.id, o.status, oi.id, oi.quantity`,
      [merchant.merchantId],
    );
    let shortLines = 0;
    for (const h of holdings.rows) {
      const want = h.status === 'confirmed' ? h.quantity : 0;
      if (h.held !== want || h.attached !== want) {
        shortLines++;
        if (shortLines <= 3)
          problems.push(
            `order ${h.id} (${h.status}): line ${h.item_id} of ${h.quantity} holds ${h.held} reserved units (${h.attached} attached)`,
          );
      }
    }
    if (shortLines > 3) problems.push(`${shortLines} order lines in all do not hold their reserved units`);
    const answeredConfirmed = [...confirmedAnswers].filter(
      (id) => !holdings.rows.some((h) => h.id === id && h.status === 'confirmed'),
    );
    if (answeredConfirmed.length)
      problems.push(
        `${answeredConfirmed.length} orders answered as confirmed are not confirmed in the database`,
      );
    confirmedCount = holdings.rows.filter((h) => h.status === 'confirmed').length;

    const moved = [...splits.values()].reduce((n, s) => n + s.moved_quantity, 0);
    const inTargets = units.rows.filter((u) => u.product_id !== sourceId).length;
    if (moved !== inTargets) problems.push(`splits answered ${moved} units moved, targets hold ${inTargets}`);
    const recorded = await db.query(
      `select count(*)::int as n from activity_log where merchant_id = $1 and action = 'product.split_out'`,
      [merchant.merchantId],
    );
    const madeSplits = [...splits.values()].filter((s) => s.incident_id).length;
    if (recorded.rows[0].n !== madeSplits)
      problems.push(`${recorded.rows[0].n} splits recorded for ${madeSplits} split keys that moved units`);
    shippedUnits = (await checkOutbound(db, merchant.merchantId, outbound, problems)).shipped;
    exchangeCounts = await checkExchanges(db, merchant.merchantId, exchanges, problems);
  } finally {
    await db.end();
  }
  if (fiveXX.length) problems.push(`${fiveXX.length} 5xx or unanswered, first: ${fiveXX[0]}`);
  return {
    requests,
    acknowledged,
    lost,
    duplicates,
    fiveXX: fiveXX.length,
    problems,
    note:
      `${totalUnits} units, ${SPLIT_KEYS} split keys sent twice each (${splits.size} answered), ${ORDERS} orders asked confirmed (${confirmedAnswers.size} confirmed, ${confirmedCount} lines checked for their reserved units), ${UNIT_CHANGES} units blocked and shelved; ` +
      `outbound: ${outbound.received} units, ${outbound.expect.size} orders (${outbound.pickRaces} started by two pickers at once, ${outbound.cancelsWon} cancels won against picking), ` +
      `${shippedUnits} units shipped under keys sent twice (${outbound.replayed} replays), problems ${JSON.stringify(outbound.reports)}; ` +
      `exchanges: ${exchangeCounts.returns} returns raced (release against release and cancel, the return's cancel against release): ${exchangeCounts.released} released, ${exchangeCounts.cancelled} cancelled, one exchange order each`,
  };
}
