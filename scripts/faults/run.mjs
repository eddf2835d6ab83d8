#!/usr/bin/env node
// npm run faults (issue 15 §2): starts the production topology (scripts/cluster/cluster.mjs: HAProxy, 2 instances,
// PgBouncer in transaction mode, a fresh database), runs each fault scenario against it, prints one table and
// exits non-zero when a promise is broken. Every scenario builds its own merchant through the API, so the suite
// can run again and again; every loop is bounded, and it talks only to 127.0.0.1. The last line is
// `N passed, N failed` (one per scenario).
import '../lib/require-node.mjs';
import { startCluster } from '../cluster/cluster.mjs';
import { OPERATOR, ScenarioCancelled, beginScenario, newMerchant, seen } from './api.mjs';
import { instanceKilled } from './instance-killed.mjs';
import { invoiceRunKilled } from './invoice-run-killed.mjs';
import { labelWorkerKilled } from './label-worker-killed.mjs';
import { badInput } from './bad-input.mjs';
import { crossTenant } from './cross-tenant.mjs';
import { failover } from './failover.mjs';
import { postgresCrashed } from './postgres-crashed.mjs';
import { postgresRestarted } from './postgres-restarted.mjs';
import { readReplica } from './read-replica.mjs';
import { objectStorageDown } from './object-storage-down.mjs';
import { mixedVersions } from './mixed-versions.mjs';
import { migrationsUnderLoad } from './migrations-under-load.mjs';
import { networkPartition } from './network-partition.mjs';
import { noInstance } from './no-instance.mjs';
import { buildPreviousReleaseInBackground } from './previous-release.mjs';
import { rollingRestart } from './rolling-restart.mjs';
import { stockRaces } from './stock-races.mjs';
import { verifyStockLedger } from './stock-verify.mjs';
import { receivingUnderLoad } from './receiving-load.mjs';
import { webhooksFailing } from './webhooks-failing.mjs';

const ALL_SCENARIOS = [
  ['instance killed mid-request', instanceKilled],
  ['PostgreSQL restarted', postgresRestarted],
  ['webhook receivers that fail', webhooksFailing],
  ['worker killed during a label', labelWorkerKilled],
  ['instance killed during an invoice run', invoiceRunKilled],
  ['concurrent splits and reservations', stockRaces],
  ['receiving under load', receivingUnderLoad],
  ['bad input at volume', badInput],
  ['cross-tenant probing', crossTenant],
  ['rolling restart', rollingRestart],
  ['two releases at once', mixedVersions],
  ['migrations while the previous release serves', migrationsUnderLoad],
  ['object storage down', objectStorageDown],
  ['PostgreSQL crashed', postgresCrashed],
  ['reads from the replica', readReplica],
  ['no instance available', noInstance],
  ['network partition', networkPartition],
  // Last: afterwards the primary is the promoted replica and there is no replica left.
  ['failover to the replica', failover],
];
// FAULTS_ONLY=<words> runs the scenarios whose name contains one of them (comma-separated).
const only = process.env.FAULTS_ONLY?.split(',').map((w) => w.trim().toLowerCase());
const SCENARIOS = only
  ? ALL_SCENARIOS.filter(([n]) => only.some((w) => n.toLowerCase().includes(w)))
  : ALL_SCENARIOS;
/**
 * Every scenario runs within a time budget (FAULTS_SCENARIO_SECONDS, default 8 minutes). At the budget it is
 * cancelled: every request it makes from then on throws (scripts/faults/api.mjs), so it stops sending before
 * the next scenario starts; its row then shows what it had sent and seen, and it fails.
 */
const SCENARIO_TIMEOUT_MS = Number(process.env.FAULTS_SCENARIO_SECONDS ?? 480) * 1000;
/** How long a cancelled scenario gets to unwind (its requests in flight end with the cancellation). */
const UNWIND_MS = 30_000;

// The mixed-version scenarios' previous release, when not yet cached: built while the cluster starts and the
// first scenarios run (they mostly wait).
if (SCENARIOS.some(([n]) => /two releases|previous release/.test(n)))
  buildPreviousReleaseInBackground({ log: (m) => console.log(`[faults] ${m}`) });
const cluster = await startCluster({
  instances: 2,
  port: Number(process.env.FAULTS_PORT ?? 3400),
  pgbouncerPort: Number(process.env.FAULTS_PGBOUNCER_PORT ?? 6436),
  // Its own PostgreSQL (initdb under the cluster's folder), so that it can be restarted (scenario 2).
  throwawayPostgres: true,
  // Durable as production: an acknowledged commit is on disk (scenario "PostgreSQL crashed").
  postgresFsync: true,
  // A streaming replica with synchronous replication, behind a database endpoint (scenario "failover").
  replica: true,
  postgresPort: Number(process.env.FAULTS_POSTGRES_PORT ?? 6446),
  env: {
    OPERATOR_CLIENT_ID: OPERATOR.id,
    OPERATOR_CLIENT_SECRET: OPERATOR.secret,
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_BURST: '200000',
    WEBHOOKS_ALLOW_INSECURE: '1',
    // Scenario 3: retries within seconds instead of minutes, and a receiver that hangs past a short timeout.
    WEBHOOK_RETRY_BASE_MS: '250',
    WEBHOOK_RETRY_MAX_DELAY_MS: '1000',
    WEBHOOK_TIMEOUT_MS: '2000',
    // Scenario 4 finds the instance rendering a label by its info line `return label rendering`.
    LOG_LEVEL: 'info',
  },
  log: (m) => console.log(`[cluster] ${m}`),
});
const rows = [];
try {
  for (const [name, run] of SCENARIOS) {
    const started = Date.now();
    let row;
    const cancel = new AbortController();
    beginScenario(cancel.signal);
    let timer;
    const budget = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), SCENARIO_TIMEOUT_MS);
    });
    const running = (async () =>
      run({ cluster, merchant: await newMerchant(cluster.url), signal: cancel.signal }))();
    running.catch(() => {});
    try {
      const first = await Promise.race([running, budget]);
      if (first === 'timeout') {
        cancel.abort();
        // Its requests stop; wait (bounded) until it has unwound, so nothing of it overlaps the next scenario.
        const unwound = await Promise.race([
          running.then(
            () => true,
            () => true,
          ),
          new Promise((r) => setTimeout(() => r(false), UNWIND_MS)),
        ]);
        row = {
          requests: seen.requests,
          acknowledged: seen.acknowledged,
          fiveXX: seen.fiveXX + seen.unanswered,
          problems: [
            `ran out of its ${SCENARIO_TIMEOUT_MS / 1000} s budget and was cancelled${unwound ? '' : ' (still unwinding after 30 s)'}; ` +
              `it had sent ${seen.requests} requests: ${seen.acknowledged} 2xx, ${seen.fiveXX} 5xx, ${seen.unanswered} unanswered`,
          ],
        };
      } else row = first;
    } catch (err) {
      row = {
        requests: seen.requests,
        acknowledged: seen.acknowledged,
        fiveXX: seen.fiveXX + seen.unanswered,
        problems: [`did not finish: ${err instanceof ScenarioCancelled ? 'cancelled' : err.message}`],
      };
    } finally {
      clearTimeout(timer);
      cancel.abort();
    }
    // Whatever the scenario broke, the stock ledger must still add up (npm run stock:verify).
    row = { ...row, problems: [...row.problems, ...(await verifyStockLedger(cluster))] };
    rows.push({ name, seconds: Math.round((Date.now() - started) / 1000), requests: seen.requests, ...row });
    console.log(
      `[faults] ${name}: ${row.problems.length ? 'broken' : 'held'} (${Math.round((Date.now() - started) / 1000)} s)`,
    );
  }
} finally {
  await cluster.stop();
}

const cell = (v) => (v === undefined ? '–' : String(v));
console.log('\n| scenario | requests | acknowledged | lost | duplicates | 5xx | time to recover | held |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${cell(r.requests)} | ${cell(r.acknowledged)} | ${cell(r.lost)} | ${cell(r.duplicates)} | ${cell(r.fiveXX)} | ${r.recoverMs === undefined ? '–' : `${(r.recoverMs / 1000).toFixed(1)} s`} | ${r.problems.length ? 'NO' : 'yes'} |`,
  );
for (const r of rows) {
  if (r.note) console.log(`${r.name}: ${r.note} (${r.seconds} s)`);
  for (const p of r.problems.slice(0, 10)) console.log(`  broken: ${r.name}: ${p}`);
}
const failed = rows.filter((r) => r.problems.length).length;
console.log(`${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
