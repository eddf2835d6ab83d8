import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { now } from '@/server/core/clock';
import { markDaysOfEvents } from '@/server/dashboard/order-figure-days';

export interface Lane {
  endpointId: string;
  orderingKey: string;
}

/**
 * Fans committed outbox events out to the merchant's active endpoints subscribed to their type (05 §5): one
 * pending delivery row per (event, endpoint), and the event is marked dispatched, in one transaction.
 * Dispatchers run one at a time (transaction advisory lock), so deliveries of one ordering key enter their
 * lane in outbox order. Endpoints created after an event do not receive it. The same statement marks the
 * creation days of the orders that order events name, for the dashboard's figures to count again
 * (server/dashboard/order-figure-days.ts): exactly once an event, off the transaction that wrote it.
 * Returns the lanes that got work and how many days were newly marked.
 */
export async function dispatchOutbox(
  db: Db,
  batchSize = 500,
): Promise<{ events: number; lanes: Lane[]; markedDays: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('webhooks.dispatch-outbox'))`);
    const at = now();
    const res = await tx.execute(sql`
      with ev as (
        select seq, id, merchant_id, type, ordering_key, created_at
          from outbox_events
         where dispatched_at is null
         order by seq
         limit ${batchSize}
      ),
      ins as (
        insert into webhook_deliveries
               (id, merchant_id, endpoint_id, event_id, event_type, ordering_key, event_seq, attempt, status, next_attempt_at)
        select lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0')
                 || substr(md5(ev.id || e.id || random()::text), 1, 16),
               ev.merchant_id, e.id, ev.id, ev.type, ev.ordering_key, ev.seq, 1, 'pending', ${at.toISOString()}::timestamptz
          from ev
          join webhook_endpoints e
            on e.merchant_id = ev.merchant_id
           and e.active
           and e.deleted_at is null
           and ev.type = any(e.event_types)
           and e.created_at <= ev.created_at
        returning endpoint_id, ordering_key
      ),
      marks as (${markDaysOfEvents('ev')}),
      upd as (
        update outbox_events set dispatched_at = ${at.toISOString()}::timestamptz
         where seq in (select seq from ev)
        returning seq
      )
      select (select count(*) from upd)::int as events, (select count(*) from marks)::int as marked_days,
             endpoint_id, ordering_key
        from (select distinct endpoint_id, ordering_key from ins) lanes
       right join (select 1) one on true`);
    const rows = res.rows as {
      events: number;
      marked_days: number;
      endpoint_id: string | null;
      ordering_key: string | null;
    }[];
    const lanes = rows
      .filter((r) => r.endpoint_id)
      .map((r) => ({ endpointId: r.endpoint_id!, orderingKey: r.ordering_key! }));
    return {
      events: Number(rows[0]?.events ?? 0),
      lanes,
      markedDays: Number(rows[0]?.marked_days ?? 0),
    };
  });
}

/** Lanes with an attempt that is due, or whose worker lost its lease (the sweep re-enqueues them). */
export async function dueLanes(db: Db, limit = 1000): Promise<Lane[]> {
  const res = await db.execute(sql`
    select distinct endpoint_id, ordering_key
      from webhook_deliveries
     where status in ('pending', 'sending') and next_attempt_at <= ${now().toISOString()}::timestamptz
     limit ${limit}`);
  return (res.rows as { endpoint_id: string; ordering_key: string }[]).map((r) => ({
    endpointId: r.endpoint_id,
    orderingKey: r.ordering_key,
  }));
}
