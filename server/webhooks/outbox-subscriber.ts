import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { now } from '@/server/core/clock';
import { log } from '@/server/core/logger';
import { enqueue } from '@/server/jobs/queue';
import type { OutboxSubscriber } from '@/server/outbox/subscriber';
import { deliverLaneJob } from './jobs/deliver-lane-job';

export interface Lane {
  endpointId: string;
  orderingKey: string;
}

/**
 * Webhooks as the outbox's subscriber (05 §5): each dispatched event becomes one pending delivery row per
 * active endpoint of its merchant subscribed to its type; endpoints created after an event do not receive it.
 * Deliveries of one ordering key enter their lane in outbox order (the dispatcher runs one at a time). After
 * the dispatch, the lanes that got work are started (deliver-lane-job), and the sweep restarts lanes with an
 * attempt due or whose worker lost its lease.
 */
export const webhookDeliveries: OutboxSubscriber<Lane[]> = {
  name: 'webhooks',
  fanOut: ({ events, at }) => sql`
    insert into webhook_deliveries
           (id, merchant_id, endpoint_id, event_id, event_type, ordering_key, event_seq, attempt, status, next_attempt_at)
    select lpad(to_hex(floor(extract(epoch from clock_timestamp()))::bigint), 8, '0')
             || substr(md5(ev.id || e.id || random()::text), 1, 16),
           ev.merchant_id, e.id, ev.id, ev.type, ev.ordering_key, ev.seq, 1, 'pending', ${at.toISOString()}::timestamptz
      from ${sql.raw(events)} ev
      join webhook_endpoints e
        on e.merchant_id = ev.merchant_id
       and e.active
       and e.deleted_at is null
       and ev.type = any(e.event_types)
       and e.created_at <= ev.created_at
    returning endpoint_id, ordering_key`,
  outcome: (cte) => sql`(
    select coalesce(json_agg(json_build_object('endpointId', endpoint_id, 'orderingKey', ordering_key)), '[]'::json)
      from (select distinct endpoint_id, ordering_key from ${sql.raw(cte)}) lanes)`,
  afterDispatch: async (db, outcomes, { sweep }) => {
    const lanes = new Map<string, Lane>();
    for (const got of outcomes) for (const l of got) lanes.set(`${l.endpointId}\u0000${l.orderingKey}`, l);
    if (sweep) for (const l of await dueLanes(db)) lanes.set(`${l.endpointId}\u0000${l.orderingKey}`, l);
    for (const l of lanes.values()) await enqueue(deliverLaneJob, l);
    if (lanes.size > 0) log.info('webhook lanes started', { lanes: lanes.size, sweep });
  },
};

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
