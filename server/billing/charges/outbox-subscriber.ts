import { sql } from 'drizzle-orm';
import { enqueue } from '@/server/jobs/queue';
import type { OutboxSubscriber } from '@/server/outbox/subscriber';
import { chargeOutboxJob } from '../jobs/charge-outbox';
import { BILLABLE_EVENT_TYPES } from './billable-work';

/**
 * Billing as the outbox's subscriber: each billable event of a batch is queued for charging (one row per event,
 * exactly once, in the dispatcher's statement), and the charge job is started after the dispatch. The charges
 * are written by that job, off the transaction that did the work and off the dispatcher's statement.
 */
export const billingCharges: OutboxSubscriber<number> = {
  name: 'billing charges',
  fanOut: ({ events }) => sql`
    insert into billing_event_queue (event_seq, event_id, merchant_id)
    select seq, id, merchant_id from ${sql.raw(events)}
     where type in (${sql.join(
       BILLABLE_EVENT_TYPES.map((t) => sql`${t}`),
       sql`, `,
     )})
    on conflict (event_seq) do nothing
    returning event_seq`,
  outcome: (cte) => sql`(select count(*) from ${sql.raw(cte)})::int`,
  afterDispatch: async (_db, outcomes, { sweep }) => {
    // The sweep also restarts a charge job that was lost with a queue left behind.
    if (sweep || outcomes.some((n) => Number(n) > 0))
      await enqueue(chargeOutboxJob, {}, { singletonKey: 'billing-charges' });
  },
};
