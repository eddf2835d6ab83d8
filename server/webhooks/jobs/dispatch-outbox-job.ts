import { z } from 'zod';
import { getDb } from '@/db/client';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import { enqueue } from '@/server/jobs/queue';
import { COUNT_ORDER_DAYS_AFTER_SECONDS, countOrderDaysJob } from '@/server/dashboard/jobs/count-order-days';
import { dispatchOutbox, dueLanes, type Lane } from '../dispatch-outbox';
import { deliverLaneJob } from './deliver-lane-job';

const DISPATCH_BATCH = 500;

/**
 * Fans out every undispatched outbox event and starts the lanes that got work. Runs every minute (the sweep,
 * which also restarts lanes whose job was lost or whose worker died), and at once when kickOutbox() is called.
 */
export async function runDispatch(opts: { sweep: boolean }): Promise<void> {
  const db = await getDb();
  const lanes = new Map<string, Lane>();
  let marked = 0;
  for (let i = 0; i < 50; i++) {
    const { events, lanes: got, markedDays } = await dispatchOutbox(db, DISPATCH_BATCH);
    marked += markedDays;
    for (const l of got) lanes.set(`${l.endpointId}\u0000${l.orderingKey}`, l);
    // A batch that was not full left nothing behind: events committed since come with a kick of their own.
    if (events < DISPATCH_BATCH) break;
  }
  if (opts.sweep) for (const l of await dueLanes(db)) lanes.set(`${l.endpointId}\u0000${l.orderingKey}`, l);
  for (const l of lanes.values()) await enqueue(deliverLaneJob, l);
  if (lanes.size > 0) log.info('webhook lanes started', { lanes: lanes.size, sweep: opts.sweep });
  // The days of the dashboard's order figures that the events newly marked are counted a little later, by one
  // job (a day already marked waits for the job its mark queued; a page that reads a merchant's dashboard
  // counts that merchant's days first).
  if (marked > 0)
    await enqueue(countOrderDaysJob, {}, { singletonKey: 'all', startAfter: COUNT_ORDER_DAYS_AFTER_SECONDS });
}

export const dispatchOutboxJob = defineJob({
  name: 'webhooks.dispatch-outbox',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  queue: { retryLimit: 2, expireInSeconds: 300 },
  handler: async () => runDispatch({ sweep: true }),
});
