// Fault 1 (issue 15 §2): an instance is killed (SIGKILL) while 16 clients create orders through the load
// balancer, each with a fresh Idempotency-Key; every key without an answer, or with a 5xx, is retried through the
// load balancer. Promise: exactly one order per key, every acknowledged order stored unchanged, no 5xx but those
// at the kill; the cluster's supervisor restarts the killed instance by itself (with backoff, logged) and
// HAProxy puts it back in rotation.
// The request log (docs/decisions/workbench.md): each instance buffers its entries and writes them in batches, so
// the killed one loses what it had not written. Every answered order creation's request id is looked up in the
// merchant's log afterwards; promise: the missing entries are at most what one instance's buffer can hold (the
// waiting batch and the one being written: 2 x REQUEST_LOG_BATCH_SIZE) and were all answered within two flush
// intervals and a margin before the kill; every other answered request is in the log.
import { checkOrders, runOrderLoad, tableRow } from './order-load.mjs';

const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
/** 5xx are allowed from the kill until HAProxy has taken the instance out (2 failed checks 0.5 s apart) and a margin. */
const KILL_WINDOW_MS = 4_000;
/** The cluster's request-log buffer (server/core/config.ts defaults; the cluster does not change them). */
const LOG_BATCH = 200;
const LOG_FLUSH_MS = 1_000;
/** Answers this long before the kill were, by the promise, written: two flush intervals and a margin for the insert. */
const LOG_LOSS_WINDOW_MS = 2 * LOG_FLUSH_MS + 1_000;

/**
 * The merchant's API, recording each order creation the app answered (its request id and when): 5xx are left
 * out, as those at the kill come from HAProxy (no instance, or the instance died mid-request) and reach no log.
 */
function recording(merchant) {
  const answered = [];
  return {
    answered,
    merchant: {
      ...merchant,
      api: async (method, path, opts) => {
        const res = await merchant.api(method, path, opts);
        const id = res.headers?.get('x-request-id');
        if (method === 'POST' && path === '/v1/orders' && res.status > 0 && res.status < 500 && id)
          answered.push({ id, at: Date.now(), status: res.status });
        return res;
      },
    },
  };
}

/** The request ids in the merchant's log of POST /v1/orders (after the survivors' buffers are written). */
async function loggedRequestIds(merchant) {
  await new Promise((r) => setTimeout(r, 3 * LOG_FLUSH_MS));
  const ids = new Set();
  for (let offset = 0; ; offset += 500) {
    const page = await merchant.api(
      'GET',
      `/v1/request-logs?route=${encodeURIComponent('/v1/orders')}&method=POST&limit=500&offset=${offset}`,
    );
    if (page.status !== 200) throw new Error(`request log: ${page.status} ${JSON.stringify(page.body)}`);
    for (const e of page.body.request_logs) ids.add(e.request_id);
    if (page.body.request_logs.length < 500) break;
  }
  return ids;
}

/** What the request log lost with the killed instance, against its documented promise. */
async function requestLogLoss(merchant, answered, killedAt) {
  const logged = await loggedRequestIds(merchant);
  const missing = answered.filter((a) => !logged.has(a.id));
  const problems = [];
  if (missing.length > 2 * LOG_BATCH)
    problems.push(
      `request log: ${missing.length} answered requests missing, more than one instance's buffer`,
    );
  const early = missing.filter(
    (a) => a.at < killedAt - LOG_LOSS_WINDOW_MS || a.at > killedAt + KILL_WINDOW_MS,
  );
  if (early.length)
    problems.push(
      `request log: ${early.length} entries missing outside the kill's buffer window (first answered ${early[0].at - killedAt} ms from the kill)`,
    );
  const spanMs = missing.length ? Math.max(...missing.map((a) => killedAt - a.at)) : 0;
  return {
    problems,
    note: `request log: ${answered.length - missing.length} of ${answered.length} answered order creations logged, ${missing.length} lost with the killed instance (answered at most ${spanMs} ms before the kill)`,
  };
}

export async function instanceKilled({ cluster, merchant: plain }) {
  const { merchant, answered } = recording(plain);
  const victim = cluster.instances[0];
  let killedAt = null;
  const restartsBefore = victim.restarts;
  const load = await runOrderLoad({
    merchant,
    label: 'F1',
    keys: KEYS,
    fault: async () => {
      killedAt = Date.now();
      await victim.kill('SIGKILL');
    },
  });
  const checked = await checkOrders(merchant, load);
  const problems = [...checked.problems];
  const outside = load.fiveXX.filter((f) => f.at < killedAt || f.at > killedAt + KILL_WINDOW_MS);
  if (outside.length) problems.push(`${outside.length} 5xx outside the kill window`);
  // Recovery: nobody starts it; the supervisor does, and HAProxy puts it back.
  let recoverMs;
  try {
    await victim.waitRestarted(90_000);
    await cluster.waitInRotation(victim, 30_000);
    recoverMs = Date.now() - killedAt;
    if (victim.restarts <= restartsBefore) problems.push('the instance runs, but not by the supervisor');
  } catch (err) {
    problems.push(`the killed instance did not come back by itself: ${err.message}`);
  }
  const logLoss = await requestLogLoss(plain, answered, killedAt);
  problems.push(...logLoss.problems);
  return {
    ...tableRow(load, checked),
    recoverMs,
    problems,
    note: `${checked.acknowledgedFirst} of ${KEYS} acknowledged at the first try; ${logLoss.note}`,
  };
}
