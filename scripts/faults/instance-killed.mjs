// Fault 1 (issue 15 §2): an instance is killed (SIGKILL) while 16 clients create orders through the load
// balancer, each with a fresh Idempotency-Key; every key without an answer, or with a 5xx, is retried through the
// load balancer. Promise: exactly one order per key, every acknowledged order stored unchanged, no 5xx but those
// at the kill; the cluster's supervisor restarts the killed instance by itself (with backoff, logged) and
// HAProxy puts it back in rotation.
import { checkOrders, runOrderLoad, tableRow } from './order-load.mjs';

const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
/** 5xx are allowed from the kill until HAProxy has taken the instance out (2 failed checks 0.5 s apart) and a margin. */
const KILL_WINDOW_MS = 4_000;

export async function instanceKilled({ cluster, merchant }) {
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
  return {
    ...tableRow(load, checked),
    recoverMs,
    problems,
    note: `${checked.acknowledgedFirst} of ${KEYS} acknowledged at the first try`,
  };
}
