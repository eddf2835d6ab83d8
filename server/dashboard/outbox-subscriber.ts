import { sql } from 'drizzle-orm';
import { enqueue } from '@/server/jobs/queue';
import type { OutboxSubscriber } from '@/server/outbox/subscriber';
import { COUNT_ORDER_DAYS_AFTER_SECONDS, countOrderDaysJob } from './jobs/count-order-days';
import { markDaysOfEvents } from './order-figure-days';

/**
 * The dashboard's order figures as the outbox's subscriber: the creation days of the orders that order events
 * name are marked (order-figure-days.ts), exactly once an event, off the transaction that wrote it. The days
 * newly marked are counted a little later, by one job (a day already marked waits for the job its mark
 * queued; a page that reads a merchant's dashboard counts that merchant's days first).
 */
export const orderFigureDays: OutboxSubscriber<number> = {
  name: 'dashboard order days',
  fanOut: ({ events }) => markDaysOfEvents(events),
  outcome: (cte) => sql`(select count(*) from ${sql.raw(cte)})::int`,
  afterDispatch: async (_db, outcomes) => {
    if (outcomes.some((marked) => Number(marked) > 0))
      await enqueue(
        countOrderDaysJob,
        {},
        { singletonKey: 'all', startAfter: COUNT_ORDER_DAYS_AFTER_SECONDS },
      );
  },
};
