// The load of the fault scenarios that break a part while orders are being created: clients create orders
// through the load balancer, each with a fresh Idempotency-Key; a fault is started part of the way in; every key
// without an answer, or with a 5xx, is then retried with its key; and what is stored is compared with what was
// answered.
import { randomUUID } from 'node:crypto';

export const CUSTOMER = {
  first_name: 'Fault',
  last_name: 'Suite',
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  email: 'fault@example.com',
};

/** A product of the merchant; resolves to its id. */
export async function newProduct(merchant, name = 'Fault product') {
  const res = await merchant.api('POST', '/v1/products', {
    body: { product: { sku: `FAULT-${randomUUID().slice(0, 8)}`, name } },
  });
  if (res.status !== 201) throw new Error(`product: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.product.id;
}

/**
 * Runs the load. `fault()` is started (not awaited by the clients) when a third of the keys have been sent;
 * its promise is awaited before the retries. Resolves to what the checks need.
 */
export async function runOrderLoad({
  merchant,
  label,
  keys,
  clients = 16,
  fault,
  retries = 20,
  retryDelayMs = 250,
}) {
  const productId = await newProduct(merchant);
  const orders = Array.from({ length: keys }, (_, i) => ({
    key: randomUUID(),
    body: {
      order: {
        merchants_id: `${label}-${i}-${randomUUID().slice(0, 6)}`,
        customer: CUSTOMER,
        items: [{ product: { id: productId }, quantity: 1 + (i % 5) }],
      },
    },
  }));
  const first = new Map();
  const fiveXX = [];
  let requests = 0;
  const post = async (o) => {
    requests++;
    const res = await merchant.api('POST', '/v1/orders', {
      body: o.body,
      headers: { 'idempotency-key': o.key },
    });
    if (res.status >= 500) fiveXX.push({ at: Date.now(), res });
    return res;
  };

  let next = 0;
  let faultRun = null;
  /** When the last key got its first answer: a fault that ends after it did not happen under load. */
  let lastFirstAnswerAt = 0;
  const faultAfter = Math.floor(keys / 3);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < orders.length) {
        const o = orders[next++];
        if (next === faultAfter && faultRun === null) faultRun = fault();
        first.set(o.key, await post(o));
        lastFirstAnswerAt = Date.now();
      }
    }),
  );
  const faultResult = await faultRun;

  // The retries, by as many clients: each key that got no answer or a 5xx, with its own key again.
  const final = new Map(first);
  const again = orders.filter((o) => first.get(o.key).status === 0 || first.get(o.key).status >= 500);
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let o = again.shift(); o; o = again.shift()) {
        for (let i = 0; i < retries && final.get(o.key).status !== 201; i++) {
          const last = final.get(o.key);
          if (last.status > 0 && last.status < 500) break;
          await new Promise((r) => setTimeout(r, retryDelayMs));
          final.set(o.key, await post(o));
        }
      }
    }),
  );
  return {
    productId,
    orders,
    first,
    final,
    fiveXX,
    faultResult,
    lastFirstAnswerAt,
    get requests() {
      return requests;
    },
  };
}

/** Every order of the merchant, by merchants_id. */
async function storedOrders(merchant) {
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
  return stored;
}

/**
 * The promises every such scenario keeps: each key ends 201 with the order that is stored, exactly one order
 * per key, every order acknowledged at the first try stored as it was answered.
 */
export async function checkOrders(merchant, load) {
  const { orders, first, final, productId } = load;
  const stored = await storedOrders(merchant);
  let lost = 0;
  let duplicates = 0;
  let changed = 0;
  let acknowledgedFirst = 0;
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
      acknowledgedFirst++;
      const row = rows[0];
      const same =
        row &&
        row.id === ack.body.order.id &&
        row.items.length === 1 &&
        row.items[0].quantity === o.body.order.items[0].quantity &&
        row.items[0].product.id === productId &&
        row.customer.last_name === CUSTOMER.last_name;
      if (!same) changed++;
    }
    if (end.status === 201 && rows[0] && rows.length === 1 && end.body.order.id !== rows[0].id)
      problems.push(`key ${o.key}: answered order ${end.body.order.id}, stored ${rows[0].id}`);
  }
  if (lost) problems.push(`${lost} keys without an order`);
  if (duplicates) problems.push(`${duplicates} duplicate orders`);
  if (changed) problems.push(`${changed} acknowledged orders stored differently`);
  return {
    lost,
    duplicates,
    acknowledged: [...final.values()].filter((r) => r.status === 201).length,
    acknowledgedFirst,
    problems,
  };
}

/** The table's figures of such a scenario. */
export function tableRow(load, checked) {
  return {
    requests: load.requests,
    acknowledged: checked.acknowledged,
    lost: checked.lost,
    duplicates: checked.duplicates,
    fiveXX: load.fiveXX.length,
  };
}
