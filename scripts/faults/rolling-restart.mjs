// Rolling restart: every instance is restarted twice, one at a time (cluster.rollingRestart: graceful stop,
// start, ready, back in HAProxy's rotation), while 12 clients keep reading (order list, one order, a product)
// and creating orders, each with a fresh Idempotency-Key, through the load balancer.
// Promise: no request is cut: 0 non-2xx answers and 0 connection errors at the first try (nothing is retried),
// every acknowledged order is stored once and unchanged, and in the merchant's request log, and both instances
// serve again afterwards.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { checkOrders, CUSTOMER, newProduct } from './order-load.mjs';

const ROUNDS = 2;
const CLIENTS = 12;

export async function rollingRestart({ cluster, merchant }) {
  const problems = [];
  const productId = await newProduct(merchant, 'Rolling restart product');
  const orders = [];
  const first = new Map();
  const bad = [];
  let requests = 0;
  let reads = 0;
  let done = false;
  const note = (what, res) => {
    requests++;
    if (res.status < 200 || res.status >= 300)
      bad.push(
        `${what}: ${res.status} ${res.error ?? res.body?.error_code ?? ''} ${res.body?.request_id ?? ''}`,
      );
  };

  const restart = (async () => {
    await new Promise((r) => setTimeout(r, 2_000));
    const started = Date.now();
    try {
      for (let round = 0; round < ROUNDS; round++) await cluster.rollingRestart();
    } finally {
      done = true;
    }
    return Date.now() - started;
  })();

  let n = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, c) => {
    let lastOrderId = null;
    while (!done) {
      const i = n++;
      if (i % 3 === 0) {
        const o = {
          key: randomUUID(),
          body: {
            order: {
              merchants_id: `RR-${i}-${randomUUID().slice(0, 6)}`,
              customer: CUSTOMER,
              items: [{ product: { id: productId }, quantity: 1 + (i % 5) }],
            },
          },
        };
        orders.push(o);
        const res = await merchant.api('POST', '/v1/orders', {
          body: o.body,
          headers: { 'idempotency-key': o.key },
        });
        first.set(o.key, res);
        note('POST /v1/orders', res);
        if (res.status === 201) lastOrderId = res.body.order.id;
      } else {
        reads++;
        const path =
          i % 3 === 1
            ? '/v1/orders?limit=20'
            : c % 2 && lastOrderId
              ? `/v1/orders/${lastOrderId}`
              : `/v1/products/${productId}`;
        note(`GET ${path.replace(/[0-9a-f-]{36}/, '{id}')}`, await merchant.api('GET', path));
      }
    }
  });
  const [restartMs] = await Promise.all([restart, ...clients]);

  if (bad.length)
    problems.push(`${bad.length} non-2xx or cut requests; first: ${bad.slice(0, 3).join(' | ')}`);
  const checked = await checkOrders(merchant, { orders, first, final: first, productId });
  // A key that did not end 201 is already among the non-2xx above.
  problems.push(...checked.problems.filter((p) => !/^key .*: ended /.test(p)));
  // A graceful stop writes the request log's waiting entries before it closes the database: every created
  // order's request is in the merchant's log (GET /v1/request-logs), also those answered just before a stop.
  await new Promise((r) => setTimeout(r, 2_500)); // two flush intervals (REQUEST_LOG_FLUSH_MS)
  const created = [...first.values()]
    .filter((res) => res.status === 201)
    .map((res) => res.headers?.get('x-request-id'));
  const unlogged = [];
  for (let i = 0; i < created.length; i += 8)
    await Promise.all(
      created.slice(i, i + 8).map(async (requestId) => {
        const res = await merchant.api('GET', `/v1/request-logs?request_id=${encodeURIComponent(requestId)}`);
        if (res.status !== 200 || res.body?.request_logs?.length !== 1) unlogged.push(requestId);
      }),
    );
  if (unlogged.length)
    problems.push(
      `${unlogged.length} of ${created.length} created orders not in the request log; first: ${unlogged.slice(0, 3).join(', ')}`,
    );
  const restarts = cluster.instances.map((i) => i.pid()).filter(Boolean).length;
  if (restarts !== cluster.instances.length) problems.push('an instance is not running after the restarts');
  const stats = await cluster.haproxy.stats();
  if (!stats.every((s) => s.status === 'UP'))
    problems.push(`HAProxy after the restarts: ${stats.map((s) => `${s.name} ${s.status}`).join(', ')}`);
  // One id from the edge to the log line: HAProxy replaces a client's X-Request-Id with its own, the instance
  // answers with it and logs the request under it.
  const traced = await merchant.api('GET', `/v1/products/${productId}`, {
    headers: { 'x-request-id': 'client-chosen-id-0001' },
  });
  const id = traced.headers?.get('x-request-id');
  if (!id || id === 'client-chosen-id-0001' || !/^[0-9a-f-]{36}$/.test(id))
    problems.push(`X-Request-Id through HAProxy: ${id}`);
  else {
    await new Promise((r) => setTimeout(r, 500));
    const logged = cluster.instances.some((i) =>
      fs.readFileSync(i.logFile, 'utf8').includes(`"request_id":"${id}"`),
    );
    if (!logged) problems.push(`no instance logged the request under HAProxy's id ${id}`);
  }

  return {
    requests,
    acknowledged: requests - bad.length,
    lost: checked.lost,
    duplicates: checked.duplicates,
    fiveXX: bad.filter((b) => / (0|5\d\d) /.test(b)).length,
    recoverMs: restartMs,
    problems,
    note: `${ROUNDS} rolling restarts of ${cluster.instances.length} instances in ${(restartMs / 1000).toFixed(1)} s under ${CLIENTS} clients: ${orders.length} keyed orders, ${reads} reads`,
  };
}
