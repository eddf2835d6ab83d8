import { and, asc, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orders } from '@/db/schema';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { notInSandbox } from '@/server/merchants/live-only';
import { toQueueOrderDto, type QueueOrderDto } from './queue-order';
import { withShipments } from './present-shipment';
import type { OpsListOrdersFilter } from './schemas';

/**
 * GET /ops/v1/orders: the outbound queue across merchants, oldest first (index orders_outbound_queue_idx on
 * created_at, id for the queue's statuses). Default status: confirmed (waiting to be picked). Sandbox merchants'
 * orders show only when the queue is asked for that merchant.
 */
export async function listQueue(
  db: DbOrTx,
  f: OpsListOrdersFilter,
): Promise<{ orders: QueueOrderDto[]; total: number }> {
  const where = queueWhere(f);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(orderItems.position)
    : [];
  const list = rows.map((o) =>
    toQueueOrderDto(
      o,
      items.filter((i) => i.orderId === o.id),
    ),
  );
  return { orders: await withShipments(db, list), total: Number(totalRow?.n ?? 0) };
}

export function queueWhere(f: Omit<OpsListOrdersFilter, 'offset' | 'limit'>): SQL {
  const statuses = f.status?.length ? f.status : ['confirmed'];
  const conds: SQL[] = [inArray(orders.status, statuses)];
  if (f.merchant_id) conds.push(sql`${orders.merchantId} = ${f.merchant_id}`);
  // Across merchants the warehouse never sees sandbox orders (POST /v1/simulations/orders/{id}/_process ships them).
  else conds.push(notInSandbox(orders.merchantId));
  if (f.delivery_method) conds.push(sql`${orders.requestedDeliveryMethod}->>'code' = ${f.delivery_method}`);
  if (f.pickup_point)
    conds.push(
      sql`(${orders.requestedPickupPoint}->>'code' = ${f.pickup_point} or ${orders.pickupPoint}->>'id' = ${f.pickup_point})`,
    );
  conds.push(...createdBetween(orders.createdAt, f.created_from, f.created_to));
  return and(...conds)!;
}
