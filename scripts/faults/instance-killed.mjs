// Fault 1 (issue 15 §2): an instance is killed (SIGKILL) while 16 clients create orders through the load
// balancer, each with a fresh Idempotency-Key; every key without an answer, or with a 5xx, is retried through the
// load balancer. Promise: exactly one order per key, every acknowledged order stored unchanged, no 5xx but those
// at the kill.
import { randomUUID } from 'node:crypto';

const CLIENTS = 16;
const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
const RETRIES = 20;
/** 5xx are allowed from the kill until HAProxy has taken the instance out (2 failed checks 0.5 s apart) and a margin. */
const KILL_WINDOW_MS = 4_000;

const customer = {
  first_name: 'Fault',
  last_name: 'Suite',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};

export async function instanceKilled({ cluster, merchant }) {
  const product = await merchant.api('POST', '/v1/products', {
    body: { product: { sku: `FAULT-${randomUUID().slice(0, 8)}`, name: 'Fault product' } },
  });
  if (product.status !== 201) throw new Error(`product: ${product.status}`);
  const productId = product.body.product.id;
  const orders = Array.from({ length: KEYS }, (_, i) => ({
    key: randomUUID(),
    body: {
      order: {
        merchants_id: `F1-${i}-${randomUUID().slice(0, 6)}`,
        customer,
        items: [{ product: { id: productId }, quantity: 1 + (i % 5) }],
      },
    },
  }));
  const first = new Map();
  const fiveXX = [];
  let requests = 0;
  let killedAt = null;
  const victim = cluster.instances[0];
  const post = async (o) => {
    requests++;
    const res = await merchant.api('POST', '/v1/orders', {
      body: o.body,
      headers: { 'idempotency-key': o.key },
    });
    if (res.status >= 500) fiveXX.push({ at: Date.now(), status: res.status });
    return res;
  };

  // Load, with the kill a third of the way in.
  let next = 0;
  const killAfter = Math.floor(KEYS / 3);
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < orders.length) {
        const o = orders[next++];
        if (next === killAfter && killedAt === null) {
          killedAt = Date.now();
          void victim.kill('SIGKILL');
        }
        first.set(o.key, await post(o));
      }
    }),
  );
  // Retries of every key that got no answer or a 5xx.
  const final = new Map(first);
  for (const o of orders) {
    for (let i = 0; i < RETRIES && !(final.get(o.key).status === 201); i++) {
      if (final.get(o.key).status > 0 && final.get(o.key).status < 500) break;
      await new Promise((r) => setTimeout(r, 250));
      final.set(o.key, await post(o));
    }
  }
  // What is stored: every order of the merchant, by its number.
  const stored = new Map();
  for (let offset = 0; ; offset += 500) {
    const page = await merchant.api('GET', `/v1/orders?limit=500&offset=${offset}`);
    if (page.status !== 200) throw new Error(`list orders: ${page.status}`);
    for (const o of page.body.orders) {
      const list = stored.get(o.merchants_id) ?? [];
      list.push(o);
      stored.set(o.merchants_id, list);
    }
    if (page.body.orders.length < 500) break;
  }
  let lost = 0;
  let duplicates = 0;
  let changed = 0;
  let acknowledged = 0;
  const problems = [];
  for (const o of orders) {
    const rows = stored.get(o.body.order.merchants_id) ?? [];
    if (rows.length === 0) lost++;
    if (rows.length > 1) duplicates += rows.length - 1;
    const ack = first.get(o.key).status === 201 ? first.get(o.key) : null;
    const end = final.get(o.key);
    if (end.status !== 201)
      problems.push(`key ${o.key}: ended ${end.status} ${end.error ?? end.body?.error_code ?? ''}`);
    if (ack) {
      acknowledged++;
      const row = rows[0];
      const same =
        row &&
        row.id === ack.body.order.id &&
        row.items.length === 1 &&
        row.items[0].quantity === o.body.order.items[0].quantity &&
        row.items[0].product.id === productId &&
        row.customer.last_name === customer.last_name;
      if (!same) changed++;
    }
    if (end.status === 201 && rows[0] && rows.length === 1 && end.body.order.id !== rows[0].id)
      problems.push(`key ${o.key}: answered order ${end.body.order.id}, stored ${rows[0].id}`);
  }
  const outside = fiveXX.filter(
    (f) => killedAt === null || f.at < killedAt || f.at > killedAt + KILL_WINDOW_MS,
  );
  if (outside.length) problems.push(`${outside.length} 5xx outside the kill window`);
  if (lost) problems.push(`${lost} keys without an order`);
  if (duplicates) problems.push(`${duplicates} duplicate orders`);
  if (changed) problems.push(`${changed} acknowledged orders stored differently`);
  // Recovery: the killed instance starts again and HAProxy puts it back.
  const restarted = Date.now();
  await victim.start();
  await victim.waitReady(60_000);
  return {
    requests,
    acknowledged: [...final.values()].filter((r) => r.status === 201).length,
    lost,
    duplicates,
    fiveXX: fiveXX.length,
    recoverMs: Date.now() - restarted,
    problems,
    note: `${acknowledged} of ${KEYS} acknowledged at the first try`,
  };
}
