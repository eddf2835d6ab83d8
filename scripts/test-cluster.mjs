// npm run test:cluster – the HTTP-level API tests through the production topology: a fresh database, the
// cluster (HAProxy -> 2 instances -> PgBouncer in transaction mode -> PostgreSQL; scripts/cluster/cluster.mjs),
// then vitest on the files below with TEST_BASE_URL set to HAProxy's address (tests/support/fixtures.ts `call`
// sends real HTTP there; the fixtures write merchants and clients straight into the same database). The last
// line is `N passed, N failed`; the exit status is non-zero when a test failed or the cluster did not start.
//
// Environment: TEST_CLUSTER_PORT (HAProxy, default 3300; the instances take the next two ports),
// TEST_CLUSTER_PGBOUNCER_PORT (default 6435), TEST_CLUSTER_SERVER_URL (the PostgreSQL server the fresh database
// is created on, default postgres://postgres@127.0.0.1:5432/postgres; dropped afterwards).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_ENV } from '../tests/support/test-env.mjs';
import { startCluster } from './cluster/cluster.mjs';

/**
 * The API test files that talk to the server only through `call` (HTTP) and the shared database. Every other
 * test file is left out because it reaches into the server's process, which a test cannot do across
 * HTTP: see EXCLUDED.
 */
export const THROUGH_CLUSTER = [
  'tests/catalog/catalog.test.ts',
  'tests/orders/orders-concurrency.test.ts',
  'tests/orders/orders-create.test.ts',
  'tests/orders/orders-lifecycle.test.ts',
  'tests/orders/orders-property.test.ts',
  'tests/orders/orders-seed.test.ts',
  'tests/platform/platform-idempotency.test.ts',
  'tests/platform/platform-openapi.test.ts',
  'tests/platform/platform-path-ids.test.ts',
  'tests/products/products-api.test.ts',
  'tests/returns/returns-create-list.test.ts',
  'tests/returns/returns-decision.test.ts',
  'tests/returns/returns-seed.test.ts',
  'tests/returns/returns-services.test.ts',
  'tests/returns/returns-warehouse.test.ts',
  'tests/platform/smoke.test.ts',
  'tests/split/split-errors.test.ts',
  'tests/split/split-idempotency.test.ts',
  'tests/split/split-move.test.ts',
  'tests/stock/stock-figures-property.test.ts',
  'tests/stock/stock-records.test.ts',
  'tests/stock/stock-units.test.ts',
];

/** Left out, and why (each needs the server in the test's own process). */
export const EXCLUDED = {
  'tests/orders/orders-idempotency.test.ts':
    'drives the creation deadline through in-process test hooks and env',
  'tests/orders/orders-list.test.ts': "moves the server's clock (setClock) in-process",
  'tests/orders/orders-reads.test.ts': 'spies on in-process functions (vi.spyOn)',
  'tests/platform/platform-client-cache.test.ts': "mocks a module and inspects the process's client cache",
  'tests/platform/platform-client-cache-off.test.ts': "switches DATABASE_LISTEN in the server's process",
  'tests/platform/platform-deprecation.test.ts': "sets API_DEPRECATIONS in the server's process",
  'tests/platform/platform-oauth.test.ts':
    'changes rate limits and the clock in-process, dispatches directly',
  'tests/platform/platform-ops-admin.test.ts': 'captures the log lines of the in-process handler',
  'tests/platform/platform-wrapper.test.ts': 'changes rate limits in-process and enqueues jobs there',
  'tests/security/rate-limit-lease.test.ts': "a unit test of the limiter's leases in-process",
  'tests/returns/returns-attachments.test.ts': "moves the server's clock (setClock) in-process",
  'tests/returns/returns-labels.test.ts': 'replaces the carrier and runs the label workers in-process',
  'tests/security/session-principal.test.ts': 'calls the portal session principal in-process',
  'tests/split/split-concurrency.test.ts': 'pauses splits through in-process test hooks',
  'tests/split/split-legacy.test.ts': "moves the server's clock (setClock) in-process",
  'tests/webhooks/webhooks-delivery.test.ts': 'runs the delivery workers in-process with its own retry env',
  'tests/webhooks/webhooks-endpoints.test.ts': "switches WEBHOOKS_ALLOW_INSECURE in the server's process",
  'tests/webhooks/webhook-target-addresses.test.ts':
    "switches WEBHOOKS_ALLOW_INSECURE in the server's process",
  'tests/security/token-attempts.test.ts':
    'sets the attempt limits in-process and speaks for addresses it makes up',
  'tests/security/client-address.test.ts': 'a unit test of TRUSTED_PROXIES in-process',
  'tests/security/secrets.test.ts': "rotates the server's keys in-process",
  'tests/files/file-downloads.test.ts': 'stores files in-process (storeFile) before fetching them',
};

async function main() {
  const started = Date.now();
  const port = Number(process.env.TEST_CLUSTER_PORT ?? 3300);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fp-test-cluster-'));
  let cluster = null;
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await cluster?.stop();
  };
  for (const sig of ['SIGINT', 'SIGTERM']) {
    process.on(sig, () => void stop().then(() => process.exit(1)));
  }

  let passed = 0;
  let failed = 0;
  let ok = false;
  try {
    cluster = await startCluster({
      instances: 2,
      port,
      pgbouncerPort: Number(process.env.TEST_CLUSTER_PGBOUNCER_PORT ?? 6435),
      serverUrl: process.env.TEST_CLUSTER_SERVER_URL,
      databaseName: `fp_test_cluster_${Date.now().toString(36)}`,
      dir,
      // The suite's secrets and limits, so the fixtures' tokens verify on the instances.
      env: { ...TEST_ENV, LOG_LEVEL: 'warn' },
    });
    // The HTTP-level files through HAProxy, then the pooler's and the balancer's own tests (in-process, through a
    // PgBouncer of their own in front of the same database, and an HAProxy of their own): the ordinary suite skips
    // them where PgBouncer and HAProxy are not installed yet, as on a fresh machine, which the cluster installs.
    const runs = [
      { files: THROUGH_CLUSTER, env: { TEST_BASE_URL: cluster.url } },
      {
        files: ['tests/topology/pgbouncer-transaction-mode.test.ts', 'tests/topology/haproxy-errors.test.ts'],
        env: { TEST_BASE_URL: '' },
      },
    ];
    ok = true;
    for (const [i, r] of runs.entries()) {
      const report = path.join(dir, `vitest-${i}.json`);
      const run = spawnSync(
        path.join('node_modules', '.bin', 'vitest'),
        ['run', ...r.files, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        { stdio: 'inherit', env: { ...process.env, ...r.env, DATABASE_URL: cluster.databaseUrl } },
      );
      let failedHere = 1;
      if (fs.existsSync(report)) {
        const json = JSON.parse(fs.readFileSync(report, 'utf8'));
        passed += json.numPassedTests;
        failedHere = json.numFailedTests + (json.numRuntimeErrorTests ?? 0);
        if (json.numFailedTestSuites && !failedHere) failedHere = json.numFailedTestSuites;
      }
      failed += failedHere;
      ok &&= run.status === 0 && failedHere === 0;
    }
  } catch (err) {
    console.error(`[test:cluster] ${err.stack ?? err.message}`);
    failed = Math.max(failed, 1);
  } finally {
    await stop();
  }
  if (ok) fs.rmSync(dir, { recursive: true, force: true });
  else console.log(`[test:cluster] configs and logs kept in ${dir}`);
  console.log(`[test:cluster] ${Math.round((Date.now() - started) / 1000)} s`);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

await main();
