import { z } from 'zod';
import { getDb } from '@/db/client';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import { enqueue } from '@/server/jobs/queue';
import { countMarkedDays } from '@/server/dashboard/order-figure-days';
import { dispatchOutbox, dueLanes, type Lane } from '../dispatch-outbox';
import { deliverLaneJob } from './deliver-lane-job';

const DISPATCH_BATCH = 500;
/** A day of order figures marked less than this long ago waits for a later run (one recount per busy day). */
const FIGURES_PACE_MS = 10_000;

/**
 * Fans out every undispatched outbox event and starts the lanes that got work. Runs every minute (the sweep,
 * which also restarts lanes whose job was lost or whose worker died), and at once when kickOutbox() is called.
 */
export async function runDispatch(opts: { sweep: boolean }): Promise<void> {
  const db = await getDb();
  const lanes = new Map<string, Lane>();
  for (let i = 0; i < 50; i++) {
    const { events, lanes: got } = await dispatchOutbox(db, DISPATCH_BATCH);
    for (const l of got) lanes.set(`${l.endpointId}\u0000${l.orderingKey}`, l);
    // A batch that was not full left nothing behind: events committed since come with a kick of their own.
    if (events < DISPATCH_BATCH) break;
  }
  if (opts.sweep) for (const l of await dueLanes(db)) lanes.set(`${l.endpointId}\u0000${l.orderingKey}`, l);
  for (const l of lanes.values()) await enqueue(deliverLaneJob, l);
  if (lanes.size > 0) log.info('webhook lanes started', { lanes: lanes.size, sweep: opts.sweep });
  // The dashboard's order figures of the days marked by this and earlier runs (a page that reads a merchant's
  // dashboard counts that merchant's days first; this keeps the others from piling up).
  const days = await countMarkedDays(db, {
    markedBefore: opts.sweep ? undefined : new Date(Date.now() - FIGURES_PACE_MS),
  });
  if (days > 0) log.debug('order figure days counted', { days });
}

export const dispatchOutboxJob = defineJob({
  name: 'webhooks.dispatch-outbox',
  payload: z.object({}).passthrough(),
  schedule: '* * * * *',
  queue: { retryLimit: 2, expireInSeconds: 300 },
  handler: async () => runDispatch({ sweep: true }),
});
