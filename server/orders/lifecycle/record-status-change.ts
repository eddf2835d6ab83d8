import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { runTogether } from '@/db/together';
import { activityStatement } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { countChangeRows } from '@/server/core/count-shards';
import { ORDER_STATUSES } from '@/server/orders/schemas';
import { outboxRow } from '@/server/outbox/emit';

export interface OrderStatusChange {
  merchantId: string;
  orderId: string;
  from: string | null;
  to: string;
  action: string;
  actor: Actor;
  details?: Record<string, unknown>;
}

/** A status change's three records in one statement (one round trip instead of three). */
export async function recordOrderStatusChange(tx: DbOrTx, input: OrderStatusChange): Promise<void> {
  await runTogether(tx, orderStatusChangeStatements(input));
}

/**
 * The statements of a status change, for callers that send them with others (db/together.ts): the activity
 * row, the order.created / order.status_changed event, and the status counts (`from` -1, `to` +1; `from` null:
 * created) in the order's shard.
 */
export function orderStatusChangeStatements(input: OrderStatusChange): SQL[] {
  const { merchantId, orderId, from, to, actor } = input;
  const event = outboxRow({
    merchantId,
    type: from === null ? 'order.created' : 'order.status_changed',
    orderingKey: orderId,
    data: { order_id: orderId, status: to, ...(from === null ? {} : { previous_status: from }) },
  });
  const counts = countChangeRows(merchantId, orderId, from, to, ORDER_STATUSES);
  return [
    activityStatement({
      merchantId,
      entityType: 'order',
      entityId: orderId,
      action: input.action,
      actor,
      details: input.details,
    }),
    sql`insert into outbox_events (id, merchant_id, type, ordering_key, payload)
        values (${event.id}, ${merchantId}, ${event.type}, ${event.orderingKey}, ${JSON.stringify(event.payload)}::jsonb)`,
    sql`insert into order_status_counts (merchant_id, status, shard, count) values ${counts}
        on conflict (merchant_id, status, shard) do update set count = order_status_counts.count + excluded.count`,
  ];
}
