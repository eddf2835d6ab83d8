// Failover: while 16 clients create orders with Idempotency-Keys, the primary PostgreSQL crashes
// (pg_ctl stop -m immediate), the streaming replica (synchronous replication) is promoted, and the database
// endpoint the instances and PgBouncer use is pointed at it (cluster.failover: what a managed database's
// failover does). No instance is restarted.
// Promise: every acknowledged order is on the new primary, unchanged; retries with the same keys lose and
// duplicate nothing; every instance is ready again by itself; 5xx only in the failover window, each a 503 with
// Retry-After in the error shape with its request id.
import { checkOrders, runOrderLoad, tableRow } from './order-load.mjs';

const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
/** After the endpoint moved: PgBouncer's and the pools' next connections, and HAProxy's checks. */
const AFTER_MS = 10_000;

async function readyzStatus(url) {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3_000) })).status;
  } catch {
    return 0;
  }
}

export async function failover({ cluster, merchant }) {
  if (!cluster.replica) throw new Error('the fault suite needs a replica (startCluster({ replica: true }))');
  const pids = cluster.instances.map((i) => i.pid());
  const window = { start: 0, end: 0, recoverMs: null, steps: null };
  const load = await runOrderLoad({
    merchant,
    label: 'FO',
    keys: KEYS,
    retries: 60,
    retryDelayMs: 500,
    fault: async () => {
      window.start = Date.now();
      window.steps = await cluster.failover();
      window.end = Date.now();
      while (Date.now() - window.end < 60_000) {
        const statuses = await Promise.all(cluster.instances.map((i) => readyzStatus(i.url)));
        if (statuses.every((s) => s === 200)) {
          window.recoverMs = Date.now() - window.start;
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  });
  const problems = [];
  if (window.recoverMs === null) problems.push('an instance was not ready within 60 s of the failover');
  if (load.lastFirstAnswerAt < window.end)
    problems.push('the load ended before the failover did: nothing was sent across it (raise FAULTS_ORDERS)');
  const restarted = cluster.instances.filter((i, n) => i.pid() !== pids[n]);
  if (restarted.length) problems.push(`${restarted.length} instance(s) were restarted`);
  const checked = await checkOrders(merchant, load);
  problems.push(...checked.problems);
  const outside = load.fiveXX.filter((f) => f.at < window.start || f.at > window.end + AFTER_MS);
  if (outside.length) problems.push(`${outside.length} 5xx outside the failover window`);
  const badShape = load.fiveXX.filter(
    (f) =>
      f.res.status !== 503 ||
      !f.res.headers?.get('retry-after') ||
      typeof f.res.body?.error_code !== 'string' ||
      typeof f.res.body?.request_id !== 'string',
  );
  if (badShape.length) {
    const e = badShape[0].res;
    problems.push(
      `${badShape.length} 5xx not a 503 with Retry-After in the error shape (first: ${e.status} ${e.error ?? JSON.stringify(e.body)})`,
    );
  }
  return {
    ...tableRow(load, checked),
    recoverMs: window.recoverMs ?? undefined,
    problems,
    note: `primary crashed, replica promoted in ${window.steps?.promotedMs} ms, endpoint moved ${window.steps?.doneMs} ms after the crash; ${checked.acknowledgedFirst} of ${KEYS} acknowledged at the first try`,
  };
}
