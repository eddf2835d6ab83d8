import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { OrderReturn } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { lockOrderRow } from '@/server/orders/lifecycle/lock-order';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';

/**
 * The end of an order's lifecycle, moved by its returns (docs/decisions/outbound.md): a shipped order
 * (processed) becomes `returning` when a return naming it arrives at the warehouse, and `returned` when its
 * completed returns cover every unit that was shipped (per product; a line's inspected received quantity when
 * given, else its quantity). Runs inside the return's transaction, after the return's own change.
 */
export async function returnArrivedForOrders(tx: DbOrTx, r: OrderReturn, actor: Actor): Promise<void> {
  for (const orderId of await originalOrders(tx, r)) {
    const order = await lockOrderRow(tx, orderId);
    if (!order || order.merchantId !== r.merchantId || order.status !== 'processed') continue;
    await setOrderStatus(tx, order, 'return_arrived', 'returning', actor, { order_return_id: r.id });
  }
}

export async function returnCompletedForOrders(tx: DbOrTx, r: OrderReturn, actor: Actor): Promise<void> {
  for (const orderId of await originalOrders(tx, r)) {
    const order = await lockOrderRow(tx, orderId);
    if (!order || order.merchantId !== r.merchantId) continue;
    if (order.status !== 'processed' && order.status !== 'returning') continue;
    if (!(await everyShippedUnitReturned(tx, orderId))) continue;
    await setOrderStatus(tx, order, 'return_completed', 'returned', actor, { order_return_id: r.id });
  }
}

async function originalOrders(tx: DbOrTx, r: OrderReturn): Promise<string[]> {
  const res = await tx.execute(sql`
    select distinct original_order_id as id from order_return_items
     where order_return_id = ${r.id} and original_order_id is not null`);
  const ids = new Set((res.rows as { id: string }[]).map((x) => x.id));
  if (r.originalOrderId) ids.add(r.originalOrderId);
  return [...ids].sort();
}

async function everyShippedUnitReturned(tx: DbOrTx, orderId: string): Promise<boolean> {
  const res = await tx.execute(sql`
    with shipped as (
      select product_id, count(*)::numeric as n from shipment_units where order_id = ${orderId} group by product_id
    ), back as (
      select i.product_id, sum(coalesce(i.received_quantity, i.quantity)) as n
        from order_return_items i join order_returns r on r.id = i.order_return_id
       where r.status = 'processed'
         and coalesce(i.original_order_id, r.original_order_id) = ${orderId}
       group by i.product_id
    )
    select count(*)::int as short from shipped s left join back b on b.product_id = s.product_id
     where coalesce(b.n, 0) < s.n`);
  const shippedAny = await tx.execute(sql`select 1 from shipment_units where order_id = ${orderId} limit 1`);
  return shippedAny.rows.length > 0 && Number((res.rows[0] as { short: number }).short) === 0;
}
