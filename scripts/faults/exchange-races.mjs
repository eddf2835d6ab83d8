// Exchanges inside the concurrent scenario (scripts/faults/stock-races.mjs): returns whose line asks for another
// size of the same style (docs/decisions/returns.md "Exchanges"), each raced through the topology, so that the
// calls land on different instances at once:
// - two releases and a cancel of the exchange at once: exactly one of the three succeeds;
// - the return's cancel against a release: both may succeed (a release first, then the return's cancel leaves
//   the released order alone), but the exchange and its order always agree;
// - two releases at once: one succeeds, the other is 409.
// Promise: one exchange order per return, linked both ways; a released exchange's order is confirmed (or waits
// for products), a cancelled one's is cancelled; the released orders hold their reserved units (the scenario's
// own reservation check reads every confirmed order of the merchant).
import { randomUUID } from 'node:crypto';
import { CUSTOMER } from './order-load.mjs';
import { pool } from './outbound-races.mjs';

const RETURNS = 12;

async function variantProduct(call, name, group) {
  const res = await call('POST', '/v1/products', {
    body: { product: { sku: `FAULT-X-${randomUUID().slice(0, 8)}`, name, variant_group: group } },
  });
  if (res.status !== 201) throw new Error(`exchange product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product.id;
}

/** Runs the races through `call` (merchant) and `ops` (the warehouse); returns what checkExchanges needs. */
export async function runExchanges({ call, ops, problems }) {
  const group = `RACE-${randomUUID().slice(0, 6)}`;
  const returnedId = await variantProduct(call, 'Race apron S', group);
  const exchangeId = await variantProduct(call, 'Race apron M', group);
  const receipt = await ops('POST', '/ops/v1/stock-units', {
    receipt: { product_id: exchangeId, quantity: 30, location: 'X-01' },
  });
  if (receipt.status !== 201) throw new Error(`exchange receipt: ${receipt.status}`);
  const runs = []; // { returnId, orderId, kind, answers }

  await pool(
    Array.from({ length: RETURNS }, (_, i) => i),
    async (i) => {
      const original = await call('POST', '/v1/orders', {
        headers: { 'idempotency-key': randomUUID() },
        body: {
          order: {
            merchants_id: `XO-${i}-${randomUUID().slice(0, 6)}`,
            customer: CUSTOMER,
            items: [{ product: { id: returnedId }, quantity: 1 }],
          },
        },
      });
      if (original.status !== 201) {
        problems.push(`exchange original order ${i}: ${original.status}`);
        return;
      }
      const created = await call('POST', '/v1/order-returns', {
        body: {
          order_return: {
            original_order: { id: original.body.order.id },
            items: [
              {
                product: { id: returnedId },
                quantity: 1,
                return_reason: { code: 'size_too_small' },
                exchange: { product: { id: exchangeId }, quantity: 1 },
              },
            ],
          },
        },
      });
      const r = created.body?.order_return;
      if (created.status !== 201 || !r?.exchange_order?.id || r.exchange_status !== 'waiting') {
        problems.push(
          `exchange return ${i}: ${created.status} ${JSON.stringify(created.body).slice(0, 200)}`,
        );
        return;
      }
      const path = `/v1/order-returns/${r.id}`;
      const release = () => call('POST', `${path}/exchange/_release`);
      const cancel = () => call('POST', `${path}/exchange/_cancel`);
      const cancelReturn = () => call('POST', `${path}/_cancel`);
      const kind = ['release-release-cancel', 'return-cancel-vs-release', 'release-release'][i % 3];
      const calls =
        kind === 'release-release-cancel'
          ? [release(), release(), cancel()]
          : kind === 'return-cancel-vs-release'
            ? [cancelReturn(), release()]
            : [release(), release()];
      const answers = (await Promise.all(calls)).map((a) => a.status);
      runs.push({ returnId: r.id, orderId: r.exchange_order.id, kind, answers });
      const unexpected = answers.filter((s) => s !== 200 && s !== 409);
      if (unexpected.length) problems.push(`exchange ${kind} of ${r.id}: answers ${answers.join(', ')}`);
      const wins = answers.filter((s) => s === 200).length;
      if (kind !== 'return-cancel-vs-release' && wins !== 1)
        problems.push(`exchange ${kind} of ${r.id}: ${wins} calls succeeded (answers ${answers.join(', ')})`);
    },
  );

  // Each return, read back through the API: the exchange order it was registered with, linked both ways, in
  // the status its exchange promises.
  for (const run of runs) {
    const r = await call('GET', `/v1/order-returns/${run.returnId}`);
    const o = await call('GET', `/v1/orders/${run.orderId}`);
    if (r.status !== 200 || o.status !== 200) {
      problems.push(`exchange ${run.returnId}: read ${r.status}/${o.status}`);
      continue;
    }
    const ret = r.body.order_return;
    const order = o.body.order;
    run.exchangeStatus = ret.exchange_status;
    if (ret.exchange_order?.id !== run.orderId)
      problems.push(`return ${run.returnId} now names exchange order ${ret.exchange_order?.id}`);
    if (order.exchange_for_return?.id !== run.returnId)
      problems.push(`exchange order ${run.orderId} names return ${order.exchange_for_return?.id}`);
    const fits =
      ret.exchange_status === 'released'
        ? ['confirmed', 'waiting_products'].includes(order.status)
        : ret.exchange_status === 'cancelled'
          ? order.status === 'cancelled'
          : false;
    if (!fits)
      problems.push(
        `exchange ${run.kind} of ${run.returnId}: exchange ${ret.exchange_status}, its order ${order.status} (answers ${run.answers.join(', ')})`,
      );
  }
  return { runs, returnedId, exchangeId };
}

/** The database's truth: one exchange order per return, whatever ran at once. */
export async function checkExchanges(db, merchantId, run, problems) {
  const ids = run.runs.map((r) => r.returnId);
  const rows = await db.query(
    `select exchange_for_return_id as id, count(*)::int as n from orders
      where merchant_id = $1 and exchange_for_return_id = any($2) group by exchange_for_return_id`,
    [merchantId, ids],
  );
  const counts = new Map(rows.rows.map((r) => [r.id, r.n]));
  const wrong = ids.filter((id) => counts.get(id) !== 1);
  if (wrong.length) problems.push(`${wrong.length} returns with other than one exchange order`);
  const by = (s) => run.runs.filter((r) => r.exchangeStatus === s).length;
  return { returns: ids.length, released: by('released'), cancelled: by('cancelled') };
}
