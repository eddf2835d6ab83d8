// PostgreSQL crashed: the suite's PostgreSQL (fsync=on, as in production) is stopped with
// `pg_ctl stop -m immediate` (every process ends at once, no shutdown checkpoint: what a crash of the server
// process leaves) while 16 clients create orders with Idempotency-Keys and 4 more create returns and split
// units with keys; it is started again 2 s later and recovers from its WAL.
// Promise: after recovery every acknowledged order, return and split is there, unchanged; retries with the same
// keys duplicate nothing (one order per key, a split key replays its split); 5xx only in the outage, each a 503
// with Retry-After in the error shape.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { checkOrders, CUSTOMER, newProduct, runOrderLoad, tableRow } from './order-load.mjs';

const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
const DOWN_MS = 2_000;
const AFTER_MS = 8_000;

export async function postgresCrashed({ cluster, merchant }) {
  if (!cluster.postgres?.crash)
    throw new Error('the fault suite needs its own PostgreSQL (throwawayPostgres)');
  const problems = [];
  const ops = (method, path, body) => merchant.api(method, path, { token: merchant.operatorToken, body });

  // Returns and splits beside the orders: a source product with units, and an order to return from.
  const sourceId = await newProduct(merchant, 'Crash source');
  const source = (await merchant.api('GET', `/v1/products/${sourceId}`)).body.product;
  const receipt = await ops('POST', '/ops/v1/stock-units', {
    receipt: { product_id: sourceId, quantity: 200, location: 'CR-1' },
  });
  if (receipt.status !== 201) throw new Error(`receipt: ${receipt.status}`);
  const order = await merchant.api('POST', '/v1/orders', {
    body: {
      order: {
        merchants_id: `CR-${randomUUID().slice(0, 8)}`,
        customer: CUSTOMER,
        items: [{ product: { id: sourceId }, quantity: 1 }],
      },
    },
  });
  const returns = new Map();
  const splits = new Map();
  let side = null;
  let stop = false;
  const sideLoad = () =>
    Promise.all(
      Array.from({ length: 4 }, async (_, c) => {
        for (let i = 0; !stop; i++) {
          if (c % 2 === 0) {
            const ref = `RMA-CR-${c}-${i}-${randomUUID().slice(0, 6)}`;
            const res = await merchant.api('POST', '/v1/order-returns', {
              body: {
                order_return: {
                  original_order: { id: order.body.order.id },
                  merchant_reference: ref,
                },
              },
            });
            if (res.status === 201) returns.set(res.body.order_return.id, ref);
          } else {
            const key = randomUUID();
            const body = {
              source_sku: source.sku,
              target: { sku: `${source.sku}-C${c}` },
              filters: { max_quantity: 1 },
            };
            const res = await merchant.api('POST', '/v1/products/split', {
              body,
              headers: { 'idempotency-key': key },
            });
            if (res.status === 200 || res.status === 201) splits.set(key, { body, answer: res.body });
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );

  const outage = { start: 0, end: 0 };
  const load = await runOrderLoad({
    merchant,
    label: 'PC',
    keys: KEYS,
    retries: 60,
    retryDelayMs: 500,
    fault: async () => {
      side = sideLoad();
      await new Promise((r) => setTimeout(r, 500));
      outage.start = Date.now();
      await cluster.postgres.crash();
      await new Promise((r) => setTimeout(r, DOWN_MS));
      await cluster.postgres.start();
      outage.end = Date.now();
      // A little more side load after recovery, then stop it.
      await new Promise((r) => setTimeout(r, 1_000));
      stop = true;
      await side;
    },
  });
  const checked = await checkOrders(merchant, load);
  problems.push(...checked.problems);
  const outside = load.fiveXX.filter((f) => f.at < outage.start || f.at > outage.end + AFTER_MS);
  if (outside.length) problems.push(`${outside.length} 5xx outside the outage`);
  const badShape = load.fiveXX.filter(
    (f) =>
      f.res.status !== 503 ||
      !f.res.headers?.get('retry-after') ||
      typeof f.res.body?.error_code !== 'string' ||
      typeof f.res.body?.request_id !== 'string',
  );
  if (badShape.length)
    problems.push(
      `${badShape.length} 5xx not a 503 with Retry-After in the error shape (first: ${badShape[0].res.status} ${badShape[0].res.error ?? JSON.stringify(badShape[0].res.body)})`,
    );

  // Every acknowledged return is there, as answered.
  let returnsMissing = 0;
  for (const [id, ref] of returns) {
    const res = await merchant.api('GET', `/v1/order-returns/${id}`);
    if (res.status !== 200 || res.body.order_return.merchant_reference !== ref) returnsMissing++;
  }
  if (returnsMissing)
    problems.push(`${returnsMissing} of ${returns.size} acknowledged returns missing or changed`);

  // Every acknowledged split replays with its key (the same split), and each was recorded once.
  let splitsChanged = 0;
  for (const [key, { body, answer }] of splits) {
    const res = await merchant.api('POST', '/v1/products/split', {
      body,
      headers: { 'idempotency-key': key },
    });
    if (![200, 201].includes(res.status) || res.body.incident_id !== answer.incident_id) splitsChanged++;
  }
  if (splitsChanged)
    problems.push(`${splitsChanged} of ${splits.size} acknowledged splits did not replay as answered`);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  db.on('error', () => {});
  await db.connect();
  try {
    const recorded = await db.query(
      `select count(*)::int as n from activity_log where merchant_id = $1 and action = 'product.split_out'`,
      [merchant.merchantId],
    );
    const incidents = new Set([...splits.values()].map((s) => s.answer.incident_id).filter(Boolean));
    if (recorded.rows[0].n < incidents.size)
      problems.push(`${recorded.rows[0].n} splits recorded for ${incidents.size} acknowledged`);
  } finally {
    await db.end();
  }

  return {
    ...tableRow(load, checked),
    lost: checked.lost + returnsMissing,
    duplicates: checked.duplicates + splitsChanged,
    recoverMs: outage.end - outage.start,
    problems,
    note: `pg_ctl stop -m immediate under load, down ${((outage.end - outage.start) / 1000).toFixed(1)} s with fsync=on; ${checked.acknowledgedFirst} of ${KEYS} orders acknowledged at the first try, ${returns.size} returns and ${splits.size} splits acknowledged around the crash`,
  };
}
