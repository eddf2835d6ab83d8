import type { Db } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import type { OrderDto } from '@/server/orders/schemas';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

/** DELETE /v1/orders/{id} (04 B1, E15): draft or cancelled -> deleted (kept, readable); else 409 ORDER_NOT_DELETABLE. */
export async function deleteOrder(
  db: Db,
  merchantId: string,
  orderId: string,
  actor: Actor,
): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, merchantScope(merchantId), orderId);
    return toOrderDto(await setOrderStatus(tx, order, 'delete', 'deleted', actor), items);
  });
}
