import { getDb } from '@/db/client';
import { ensureOperatorClient } from '@/server/api-clients/ensure-operator-client';
import { log } from '@/server/core/logger';
import { startWorkers } from '@/server/jobs/queue';
import { ALL_JOBS } from '@/server/platform/all-jobs';

/**
 * Runs once per server process (instrumentation.ts): migrations (inside getDb), the bootstrap operator client
 * (05 §1), the demo data when DEMO_SEED=1, and the background workers.
 */
export async function startup(): Promise<void> {
  const db = await getDb();
  await ensureOperatorClient(db);
  if (process.env.DEMO_SEED === '1') {
    const { seedDemo } = await import('@/server/demo/seed');
    const { SEED_STEPS } = await import('@/server/demo/steps');
    await seedDemo(db, SEED_STEPS);
  }
  await startWorkers(ALL_JOBS);
  log.info('server ready', { database: process.env.DATABASE_URL ? 'postgres' : 'embedded' });
}
