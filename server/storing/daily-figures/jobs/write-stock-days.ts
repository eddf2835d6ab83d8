import { z } from 'zod';
import { defineJob } from '@/server/jobs/define-job';

/**
 * The daily stock figures' night run (server/stock-ledger/daily-figures/write-day.ts), 00:05 UTC: yesterday (and
 * any day of the week before that a missed night left unwritten), then the purge past 400 days. With `day` it
 * writes that past day again (on demand). Idempotent: a day's rows are replaced under the day's lock. Each
 * written day tells billing through the outbox (`work.stock_day_written`), dispatched at once after the run.
 */
export const writeStockDaysJob = defineJob({
  name: 'stock-ledger.write-days',
  payload: z.object({ day: z.iso.date().optional() }).passthrough(),
  schedule: '5 0 * * *',
  queue: { policy: 'short', retryLimit: 3, expireInSeconds: 900 },
  handler: async ({ day }) => {
    const [{ getDb }, { writeEndedDays, writeStockDay }, { kickOutbox }] = await Promise.all([
      import('@/db/client'),
      import('../write-day'),
      import('@/server/outbox/kick'),
    ]);
    const db = await getDb();
    if (day) await writeStockDay(db, day);
    else await writeEndedDays(db);
    kickOutbox();
  },
});
