// Fault 1 (issue 15 §2): an instance is killed (SIGKILL) while 16 clients create orders through the load
// balancer, each with a fresh Idempotency-Key; every key without an answer, or with a 5xx, is retried through the
// load balancer. Promise: exactly one order per key, every acknowledged order stored unchanged, no 5xx but those
// at the kill.
import { checkOrders, runOrderLoad, tableRow } from './order-load.mjs';

const KEYS = Number(process.env.FAULTS_ORDERS ?? 400);
/** 5xx are allowed from the kill until HAProxy has taken the instance out (2 failed checks 0.5 s apart) and a margin. */
const KILL_WINDOW_MS = 4_000;

export async function instanceKilled({ cluster, merchant }) {
  const victim = cluster.instances[0];
  let killedAt = null;
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
  // Recovery: the killed instance starts again and HAProxy puts it back.
  const restarted = Date.now();
  await victim.start();
  await victim.waitReady(60_000);
  return {
    ...tableRow(load, checked),
    recoverMs: Date.now() - restarted,
    problems,
    note: `${checked.acknowledgedFirst} of ${KEYS} acknowledged at the first try`,
  };
}
