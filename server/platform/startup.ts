import { getDb } from '@/db/client';
import { ensureOperatorClient } from '@/server/api-clients/ensure-operator-client';
import { log } from '@/server/core/logger';
import { assertTrustedProxiesValid } from '@/server/core/client-address';
import { missingProductionSecrets } from '@/server/core/secrets';
import { assertStorageConfigured } from '@/server/files/storage';
import { startWorkers } from '@/server/jobs/queue';
import { ALL_JOBS } from '@/server/platform/all-jobs';
import { registerInstance } from '@/server/platform/instance-registry';
import { installGracefulShutdown } from '@/server/platform/shutdown';

/**
 * Runs once per server process (instrumentation.ts): migrations (inside getDb), the check that no incompatible
 * release runs on the same database, the bootstrap operator client (05 §1), the demo data when DEMO_SEED=1, and
 * the background workers. A process that cannot open its database (the embedded one owned by another live
 * process, PostgreSQL unreachable, a migration that fails) or that would run beside an incompatible release
 * exits with the reason instead of answering every request with 500: a supervisor restarts it, a person reads why.
 */
export async function startup(): Promise<void> {
  // How long each step took, in the "server ready" line: a slow start says where its time went.
  const phases: Record<string, number> = {};
  let last = performance.now();
  const phase = (name: string) => {
    const t = performance.now();
    phases[name] = Math.round(t - last);
    last = t;
  };
  let db;
  try {
    const missing = missingProductionSecrets();
    if (missing.length)
      throw new Error(
        `NODE_ENV=production needs ${missing.join(', ')} set (generated keys would be stored beside the data they protect; README "Configuration")`,
      );
    assertTrustedProxiesValid();
    assertStorageConfigured();
    db = await getDb();
    phase('database_ms');
    await registerInstance(db);
    phase('instance_registry_ms');
  } catch (err) {
    log.error('the server cannot start', { reason: (err as Error).message });
    process.exit(1);
  }
  await ensureOperatorClient(db);
  phase('operator_client_ms');
  if (process.env.DEMO_SEED === '1') {
    const { seedDemo } = await import('@/server/demo/seed');
    const { SEED_STEPS } = await import('@/server/demo/steps');
    await seedDemo(db, SEED_STEPS);
    phase('demo_data_ms');
  }
  await startWorkers(ALL_JOBS);
  phase('workers_ms');
  installGracefulShutdown();
  log.info('server ready', {
    database: process.env.DATABASE_URL ? 'postgres' : 'embedded',
    uptime_ms: Math.round(process.uptime() * 1000),
    ...phases,
  });
}
