import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/server/jobs/define-job';
import { dispatchOutbox } from './dispatch';
import type { OutboxSubscribers } from './subscriber';

const DISPATCH_BATCH = 500;

/**
 * The dispatcher's job (and its queue). The name is older than the outbox's folder: a running release and the
 * next one share the queue and its schedule.
 */
export const DISPATCH_OUTBOX_JOB = 'webhooks.dispatch-outbox';

/**
 * Dispatches every undispatched outbox event to the subscribers, batch after batch, then lets each subscriber
 * start what its batches call for. `sweep`: the run every minute, whose subscribers also pick up work that was
 * lost (webhooks: lanes whose job was lost or whose worker died), rather than a kickOutbox() after a commit.
 */
export async function runDispatch(subscribers: OutboxSubscribers, opts: { sweep: boolean }): Promise<void> {
  const db = await getDb();
  const outcomes: unknown[][] = subscribers.map(() => []);
  for (let i = 0; i < 50; i++) {
    const { events, outcomes: got } = await dispatchOutbox(db, subscribers, DISPATCH_BATCH);
    got.forEach((o, k) => outcomes[k]!.push(o));
    // A batch that was not full left nothing behind: events committed since come with a kick of their own.
    if (events < DISPATCH_BATCH) break;
  }
  for (const [k, s] of subscribers.entries()) await s.afterDispatch(db, outcomes[k]!, opts);
}

/**
 * The dispatcher's job for the composition root's subscribers: every minute (the sweep), and in-process at once
 * when kickOutbox() is called (payload `{ sweep: false }`).
 */
export function outboxDispatchJob(subscribers: OutboxSubscribers) {
  return defineJob({
    name: DISPATCH_OUTBOX_JOB,
    payload: z.object({ sweep: z.boolean().optional() }).passthrough(),
    schedule: '* * * * *',
    queue: { retryLimit: 2, expireInSeconds: 300 },
    handler: async (p) => runDispatch(subscribers, { sweep: p.sweep !== false }),
  });
}
