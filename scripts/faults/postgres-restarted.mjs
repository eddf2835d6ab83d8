// Fault 2 (issue 15 §2): PostgreSQL (the suite's own throwaway cluster) is stopped and started again while 16
// clients create orders through the load balancer, with a return label being rendered across the outage.
// Promise: the instances come back without being restarted; /readyz fails while the database is down and
// recovers; the only 5xx are 503 with Retry-After in the error shape, inside the outage; the label job resumes;
// retries with the same keys lose and duplicate nothing.
import { checkOrders, runOrderLoad, tableRow } from './order-load.mjs';
import { labelReturn, waitForLabel } from './returns.mjs';

const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
const DOWN_MS = Number(process.env.FAULTS_PG_DOWN_MS ?? 5_000);
/** After PostgreSQL is back, PgBouncer and the pools reconnect on their next use; a margin for that. */
const AFTER_MS = 5_000;

async function readyzStatus(url) {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 0;
  }
}

export async function postgresRestarted({ cluster, merchant }) {
  if (!cluster.postgres) throw new Error('the fault suite needs its own PostgreSQL (throwawayPostgres)');
  const pids = cluster.instances.map((i) => i.pid());
  const ret = await labelReturn(merchant);
  const outage = {
    start: 0,
    end: 0,
    recoverMs: null,
    readyzDown: cluster.instances.map(() => false),
    label: null,
  };
  const load = await runOrderLoad({
    merchant,
    label: 'F2',
    keys: KEYS,
    retries: 40,
    retryDelayMs: 500,
    fault: async () => {
      // A label job in flight across the outage (the carrier step takes LABEL_CARRIER_DELAY_MS).
      outage.label = await merchant.api('POST', `/v1/order-returns/${ret.id}/_request-label?wait_seconds=0`);
      outage.start = Date.now();
      await cluster.postgres.stop();
      while (Date.now() - outage.start < DOWN_MS) {
        const statuses = await Promise.all(cluster.instances.map((i) => readyzStatus(i.url)));
        statuses.forEach((s, n) => {
          if (s !== 200) outage.readyzDown[n] = true;
        });
        await new Promise((r) => setTimeout(r, 250));
      }
      await cluster.postgres.start();
      outage.end = Date.now();
      // Recovery: every instance answers /readyz again (none is restarted).
      while (Date.now() - outage.end < 60_000) {
        const statuses = await Promise.all(cluster.instances.map((i) => readyzStatus(i.url)));
        if (statuses.every((s) => s === 200)) {
          outage.recoverMs = Date.now() - outage.end;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  });
  const problems = [];
  const recoverMs = outage.recoverMs ?? null;
  if (recoverMs === null)
    problems.push('an instance did not become ready within 60 s of PostgreSQL starting');
  const restarted = cluster.instances.filter((i, n) => i.pid() !== pids[n]);
  if (restarted.length) problems.push(`${restarted.length} instance(s) had to be restarted`);
  outage.readyzDown.forEach((down, n) => {
    if (!down) problems.push(`instance ${n + 1}: /readyz did not fail while PostgreSQL was down`);
  });

  const checked = await checkOrders(merchant, load);
  problems.push(...checked.problems);
  const outside = load.fiveXX.filter((f) => f.at < outage.start || f.at > outage.end + AFTER_MS);
  if (outside.length) problems.push(`${outside.length} 5xx outside the outage`);
  // Every 5xx, whoever answered it (an instance, or HAProxy when no instance was ready): a 503 with Retry-After,
  // in the error shape with the request id, the same id as the X-Request-Id header that HAProxy made.
  const badShape = load.fiveXX.filter(
    (f) =>
      f.res.status !== 503 ||
      !f.res.headers?.get('retry-after') ||
      typeof f.res.body?.error_code !== 'string' ||
      typeof f.res.body?.message !== 'string' ||
      typeof f.res.body?.request_id !== 'string' ||
      f.res.body.request_id !== f.res.headers?.get('x-request-id'),
  );
  const byHaproxy = load.fiveXX.filter((f) => f.res.headers?.get('retry-after') === '1').length;
  if (badShape.length) {
    const e = badShape[0].res;
    problems.push(
      `${badShape.length} 5xx not a 503 with Retry-After in the error shape with its request id (first: ${e.status} ${e.error ?? JSON.stringify(e.body)} x-request-id ${e.headers?.get?.('x-request-id')})`,
    );
  }

  // The label requested just before the outage completes once the database is back.
  if (![200, 202].includes(outage.label?.status))
    problems.push(`label request before the outage: ${outage.label?.status}`);
  const label = await waitForLabel(merchant, ret.id, 120_000);
  if (label?.status !== 'complete')
    problems.push(`label across the outage ended ${label?.status ?? 'unfinished'}`);

  return {
    ...tableRow(load, checked),
    recoverMs: recoverMs ?? undefined,
    problems,
    note: `PostgreSQL down ${((outage.end - outage.start) / 1000).toFixed(1)} s; ${checked.acknowledgedFirst} of ${KEYS} acknowledged at the first try; label ${label?.status}; ${load.fiveXX.length} 5xx (${byHaproxy} by HAProxy), every one a 503 with its request id`,
  };
}
