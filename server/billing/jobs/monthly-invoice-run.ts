import { z } from 'zod';
import { getDb } from '@/db/client';
import { now } from '@/server/core/clock';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import { runInvoices } from '../invoices/run-invoices';
import { previousPeriod } from '../invoices/period';
import { chargeQueuedEvents } from './charge-outbox';

/**
 * On the 1st of each month (02:00 UTC): the charges still queued are written, then the previous month's drafts
 * are run for every merchant. The operator reviews and issues them. Safe to run again (the same drafts).
 */
export const monthlyInvoiceRunJob = defineJob({
  name: 'billing.monthly-invoice-run',
  payload: z.object({ period: z.string().optional() }).passthrough(),
  schedule: '0 2 1 * *',
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 900 },
  handler: async (p) => {
    const db = await getDb();
    await chargeQueuedEvents(db);
    const period = p.period ?? previousPeriod(now());
    const drafts = await runInvoices(db, { period });
    log.info('monthly invoice run', { period, drafts: drafts.length });
  },
});
