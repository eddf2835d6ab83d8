import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, type Order, type OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { assertGatesPass } from '@/server/orders/lifecycle/check-gates';
import { recordOrderStatusChange } from '@/server/orders/lifecycle/record-status-change';
import { reserveOrderStock } from '@/server/orders/lifecycle/reserve-stock';
import { assertTransition, type OrderAction } from '@/server/orders/lifecycle/status-machine';
import type { OrderStatus } from '@/server/orders/schemas';

/**
 * Writes a status change with its count, activity row and event. The transition must be in the table.
 * `creation` (an order created directly in this status, whose draft row nobody saw): recorded as the order's
 * creation in `to` (order.created with that status), not as a change from the draft.
 */
export async function setOrderStatus(
  tx: DbOrTx,
  order: Order,
  action: OrderAction,
  to: OrderStatus,
  actor: Actor,
  details?: Record<string, unknown>,
  creation?: Record<string, unknown>,
): Promise<Order> {
  assertTransition(action, order.status, to);
  if (order.status === to) return order;
  const [updated] = await tx
    .update(orders)
    // leaving `problem` clears the warehouse's report (docs/decisions/outbound.md)
    .set({ status: to, updatedAt: now(), ...(to !== 'problem' && order.problem ? { problem: null } : {}) })
    .where(eq(orders.id, order.id))
    .returning();
  await recordOrderStatusChange(
    tx,
    creation
      ? {
          merchantId: order.merchantId,
          orderId: order.id,
          from: null,
          to,
          action: 'created',
          actor,
          details: { status: to, ...creation },
        }
      : {
          merchantId: order.merchantId,
          orderId: order.id,
          from: order.status,
          to,
          action: 'status_changed',
          actor,
          details: { from: order.status, to, ...(details ?? {}) },
        },
  );
  return updated!;
}

/**
 * Confirms a locked draft/passive order (04 B2): the gates (422 when any fails), then the reservation:
 * confirmed when every provider line got its units, else waiting_products with nothing reserved.
 * `creation`: the draft was stored in this transaction without its creation record (created as `confirmed`):
 * the confirmation is recorded as the creation (see setOrderStatus).
 */
export async function confirmLockedOrder(
  tx: DbOrTx,
  order: Order,
  items: OrderItem[],
  actor: Actor,
  creation?: Record<string, unknown>,
): Promise<Order> {
  assertTransition('confirm', order.status);
  await assertGatesPass(tx, order, items);
  const reserved = await reserveOrderStock(tx, order.id, items);
  const to = reserved ? 'confirmed' : 'waiting_products';
  return setOrderStatus(tx, order, 'confirm', to, actor, undefined, creation);
}
