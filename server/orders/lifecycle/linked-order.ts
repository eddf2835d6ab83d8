import { recordActivity } from '@/server/activity/record-activity';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orderItems, orders, type Order } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { buildLineRow } from '@/server/orders/lifecycle/build-rows';
import { releaseOrderStock } from '@/server/orders/lifecycle/reserve-stock';
import { resolveProducts } from '@/server/orders/lifecycle/resolve-references';
import { confirmLockedOrder, setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { assertTransition, canDo } from '@/server/orders/lifecycle/status-machine';

/*
 * An order another domain keeps in step with its own record (a return's exchange order), inside the caller's
 * transaction and after the caller locked its own row: the order is locked here too, and every status change
 * goes through the order state table like any other.
 */

/**
 * Confirms the linked draft as B2 says (confirmed, or waiting_products when stock is short). A failed gate (say,
 * an incomplete address) keeps it a draft, so the caller's step still succeeds and the merchant completes the
 * order. An order no longer a draft (the merchant confirmed or cancelled it by hand) is left as it is.
 */
export async function confirmLinkedOrder(
  tx: Tx,
  merchantId: string,
  orderId: string,
  actor: Actor,
): Promise<Order> {
  const { order, items } = await lockOrder(tx, merchantScope(merchantId), orderId);
  if (!canDo('confirm', order.status)) return order;
  try {
    // a savepoint: a failed gate undoes only the confirmation attempt
    return await tx.transaction((sp) => confirmLockedOrder(sp, order, items, actor));
  } catch (err) {
    if ((err as { code?: string }).code === 'ORDER_CONFIRMATION_FAILED') return order;
    throw err;
  }
}

/** Cancels the linked order when its status still allows it (its reserved units are released). */
export async function cancelLinkedOrder(
  tx: Tx,
  merchantId: string,
  orderId: string,
  actor: Actor,
): Promise<Order> {
  const { order } = await lockOrder(tx, merchantScope(merchantId), orderId);
  if (!canDo('cancel', order.status)) return order;
  const released = await releaseOrderStock(tx, order.id);
  return setOrderStatus(tx, order, 'cancel', 'cancelled', actor, { released_units: released });
}

/** Replaces the lines of a linked draft (the exchange lines changed before release). */
export async function replaceLinkedDraftLines(
  tx: Tx,
  merchantId: string,
  orderId: string,
  lines: { productId: string; quantity: number }[],
  actor: Actor,
): Promise<void> {
  const { order } = await lockOrder(tx, merchantScope(merchantId), orderId);
  assertTransition('edit', order.status);
  const products = await resolveProducts(
    tx,
    merchantId,
    lines.map((l) => ({ id: l.productId })),
  );
  await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
  if (lines.length)
    await tx.insert(orderItems).values(
      lines.map((l, i) =>
        buildLineRow({ product: { id: l.productId }, quantity: l.quantity }, products[i]!, [], {
          orderId: order.id,
          merchantId,
          position: i,
        }),
      ),
    );
  await tx.update(orders).set({ updatedAt: now() }).where(eq(orders.id, order.id));
  await recordActivity(tx, {
    merchantId,
    entityType: 'order',
    entityId: order.id,
    action: 'items_replaced',
    actor,
    details: { items: lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })) },
  });
}
