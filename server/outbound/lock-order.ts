import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orders, type Order, type OrderItem } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';
import type { OrderDto } from '@/server/orders/schemas';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

/**
 * Locks an order for a warehouse operation. With the warehouse's scope the operator acts for the order's own
 * merchant (X-Provider-Merchant-Id absent); with a merchant's scope another merchant's order is 404.
 * Every outbound change locks the order row first, so picking, shipping, problems and the merchant's cancel or
 * edit of one order are serialised and each re-checks the status under the lock.
 */
export async function lockOrderForWarehouse(
  tx: DbOrTx,
  scope: ResourceScope,
  orderId: string,
): Promise<{ order: Order; items: OrderItem[] }> {
  if (!isId(orderId)) throw new AppError('ORDER_NOT_FOUND');
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || !inScope(scope, order.merchantId)) throw new AppError('ORDER_NOT_FOUND');
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return { order, items };
}

export type QueueOrderDto = OrderDto & { merchant_id: string };

/** The order as the warehouse's API answers it: the merchant's shape plus `merchant_id`. */
export function toQueueOrderDto(order: Order, items: OrderItem[]): QueueOrderDto {
  return { ...toOrderDto(order, items), merchant_id: order.merchantId };
}
