import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orders, type Order, type OrderItem } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';

/**
 * The order's row lock, the one every change of an order takes first, for the rest of its transaction: the
 * merchant's edit, cancel and confirm, the warehouse's picking, shipping and problems, an exchange's order, a
 * return moving its order on. So they serialise, and each re-checks the order's status under the lock.
 * With a merchant's scope another merchant's order is 404 ORDER_NOT_FOUND; with the warehouse's scope the
 * operator acts for the order's own merchant. Answers the order and its lines.
 */
export async function lockOrder(
  tx: DbOrTx,
  scope: ResourceScope,
  orderId: string,
): Promise<{ order: Order; items: OrderItem[] }> {
  const order = await lockOrderRow(tx, orderId);
  if (!order || !inScope(scope, order.merchantId)) throw new AppError('ORDER_NOT_FOUND');
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return { order, items };
}

/**
 * The same lock without the lines or the scope's check, for a caller that decides itself what a missing
 * order means (a return moving on the orders it names). By primary key alone, the merchant checked on the row
 * by the caller (see get-order.ts for why).
 */
export async function lockOrderRow(tx: DbOrTx, orderId: string): Promise<Order | undefined> {
  if (!isId(orderId)) return undefined;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}
