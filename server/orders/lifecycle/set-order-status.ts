import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orders, type Order, type OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { assertGatesPass } from '@/server/orders/lifecycle/check-gates';
import { recordOrderStatusChange } from '@/server/orders/lifecycle/record-status-change';
import { reserveOrderStock } from '@/server/orders/lifecycle/reserve-stock';
import { assertTransition, type OrderAction } from '@/server/orders/lifecycle/status-machine';
import type { OrderStatus } from '@/server/orders/schemas';

/** Locks the merchant's order for the rest of the transaction (guards are re-checked under this lock). */
export async function lockOrder(
  tx: DbOrTx,
  merchantId: string,
  orderId: string,
): Promise<{ order: Order; items: OrderItem[] }> {
  if (!isId(orderId)) throw new AppError('ORDER_NOT_FOUND');
  // By primary key alone, the merchant checked on the row (see get-order.ts for why).
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.merchantId !== merchantId) throw new AppError('ORDER_NOT_FOUND');
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return { order, items };
}

/** Writes a status change with its count, activity row and event. The transition must be in the table. */
export async function setOrderStatus(
  tx: DbOrTx,
  order: Order,
  action: OrderAction,
  to: OrderStatus,
  actor: Actor,
  details?: Record<string, unknown>,
): Promise<Order> {
  assertTransition(action, order.status, to);
  if (order.status === to) return order;
  const [updated] = await tx
    .update(orders)
    // leaving `problem` clears the warehouse's report (docs/decisions/outbound.md)
    .set({ status: to, updatedAt: now(), ...(to !== 'problem' && order.problem ? { problem: null } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  await recordOrderStatusChange(tx, {
    merchantId: order.merchantId,
    orderId: order.id,
    from: order.status,
    to,
    action: 'status_changed',
    actor,
    details: { from: order.status, to, ...(details ?? {}) },
  });
  return updated!;
}

/**
 * Confirms a locked draft/passive order (04 B2): the gates (422 when any fails), then the reservation:
 * confirmed when every provider line got its units, else waiting_products with nothing reserved.
 */
export async function confirmLockedOrder(
  tx: DbOrTx,
  order: Order,
  items: OrderItem[],
  actor: Actor,
): Promise<Order> {
  assertTransition('confirm', order.status);
  await assertGatesPass(tx, order, items);
  const reserved = await reserveOrderStock(tx, order.id, items);
  return setOrderStatus(tx, order, 'confirm', reserved ? 'confirmed' : 'waiting_products', actor);
}
