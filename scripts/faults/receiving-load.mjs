// Fault "receiving under load" (docs/decisions/inbound.md): a merchant's notice of 40 boxes is counted by 8
// warehouse clients at once through the load balancer (so on both instances), one receipt per box line with
// its own Idempotency-Key, and one instance is killed (SIGKILL) a third of the way through; every receipt
// without an answer, or with a 5xx, is sent again with its key. Then the notice is closed. Promise: every
// acknowledged receipt is in the notice once (one receipt per key), the notice's received figure is their sum,
// and the units received equal the notice's units in stock plus blocked (nothing lost, nothing doubled);
// the products' figures equal their units; no 5xx but those at the kill.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { newProduct } from './order-load.mjs';
import { pool } from './outbound-races.mjs';

const BOXES = Number(process.env.FAULTS_INBOUND_BOXES ?? 40);
const PRODUCTS = 3;
const PER_LINE = 6;
const CONCURRENCY = 8;
/** 5xx are allowed from the kill until HAProxy has taken the instance out and a margin. */
const KILL_WINDOW_MS = 4_000;
/** Tries of one receipt key (each after a short pause) before it counts as lost. */
const TRIES = 30;

export async function receivingUnderLoad({ cluster, merchant }) {
  const problems = [];
  const fiveXX = [];
  let requests = 0;
  const ops = async (method, path, body, headers) => {
    requests++;
    const res = await merchant.api(method, path, { token: merchant.operatorToken, body, headers });
    if (res.status >= 500 || res.status === 0)
      fiveXX.push({ at: Date.now(), what: `${method} ${path}: ${res.status}` });
    return res;
  };

  const productIds = [];
  for (let i = 0; i < PRODUCTS; i++) productIds.push(await newProduct(merchant, `Inbound ${i}`));
  const notice = await merchant.api('POST', '/v1/inbound-shipments', {
    body: {
      inbound_shipment: {
        name: 'Receiving under load',
        merchant_reference: `FAULT-${randomUUID().slice(0, 8)}`,
        boxes: Array.from({ length: BOXES }, () => ({
          lines: productIds.map((id) => ({ product: { id }, quantity: PER_LINE })),
        })),
      },
    },
  });
  if (notice.status !== 201) throw new Error(`notice: ${notice.status} ${JSON.stringify(notice.body)}`);
  const id = notice.body.inbound_shipment.id;
  const arrived = await ops('POST', `/ops/v1/inbound-shipments/${id}/_arrive`, {
    arrival: { boxes_arrived: BOXES },
  });
  if (arrived.status !== 200) throw new Error(`arrive: ${arrived.status} ${JSON.stringify(arrived.body)}`);

  // One receipt per box and product: 3 sellable of each line, then the rest in a second receipt, one unit damaged.
  const receipts = notice.body.inbound_shipment.boxes.flatMap((box) =>
    productIds.flatMap((productId) => [
      {
        key: randomUUID(),
        box: box.code,
        lines: [{ product: { id: productId }, quantity: 3, condition: 'sellable', location: 'F-01' }],
      },
      {
        key: randomUUID(),
        box: box.code,
        lines: [
          { product: { id: productId }, quantity: PER_LINE - 4, condition: 'sellable', location: 'F-02' },
          { product: { id: productId }, quantity: 1, condition: 'damaged', location: 'QUAR' },
        ],
      },
    ]),
  );
  const victim = cluster.instances[0];
  let killedAt = null;
  let killing = null;
  let sent = 0;
  const answers = new Map();
  await pool(
    receipts,
    async (r) => {
      if (++sent === Math.floor(receipts.length / 3))
        killing = (async () => {
          killedAt = Date.now();
          await victim.kill('SIGKILL');
        })();
      for (let attempt = 0; attempt < TRIES; attempt++) {
        const res = await ops(
          'POST',
          `/ops/v1/inbound-shipments/${id}/receipts`,
          { receipt: { box: r.box, lines: r.lines } },
          { 'idempotency-key': r.key },
        );
        if (res.status === 201) {
          answers.set(r.key, [...(answers.get(r.key) ?? []), res.body.receipt.id]);
          return;
        }
        if (res.status !== 0 && res.status < 500) {
          problems.push(`receipt refused: ${res.status} ${res.body?.error_code}`);
          return;
        }
        await new Promise((ok) => setTimeout(ok, 250));
      }
      problems.push(`receipt ${r.key} never acknowledged`);
    },
    CONCURRENCY,
  );
  await killing;
  const closed = await ops('POST', `/ops/v1/inbound-shipments/${id}/_close`, {
    close: { note: 'fault suite' },
  });
  if (closed.status !== 200) problems.push(`close: ${closed.status} ${JSON.stringify(closed.body)}`);

  const acknowledgedUnits = receipts
    .filter((r) => answers.has(r.key))
    .reduce((n, r) => n + r.lines.reduce((m, l) => m + l.quantity, 0), 0);
  const keysTwice = [...answers.values()].filter((ids) => new Set(ids).size > 1).length;
  if (keysTwice) problems.push(`${keysTwice} receipt keys answered with two receipts`);

  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  db.on('error', () => {});
  await db.connect();
  let stock = { on_shelf: 0, blocked: 0 };
  try {
    const stored = await db.query(`select id from inbound_receipts where inbound_shipment_id = $1`, [id]);
    const storedIds = new Set(stored.rows.map((r) => r.id));
    const answeredIds = new Set([...answers.values()].flat());
    const missing = [...answeredIds].filter((r) => !storedIds.has(r)).length;
    if (missing) problems.push(`${missing} acknowledged receipts missing`);
    if (stored.rows.length !== answeredIds.size)
      problems.push(`${stored.rows.length} receipts stored for ${answeredIds.size} acknowledged`);
    const units = await db.query(
      `select state, count(*)::int as n from stock_units where inbound_shipment_id = $1 group by state`,
      [id],
    );
    for (const u of units.rows) stock[u.state] = Number(u.n);
    const drift = await db.query(
      `select p.sku from products p
        cross join lateral (
          select count(*) filter (where state <> 'written_off')::int as on_hand,
                 count(*) filter (where state = 'on_shelf')::int as available
            from stock_units where product_id = p.id) c
        where p.id = any($1) and (p.on_hand <> c.on_hand or p.available <> c.available)`,
      [productIds],
    );
    if (drift.rows.length)
      problems.push(`figures differ from units for ${drift.rows.map((r) => r.sku).join(', ')}`);
  } finally {
    await db.end();
  }
  const received = closed.body?.inbound_shipment?.totals?.received_quantity;
  if (received !== acknowledgedUnits)
    problems.push(
      `the notice received ${received} units, the acknowledged receipts hold ${acknowledgedUnits}`,
    );
  const inStock = (stock.on_shelf ?? 0) + (stock.blocked ?? 0);
  if (inStock !== received) problems.push(`${received} units received, ${inStock} in stock and blocked`);
  const outside = fiveXX.filter(
    (f) => killedAt === null || f.at < killedAt || f.at > killedAt + KILL_WINDOW_MS,
  );
  if (outside.length) problems.push(`${outside.length} 5xx outside the kill window (${outside[0].what})`);
  try {
    await victim.waitRestarted(90_000);
    await cluster.waitInRotation(victim, 30_000);
  } catch (err) {
    problems.push(`the killed instance did not come back by itself: ${err.message}`);
  }
  return {
    requests,
    acknowledged: answers.size,
    lost: receipts.length - answers.size,
    duplicates: keysTwice,
    fiveXX: fiveXX.length,
    problems,
    note: `${answers.size} of ${receipts.length} receipts acknowledged, ${received} units received = ${stock.on_shelf} on shelf + ${stock.blocked} blocked`,
  };
}
