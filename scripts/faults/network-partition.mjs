// A network partition (issue 30 §7): instance 2 runs in a network namespace of its own (scripts/cluster/netns.mjs)
// while clients create orders with fresh Idempotency-Keys and read order lists through HAProxy, and two of its
// links are cut at the network in turn (a veth link goes down: packets are dropped, nothing is reset), each for
// FAULTS_PARTITION_MS (10 s), then healed:
//   1. its link to the database, its replica and object storage: it fails /readyz, HAProxy routes around it;
//   2. HAProxy's link to it: HAProxy's checks get no answer, it routes around it.
// Promise, each time: HAProxy takes it out and orders are acknowledged meanwhile (by the other instance); it comes
// back by itself (ready, in rotation, same process). Throughout: every request gets an answer; every 5xx belongs
// to a request caught by a cut and is in the error shape with HAProxy's request id; retried keys end with exactly
// one order each, and every acknowledged order is stored as answered.
import { randomUUID } from 'node:crypto';
import { createInstanceNetwork } from '../cluster/netns.mjs';
import { checkCancelled } from './api.mjs';
import { CUSTOMER, checkOrders, newProduct } from './order-load.mjs';

const CUT_MS = Number(process.env.FAULTS_PARTITION_MS ?? 10_000);
const CLIENTS = 12;
/** A bound on the keys, whatever the machine's speed (the load runs by time: before, during and after the cut). */
const MAX_KEYS = 3_000;
/** Load before the cut and after the instance is back. */
const STEADY_MS = 3_000;
/** 5xx are allowed from the cut until the instance is back in rotation, and this much after. */
const MARGIN_MS = 5_000;
/** Long enough for a request held by the cut to be answered once it heals (TCP resends with backoff). */
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function networkPartition({ cluster, merchant }) {
  const index = 1;
  const victim = cluster.instances[index];
  const problems = [];
  const network = await createInstanceNetwork({
    id: new URL(cluster.url).port,
    env: cluster.env,
    dir: cluster.dir,
    log: (m) => console.log(`[faults] ${m}`),
  });
  /** The two cuts, in turn: what goes down, and the times of each (cut, takenOut, healed, back). */
  const phases = [
    { link: 'data', name: 'database link', readyzFailures: 0 },
    { link: 'app', name: 'load balancer link', readyzFailures: 0 },
  ];
  const answers = [];
  let keys = [];
  const first = new Map();
  const final = new Map();
  let productId;
  let pidBefore;
  let restartsBefore;
  try {
    await cluster.placeInstance(index, { netns: network.name, host: network.appAddress, env: network.env });
    pidBefore = victim.pid();
    restartsBefore = victim.restarts;
    productId = await newProduct(merchant);

    const call = async (method, path, opts = {}) => {
      const at = Date.now();
      const res = await merchant.api(method, path, { ...opts, timeoutMs: REQUEST_TIMEOUT_MS });
      answers.push({ at, ended: Date.now(), method, path, res });
      return res;
    };
    const postOrder = (o) =>
      call('POST', '/v1/orders', { body: o.body, headers: { 'idempotency-key': o.key } });

    let stop = false;
    const newKey = () => {
      const i = keys.length;
      const o = {
        key: randomUUID(),
        body: {
          order: {
            merchants_id: `NP-${i}-${randomUUID().slice(0, 6)}`,
            customer: CUSTOMER,
            items: [{ product: { id: productId }, quantity: 1 + (i % 5) }],
          },
        },
      };
      keys.push(o);
      return o;
    };
    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let n = 0; !stop && keys.length < MAX_KEYS; n++) {
        if (c % 3 === 0 && n % 2 === 1) {
          // Reads too: a list page, read from the replica over the same link.
          await call('GET', '/v1/orders?limit=20');
          continue;
        }
        const o = newKey();
        first.set(o.key, await postOrder(o));
      }
    });

    const cutOnce = async (phase) => {
      phase.cut = Date.now();
      network.cut(phase.link);
      // While cut: the instance's own /readyz (over the app link, when that is up) and HAProxy's view of it.
      const until = phase.cut + CUT_MS;
      phase.probes = [];
      await Promise.all([
        // Once HAProxy has taken it out, a client of its own creates orders one after the other until the link
        // comes back: each must be answered 2xx (by the other instance).
        (async () => {
          while (!phase.takenOut && Date.now() < until) await sleep(50);
          while (phase.takenOut && Date.now() < until) {
            checkCancelled();
            const o = newKey();
            const res = await postOrder(o);
            first.set(o.key, res);
            phase.probes.push(res.status);
            await sleep(100);
          }
        })(),
        (async () => {
          while (phase.link === 'data' && Date.now() < until) {
            checkCancelled();
            const ready = await fetch(`${victim.url}/readyz`, { signal: AbortSignal.timeout(2_500) }).then(
              (r) => r.status,
              () => 0,
            );
            if (ready === 503) phase.readyzFailures++;
            await sleep(250);
          }
        })(),
        (async () => {
          while (Date.now() < until && !phase.takenOut) {
            checkCancelled();
            const stats = await cluster.haproxy.stats();
            if (stats.find((s) => s.name === `app${index + 1}`)?.status.startsWith('DOWN'))
              phase.takenOut = Date.now();
            await sleep(100);
          }
        })(),
      ]);
      await sleep(Math.max(0, until - Date.now()));
      network.heal(phase.link);
      phase.healed = Date.now();
      await victim.waitReady(60_000);
      await cluster.waitInRotation(victim, 30_000);
      phase.back = Date.now();
      phase.samePid = victim.pid() === pidBefore;
      await sleep(STEADY_MS);
    };
    const fault = (async () => {
      await sleep(STEADY_MS);
      for (const phase of phases) {
        checkCancelled();
        await cutOnce(phase);
      }
    })();
    try {
      await fault;
    } finally {
      stop = true;
      await Promise.all(clients);
    }

    // Every key without an answer or with a 5xx, retried with its own key through the load balancer.
    for (const [k, r] of first) final.set(k, r);
    const again = keys.filter((o) => first.get(o.key).status === 0 || first.get(o.key).status >= 500);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let o = again.shift(); o; o = again.shift()) {
          for (let i = 0; i < 20; i++) {
            const last = final.get(o.key);
            if (last.status > 0 && last.status < 500) break;
            await sleep(250);
            final.set(o.key, await postOrder(o));
          }
        }
      }),
    );
  } finally {
    network.heal('data');
    network.heal('app');
    try {
      await cluster.placeInstance(index, null);
    } catch (err) {
      problems.push(`instance ${index + 1} did not come back to the host: ${err.message}`);
    }
    await network.destroy();
  }

  // The promises.
  const inCut = (p, a) => a.at >= (p.takenOut ?? Infinity) && a.ended <= p.healed && a.res.status < 300;
  for (const p of phases) {
    if (!p.cut) continue;
    if (p.link === 'data' && !p.readyzFailures)
      problems.push(`${p.name}: the cut-off instance never answered /readyz with 503`);
    if (!p.takenOut) problems.push(`${p.name}: HAProxy never took the cut-off instance out`);
    if (!p.samePid) problems.push(`${p.name}: the cut-off instance did not come back by itself`);
    p.answeredMeanwhile = answers.filter((a) => inCut(p, a)).length;
    const refused = p.probes.filter((status) => status < 200 || status >= 300);
    if (!p.probes.length || refused.length)
      problems.push(
        `${p.name}: orders created while the instance was out of rotation: ${p.probes.length}, not 2xx: ${refused.join(', ') || 'none'}`,
      );
  }
  if (victim.restarts !== restartsBefore)
    problems.push('the cut-off instance was restarted (it should come back by itself)');
  const unanswered = answers.filter((a) => a.res.status === 0);
  if (unanswered.length)
    problems.push(
      `${unanswered.length} requests without an answer (${unanswered
        .slice(0, 5)
        .map(
          (a) =>
            `${a.method} ${a.res.error} ${a.res.detail}: sent ${phases.map((p) => `${((a.at - p.cut) / 1000).toFixed(1)} s`).join(' / ')} after the cuts, after ${((a.ended - a.at) / 1000).toFixed(1)} s`,
        )
        .join('; ')})`,
    );
  const fiveXX = answers.filter((a) => a.res.status >= 500);
  // A 5xx is allowed for a request caught by the cut: sent around it or answered in it (a request in flight when
  // the link went down may have been sent just before).
  const inWindow = (a) =>
    phases.some((p) => {
      const back = p.back ?? Infinity;
      // Sent while the instance was cut off or not yet back (answered when its order deadline ran out, at most
      // 10 s later), or answered during the cut and its recovery.
      return (a.at >= p.cut - MARGIN_MS && a.at <= back) || (a.ended >= p.cut && a.ended <= back + MARGIN_MS);
    });
  const outside = fiveXX.filter((a) => !inWindow(a));
  if (outside.length)
    problems.push(
      `${outside.length} 5xx outside the cut and its recovery (${outside
        .slice(0, 5)
        .map(
          (a) =>
            `${a.res.status} ${a.res.body?.error_code} sent ${((a.at - phases[0].cut) / 1000).toFixed(1)} s after the first cut, answered after ${((a.ended - a.at) / 1000).toFixed(1)} s`,
        )
        .join('; ')})`,
    );
  // The error shape with HAProxy's request id; a SERVICE_UNAVAILABLE says when to retry.
  const badShape = fiveXX.filter(
    (a) =>
      !(
        typeof a.res.body?.message === 'string' &&
        typeof a.res.body?.error_code === 'string' &&
        a.res.body?.request_id &&
        a.res.body.request_id === a.res.headers?.get('x-request-id') &&
        (a.res.body.error_code !== 'SERVICE_UNAVAILABLE' || a.res.headers?.get('retry-after'))
      ),
  );
  if (badShape.length)
    problems.push(
      `${badShape.length} 5xx not in the error shape with the request id (e.g. ${badShape[0].res.status} ${JSON.stringify(badShape[0].res.body)})`,
    );
  const codes = {};
  for (const a of fiveXX)
    codes[`${a.res.status} ${a.res.body?.error_code}`] =
      (codes[`${a.res.status} ${a.res.body?.error_code}`] ?? 0) + 1;
  const badReads = answers.filter((a) => a.method === 'GET' && a.res.status >= 300 && a.res.status < 500);
  if (badReads.length) problems.push(`${badReads.length} list reads answered ${badReads[0].res.status}`);
  const checked = await checkOrders(merchant, { orders: keys, first, final, productId });
  problems.push(...checked.problems);
  const s = (ms) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);
  return {
    requests: answers.length,
    acknowledged: answers.filter((a) => a.res.status >= 200 && a.res.status < 300).length,
    lost: checked.lost,
    duplicates: checked.duplicates,
    fiveXX: fiveXX.length,
    // The longer of the two: from the link back to the instance back in rotation.
    recoverMs: phases.every((p) => p.back) ? Math.max(...phases.map((p) => p.back - p.healed)) : undefined,
    problems,
    note:
      `${keys.length} keys (${checked.acknowledgedFirst} acknowledged at the first try), each link cut ${s(CUT_MS)}; ` +
      phases
        .map(
          (p) =>
            `${p.name}: out of rotation ${s(p.takenOut - p.cut)} after the cut${p.link === 'data' ? `, ${p.readyzFailures} /readyz 503 seen` : ''}, ` +
            `${p.answeredMeanwhile ?? 0} answered 2xx meanwhile (${p.probes.length} probes), back ${s(p.back - p.healed)} after the link`,
        )
        .join('; ') +
      `; 5xx: ${JSON.stringify(codes)}; the slowest answer took ${s(Math.max(0, ...answers.map((a) => a.ended - a.at)))}`,
  };
}
