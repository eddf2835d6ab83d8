import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/**
 * Recomputes a merchant's dashboard figures of one period (server/dashboard/dashboard-snapshot.ts), after
 * folding the shards of its past days' daily figures (compact-daily-figures.ts). Idempotent:
 * a run only replaces an older snapshot. One waiting job per merchant and period (policy short + singletonKey),
 * however many pages ask.
 */
export const refreshDashboardJob = defineJob({
  name: 'dashboard.refresh',
  payload: z.object({ merchant_id: z.string(), days: z.union([z.literal(7), z.literal(30), z.literal(90)]) }),
  queue: { policy: 'short', retryLimit: 1, expireInSeconds: 120 },
  handler: async ({ merchant_id, days }) => {
    const [{ getDb, getReadDb }, { refreshSnapshot }, { compactDailyFigures }] = await Promise.all([
      import('@/db/client'),
      import('../dashboard-snapshot'),
      import('../compact-daily-figures'),
    ]);
    const db = await getDb();
    await compactDailyFigures(db, merchant_id);
    await refreshSnapshot(db, merchant_id, days, await getReadDb());
  },
});
