// Fault 3 (issue 15 §2): a webhook receiver answers 500 to half the deliveries, hangs past the sender's timeout on
// a tenth, and is down completely for a while, as stock changes of several products produce events.
// Promise: every event is delivered in the end (deduplicated by webhook-id), every signature verifies, events
// of one product arrive in order (none is sent before the one ahead of it was accepted), and the delivery log
// shows each attempt.
import { newProduct } from './order-load.mjs';
import { startReceiver } from './webhook-receiver.mjs';

const PRODUCTS = 4;
const CHANGES = Number(process.env.FAULTS_WEBHOOK_CHANGES ?? 12);
const DOWN_MS = 8_000;
const DELIVERED_WITHIN_MS = 240_000;

/** A seeded generator, so that a run can be repeated. */
function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function allDeliveries(merchant, endpointId) {
  const rows = [];
  for (let offset = 0; ; offset += 100) {
    const page = await merchant.api(
      'GET',
      `/v1/webhook-endpoints/${endpointId}/deliveries?limit=100&offset=${offset}`,
    );
    if (page.status !== 200) throw new Error(`delivery log: ${page.status}`);
    rows.push(...page.body.deliveries);
    if (page.body.deliveries.length < 100) return rows;
  }
}

export async function webhooksFailing({ merchant }) {
  const random = mulberry32(15);
  const receiver = await startReceiver({
    hangMs: Number(process.env.WEBHOOK_TIMEOUT_MS ?? 2000) + 1000,
    decide: () => {
      const r = random();
      return r < 0.1 ? 'hang' : r < 0.55 ? 'fail' : 'ok';
    },
  });
  const problems = [];
  let requests = 0;
  const fiveXX = [];
  const call = async (...args) => {
    requests++;
    const res = await merchant.api(...args);
    if (res.status >= 500 || res.status === 0) fiveXX.push(res);
    return res;
  };
  try {
    const endpoint = await call('POST', '/v1/webhook-endpoints', {
      body: { webhook_endpoint: { url: receiver.url, event_types: ['product.inventory_changed'] } },
    });
    if (endpoint.status !== 201)
      throw new Error(`endpoint: ${endpoint.status} ${JSON.stringify(endpoint.body)}`);
    receiver.setSecret(endpoint.body.webhook_endpoint.secret);
    const endpointId = endpoint.body.webhook_endpoint.id;
    const products = [];
    for (let i = 0; i < PRODUCTS; i++) products.push(await newProduct(merchant, `Webhook product ${i + 1}`));

    // Stock arrives one unit at a time: each receipt is one product.inventory_changed with on_hand 1, 2, 3, …
    let down = null;
    let sent = 0;
    await Promise.all(
      products.map(async (productId) => {
        for (let n = 0; n < CHANGES; n++) {
          const res = await call('POST', '/ops/v1/stock-units', {
            token: merchant.operatorToken,
            body: { receipt: { product_id: productId, quantity: 1, location: `WH-${n % 3}` } },
          });
          if (res.status !== 201) problems.push(`stock receipt: ${res.status} ${JSON.stringify(res.body)}`);
          if (++sent === Math.floor((PRODUCTS * CHANGES) / 3)) down = receiver.down(DOWN_MS);
        }
      }),
    );
    await down;
    const downEnded = Date.now();

    // Wait until every change was accepted once.
    const expected = new Set(
      products.flatMap((p) => Array.from({ length: CHANGES }, (_, n) => `${p}:${n + 1}`)),
    );
    const accepted = () =>
      new Set(
        receiver.requests
          .filter((r) => r.outcome !== 'fail' && r.event?.data)
          .map((r) => `${r.event.data.product_id}:${r.event.data.on_hand}`),
      );
    // An answer the receiver gave after the sender's timeout ('hang') counts as accepted by the receiver, but the
    // sender recorded a failure and delivers it again: wait for each event's answer in time ('ok'), which the
    // delivery log records as succeeded, so that no retry is still due when the scenario ends.
    const answeredInTime = () =>
      new Set(
        receiver.requests
          .filter((r) => r.outcome === 'ok' && r.event?.data)
          .map((r) => `${r.event.data.product_id}:${r.event.data.on_hand}`),
      );
    const until = Date.now() + DELIVERED_WITHIN_MS;
    while (Date.now() < until && [...expected].some((k) => !answeredInTime().has(k)))
      await new Promise((r) => setTimeout(r, 250));
    const allInMs = Date.now() - downEnded;
    const got = accepted();
    const lost = [...expected].filter((k) => !got.has(k)).length;
    if (lost) problems.push(`${lost} of ${expected.size} events never accepted`);

    // Signatures, freshness, one event per webhook-id.
    const unsigned = receiver.requests.filter((r) => !r.signed);
    if (unsigned.length) problems.push(`${unsigned.length} deliveries whose signature does not verify`);
    const stale = receiver.requests.filter((r) => !r.fresh);
    if (stale.length) problems.push(`${stale.length} deliveries with a webhook-timestamp off by 5 minutes`);
    const byId = new Map();
    for (const r of receiver.requests) {
      const key = `${r.event?.data?.product_id}:${r.event?.data?.on_hand}`;
      if (byId.has(r.id) && byId.get(r.id) !== key) problems.push(`webhook-id ${r.id} carried two events`);
      byId.set(r.id, key);
    }
    const acceptedIds = receiver.requests.filter((r) => r.outcome !== 'fail').map((r) => r.id);
    const duplicates = acceptedIds.length - new Set(acceptedIds).size;

    // Order: no product's event is sent before the one ahead of it was accepted.
    for (const p of products) {
      let acceptedUpTo = 0;
      for (const r of receiver.requests.filter((x) => x.event?.data?.product_id === p)) {
        const n = r.event.data.on_hand;
        if (n > acceptedUpTo + 1) {
          problems.push(`product ${p}: event ${n} sent before event ${acceptedUpTo + 1} was accepted`);
          break;
        }
        if (r.outcome !== 'fail' && n === acceptedUpTo + 1) acceptedUpTo = n;
      }
    }

    // The delivery log: one row per attempt (the receiver's, and those that found it down).
    // The sender records a success just after the receiver saw the request: read the log until it shows every
    // event succeeded, for a few seconds at most.
    let log = await allDeliveries(merchant, endpointId);
    for (let i = 0; i < 40; i++) {
      const done = new Set(log.filter((d) => d.status === 'succeeded').map((d) => d.event_id));
      if (done.size >= expected.size) break;
      await new Promise((r) => setTimeout(r, 250));
      log = await allDeliveries(merchant, endpointId);
    }
    requests += Math.ceil(log.length / 100);
    const finished = log.filter((d) => d.status === 'succeeded' || d.status === 'failed');
    if (finished.length < receiver.requests.length)
      problems.push(
        `delivery log has ${finished.length} finished attempts, the receiver saw ${receiver.requests.length}`,
      );
    const refused = log.filter((d) => d.status === 'failed' && d.response_status === null);
    const succeededEvents = new Set(log.filter((d) => d.status === 'succeeded').map((d) => d.event_id));
    if (succeededEvents.size !== expected.size)
      problems.push(`delivery log shows ${succeededEvents.size} events succeeded, ${expected.size} expected`);
    if (fiveXX.length) problems.push(`${fiveXX.length} API requests answered 5xx or not at all`);

    const count = (o) => receiver.requests.filter((r) => r.outcome === o).length;
    return {
      requests,
      acknowledged: got.size,
      lost,
      duplicates,
      fiveXX: fiveXX.length,
      recoverMs: allInMs,
      problems,
      note:
        `${expected.size} events, ${receiver.requests.length} deliveries seen (${count('ok')} ok, ${count('fail')} 500, ` +
        `${count('hang')} hung), ${refused.length} attempts without an answer; duplicates are late answers, deduplicated by webhook-id`,
    };
  } finally {
    await receiver.stop();
  }
}
