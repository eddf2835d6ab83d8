import type { Db } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { releaseOrderStock } from '@/server/orders/lifecycle/reserve-stock';
import type { OrderDto } from '@/server/orders/schemas';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { assertTransition } from '@/server/orders/lifecycle/status-machine';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';

/** POST /v1/orders/{id}/_cancel (04 B1): releases the order's reserved units in the same transaction. */
export async function cancelOrder(
  db: Db,
  merchantId: string,
  orderId: string,
  actor: Actor,
): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, merchantScope(merchantId), orderId);
    assertTransition('cancel', order.status, 'cancelled');
    const released = await releaseOrderStock(tx, order.id);
    return toOrderDto(
      await setOrderStatus(tx, order, 'cancel', 'cancelled', actor, { released_units: released }),
      items,
    );
  });
}
