import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { log } from '@/server/core/logger';
import { defineJob } from '@/server/jobs/define-job';
import type { BillableEvent } from '../charges/billable-work';
import { chargeEvents } from '../charges/charge-events';

const BATCH = 500;

/**
 * Charges the queued billable events, oldest first, a batch per transaction: the batch's queue rows are locked
 * (SKIP LOCKED: two workers take different batches), charged, and deleted in the same transaction. An instance
 * killed mid-batch leaves its rows queued for the next run; a batch charged twice is still one charge per work
 * (the charges' unique key). Returns how many events it charged.
 */
export async function chargeQueuedEvents(db: Db, maxBatches = 1000): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await db.transaction(async (tx) => {
      const res = await tx.execute(sql`
        select q.event_seq, e.id, e.merchant_id, e.type, e.payload, e.created_at
          from billing_event_queue q join outbox_events e on e.seq = q.event_seq
         order by q.event_seq
         limit ${BATCH}
           for update of q skip locked`);
      const rows = res.rows as {
        event_seq: number;
        id: string;
        merchant_id: string;
        type: string;
        payload: { data?: Record<string, unknown> };
        created_at: string | Date;
      }[];
      if (!rows.length) return 0;
      const events: BillableEvent[] = rows.map((r) => ({
        id: r.id,
        merchantId: r.merchant_id,
        type: r.type,
        data: (r.payload?.data ?? {}) as Record<string, any>,
        createdAt: new Date(r.created_at),
      }));
      await chargeEvents(tx, events);
      await tx.execute(sql`
        delete from billing_event_queue where event_seq in (${sql.join(
          rows.map((r) => sql`${r.event_seq}`),
          sql`, `,
        )})`);
      return rows.length;
    });
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

export const chargeOutboxJob = defineJob({
  name: 'billing.charge-outbox',
  payload: z.object({}).passthrough(),
  queue: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 300 },
  handler: async () => {
    const n = await chargeQueuedEvents(await getDb());
    if (n > 0) log.info('billing charged outbox events', { events: n });
  },
});
