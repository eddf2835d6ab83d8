// The outbound flow inside the concurrent scenario (scripts/faults/stock-races.mjs): confirmed orders of a product
// of its own are picked (two pickers at once), some lose a race with the merchant's cancel, some report a problem
// (a unit missing: written off; damaged: blocked; an address that does not exist: the order waits in problem), and
// the rest ship in one or two shipments, each under an Idempotency-Key sent twice (at once, or again afterwards).
// Promise: every unit received is still counted once: shipped + on shelf + held + blocked + written off =
// received; each key is one shipment; each order ends in the status its answers promised.
import { randomUUID } from 'node:crypto';
import { CUSTOMER, newProduct } from './order-load.mjs';

const RECEIPTS = [
  { quantity: 50, location: 'D-10', best_before: '2027-06-30' },
  { quantity: 40, location: 'E-02' },
];
const ORDERS = 24;
const CONCURRENCY = 6;

/** Runs `worker` over `items`, `concurrency` at a time. */
export async function pool(items, worker, concurrency = CONCURRENCY) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await worker(item);
    }),
  );
}

/** Runs the flow through `call` (merchant) and `ops` (the warehouse); returns what the checks need. */
export async function runOutbound({ merchant, call, ops, problems }) {
  const productId = await newProduct(merchant, 'Race outbound');
  let received = 0;
  for (const receipt of RECEIPTS) {
    const res = await ops('POST', '/ops/v1/stock-units', { receipt: { product_id: productId, ...receipt } });
    if (res.status !== 201) throw new Error(`outbound receipt: ${res.status} ${JSON.stringify(res.body)}`);
    received += res.body.stock_units.length;
  }
  const expect = new Map(); // order id -> { status, shipmentIds, shipped }
  const reports = { unit_missing: 0, unit_damaged: 0, address_invalid: 0 };
  let replayed = 0;
  let pickRaces = 0;
  let cancelsWon = 0;

  /** One shipment under one key, sent twice: both answers must name the same shipment. */
  async function shipTwice(order, orderId, items, i) {
    const key = randomUUID();
    const body = {
      shipment: { carrier: i % 2 ? 'posti' : 'dhl', parcels: [{ weight_grams: 500 + i }], items },
    };
    const send = () => ops('POST', `/ops/v1/orders/${orderId}/shipments`, body, { 'idempotency-key': key });
    const answers = i % 3 === 0 ? await Promise.all([send(), send()]) : [await send(), await send()];
    const ok = answers.filter((a) => a.status === 201);
    if (ok.length !== 2) {
      problems.push(`shipment key of ${orderId}: answers ${answers.map((a) => a.status).join(', ')}`);
      return;
    }
    const ids = new Set(ok.map((a) => a.body.shipment.id));
    if (ids.size !== 1) problems.push(`shipment key of ${orderId} made ${ids.size} shipments`);
    if (!ok.some((a) => a.headers.get('idempotent-replayed') === 'true'))
      problems.push(`shipment key of ${orderId}: no answer was marked Idempotent-Replayed`);
    else replayed++;
    order.shipmentIds.add(ok[0].body.shipment.id);
    order.shipped += items.reduce((n, it) => n + it.quantity, 0);
    order.status = ok.at(-1).body.order.status;
  }

  await pool(
    Array.from({ length: ORDERS }, (_, i) => i),
    async (i) => {
      const quantity = 1 + (i % 3);
      const created = await call('POST', '/v1/orders', {
        headers: { 'idempotency-key': randomUUID() },
        body: {
          order: {
            merchants_id: `OUT-${i}-${randomUUID().slice(0, 6)}`,
            status: 'confirmed',
            customer: CUSTOMER,
            items: [{ product: { id: productId }, quantity }],
          },
        },
      });
      if (created.status !== 201 || created.body.order.status !== 'confirmed') {
        problems.push(`outbound order ${i}: ${created.status} ${created.body?.order?.status ?? ''}`);
        return;
      }
      const orderId = created.body.order.id;
      const lineId = created.body.order.items[0].id;
      const order = { status: 'confirmed', shipmentIds: new Set(), shipped: 0, quantity };
      expect.set(orderId, order);
      const start = () => ops('POST', `/ops/v1/orders/${orderId}/_start-picking`);

      if (i % 6 === 5) {
        // The merchant cancels while a picker starts: one of the two wins, the other is refused.
        const [cancel, pick] = await Promise.all([call('POST', `/v1/orders/${orderId}/_cancel`), start()]);
        const outcome = `${cancel.status}/${pick.status}`;
        if (outcome === '200/409') {
          cancelsWon++;
          order.status = 'cancelled';
          return;
        }
        if (outcome !== '409/200') {
          problems.push(`cancel vs picking of ${orderId}: ${outcome}`);
          return;
        }
      } else {
        // Two pickers start the same order: one wins, the other is 409 ORDER_NOT_PICKABLE.
        const picks = await Promise.all([start(), start()]);
        pickRaces++;
        const statuses = picks.map((p) => p.status).sort();
        if (statuses.join() !== '200,409' || !picks.some((p) => p.body?.error_code === 'ORDER_NOT_PICKABLE'))
          problems.push(`two pickers on ${orderId}: ${statuses.join(', ')}`);
        if (!statuses.includes(200)) return;
      }
      order.status = 'processing';

      const report = (problem) => ops('POST', `/ops/v1/orders/${orderId}/_report-problem`, { problem });
      if (i % 7 === 3) {
        const res = await report({ code: 'address_invalid', note: 'No such street' });
        if (res.status !== 200 || res.body.order.status !== 'problem')
          problems.push(`address_invalid on ${orderId}: ${res.status} ${res.body?.order?.status}`);
        else {
          reports.address_invalid++;
          order.status = 'problem';
        }
        return;
      }
      for (const code of i % 4 === 1 ? ['unit_missing'] : i % 8 === 2 ? ['unit_damaged'] : []) {
        const res = await report({ code, item_id: lineId });
        if (res.status !== 200) problems.push(`${code} on ${orderId}: ${res.status}`);
        else {
          reports[code]++;
          // Free units are left: a replacement keeps the order processing.
          if (res.body.order.status !== 'processing' || !res.body.replacement)
            problems.push(`${code} on ${orderId}: ${res.body.order.status} without a replacement`);
        }
      }
      // Ship: in two shipments when more than one unit and the order number is even, else in one.
      const parts = quantity > 1 && i % 2 === 0 ? [1, quantity - 1] : [quantity];
      for (const q of parts) await shipTwice(order, orderId, [{ order_item_id: lineId, quantity: q }], i);
    },
  );
  return { productId, received, expect, reports, replayed, pickRaces, cancelsWon };
}

/** The truth, read from the database, against what the API answered. */
export async function checkOutbound(db, merchantId, run, problems) {
  const { productId, received, expect, reports } = run;
  const units = await db.query(
    `select state, count(*)::int as n from stock_units where product_id = $1 group by state`,
    [productId],
  );
  const byState = Object.fromEntries(units.rows.map((r) => [r.state, r.n]));
  const inStock = units.rows.reduce((n, r) => n + r.n, 0);
  const shipped = (
    await db.query(`select count(*)::int as n from shipment_units where product_id = $1`, [productId])
  ).rows[0].n;
  // Conservation: every unit received is either still in stock (on shelf, held, blocked, written off) or shipped.
  if (inStock + shipped !== received)
    problems.push(
      `outbound product: ${shipped} shipped + ${inStock} in stock (${JSON.stringify(byState)}) for ${received} received`,
    );
  const twice = (
    await db.query(
      `select count(*)::int as n from shipment_units s join stock_units u on u.id = s.unit_id where s.product_id = $1`,
      [productId],
    )
  ).rows[0].n;
  if (twice) problems.push(`${twice} shipped units are still in stock`);
  if ((byState.written_off ?? 0) !== reports.unit_missing)
    problems.push(`${byState.written_off ?? 0} units written off for ${reports.unit_missing} missing`);
  if ((byState.blocked ?? 0) !== reports.unit_damaged)
    problems.push(`${byState.blocked ?? 0} units blocked for ${reports.unit_damaged} damaged`);

  const orders = await db.query(
    `select o.id, o.status,
            (select count(*)::int from shipments s where s.order_id = o.id) as shipments,
            (select count(*)::int from shipment_units su where su.order_id = o.id) as shipped,
            (select count(*)::int from stock_units su where su.order_id = o.id
               and su.state in ('reserved', 'picking')) as held
       from orders o where o.merchant_id = $1 and o.id = any($2)`,
    [merchantId, [...expect.keys()]],
  );
  let wrong = 0;
  let expectedShipped = 0;
  for (const o of orders.rows) {
    const e = expect.get(o.id);
    expectedShipped += e.shipped;
    const holds = e.status === 'processed' || e.status === 'cancelled' ? 0 : e.quantity - e.shipped;
    if (
      o.status !== e.status ||
      o.shipments !== e.shipmentIds.size ||
      o.shipped !== e.shipped ||
      o.held !== holds
    ) {
      wrong++;
      if (wrong <= 3)
        problems.push(
          `order ${o.id}: ${o.status} with ${o.shipments} shipments, ${o.shipped} shipped, ${o.held} held; ` +
            `answers said ${e.status}, ${e.shipmentIds.size}, ${e.shipped}, ${holds}`,
        );
    }
  }
  if (wrong > 3) problems.push(`${wrong} outbound orders in all differ from their answers`);
  if (expectedShipped !== shipped) problems.push(`answers shipped ${expectedShipped} units, ${shipped} left`);
  return { shipped, inStock, byState };
}
