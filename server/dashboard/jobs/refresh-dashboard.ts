import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/**
 * Recomputes a merchant's dashboard figures of one period (server/dashboard/dashboard-snapshot.ts). Idempotent:
 * a run only replaces an older snapshot. One waiting job per merchant and period (policy short + singletonKey),
 * however many pages ask.
 */
export const refreshDashboardJob = defineJob({
  name: 'dashboard.refresh',
  payload: z.object({ merchant_id: z.string(), days: z.union([z.literal(7), z.literal(30), z.literal(90)]) }),
  queue: { policy: 'short', retryLimit: 1, expireInSeconds: 120 },
  handler: async ({ merchant_id, days }) => {
    const [{ getDb, getReadDb }, { refreshSnapshot }] = await Promise.all([
      import('@/db/client'),
      import('../dashboard-snapshot'),
    ]);
    await refreshSnapshot(await getDb(), merchant_id, days, await getReadDb());
  },
});
