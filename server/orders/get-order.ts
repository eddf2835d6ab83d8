import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderItems, orders } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { OrderDto } from './schemas';
import { toOrderDto } from './to-order-dto';

/** GET /v1/orders/{id} (04 B1): the merchant's order in its current state; anything else is 404 ORDER_NOT_FOUND. */
export async function getOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto> {
  const found = await findOrder(db, merchantId, orderId);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  return found;
}

export async function findOrder(db: DbOrTx, merchantId: string, orderId: string): Promise<OrderDto | null> {
  if (!isId(orderId)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return toOrderDto(order, items);
}
