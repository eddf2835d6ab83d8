import type { Db } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import type { OrderDto } from '@/server/orders/schemas';
import { confirmLockedOrder } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

/** POST /v1/orders/{id}/_confirm (04 B1, B2): 409 ORDER_NOT_CONFIRMABLE, 422 ORDER_CONFIRMATION_FAILED. */
export async function confirmOrder(
  db: Db,
  merchantId: string,
  orderId: string,
  actor: Actor,
): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, merchantScope(merchantId), orderId);
    return toOrderDto(await confirmLockedOrder(tx, order, items, actor), items);
  });
}
