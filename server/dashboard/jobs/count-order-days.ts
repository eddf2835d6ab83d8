import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/** Days of order figures marked meanwhile wait this long for a run: a busy day is counted once per interval. */
export const COUNT_ORDER_DAYS_AFTER_SECONDS = 10;

/**
 * Counts the days of order figures marked in dashboard_figure_days again (server/dashboard/order-figure-days.ts),
 * off the dispatcher's run: queued by the dispatcher when it dispatched events, to start
 * COUNT_ORDER_DAYS_AFTER_SECONDS later (one waiting job however many runs ask: policy short + singletonKey), and
 * every minute for days marked otherwise. Idempotent: a recount replaces the day's figures.
 */
export const countOrderDaysJob = defineJob({
  name: 'dashboard.count-order-days',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  queue: { policy: 'short', retryLimit: 2, expireInSeconds: 300 },
  handler: async () => {
    const [{ getDb }, { countMarkedDays }] = await Promise.all([
      import('@/db/client'),
      import('../order-figure-days'),
    ]);
    await countMarkedDays(await getDb());
  },
});
