import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderItems, orders, type OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { buildLineRow } from '@/server/orders/lifecycle/build-rows';
import { resolveAttachments, resolveProducts } from '@/server/orders/lifecycle/resolve-references';
import type { AttachmentDto, LineInput, LinePatch, OrderDto } from '@/server/orders/schemas';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { assertTransition } from '@/server/orders/lifecycle/status-machine';
import { assertNotPartlyShipped } from '@/server/orders/lifecycle/partly-shipped';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';
import {
  assertUniqueAttachments,
  keepStamps,
  reconfirmAfterEdit,
} from '@/server/orders/lifecycle/update-order';
import { recordActivity } from '@/server/activity/record-activity';

/**
 * PATCH /v1/orders/{id}/items/{itemId} (04 B1): one line, same rules as the order patch (null clears,
 * absent unchanged); 404 ORDER_ITEM_NOT_FOUND for a line that is not on this order.
 */
export async function updateOrderItem(
  db: Db,
  merchantId: string,
  orderId: string,
  itemId: string,
  patch: LinePatch,
  actor: Actor,
): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, merchantScope(merchantId), orderId);
    const current = items.find((i) => i.id === itemId);
    if (!current) throw new AppError('ORDER_ITEM_NOT_FOUND');
    assertTransition('edit', order.status);
    await assertNotPartlyShipped(tx, order);

    const merged = mergeLine(current, patch);
    const [product] = await resolveProducts(tx, merchantId, [merged.product], current.position);
    let attachments = current.extraServices as AttachmentDto[];
    if (patch.extra_services !== undefined) {
      const [list] = await resolveAttachments(
        tx,
        merchantId,
        [{ path: 'item.extra_services', list: patch.extra_services }],
        actor,
      );
      attachments = keepStamps(list!, attachments);
    }
    const row = buildLineRow(merged, product!, attachments, {
      orderId,
      merchantId,
      position: current.position,
      id: current.id,
    });
    const [saved] = await tx.update(orderItems).set(row).where(eq(orderItems.id, current.id)).returning();
    const newItems = items.map((i) => (i.id === current.id ? saved! : i));
    assertUniqueAttachments(order.extraServices as AttachmentDto[], newItems);
    const [touched] = await tx
      .update(orders)
      .set({ updatedAt: now() })
      .where(eq(orders.id, order.id))
      .returning();
    await recordActivity(tx, {
      merchantId,
      entityType: 'order',
      entityId: order.id,
      action: 'item_updated',
      actor,
      details: {
        item_id: current.id,
        fields: Object.keys(patch).filter((k) => patch[k as keyof LinePatch] !== undefined),
      },
    });
    return toOrderDto(await reconfirmAfterEdit(tx, touched!, newItems, actor), newItems);
  });
}

/** The stored line as a request, with the patch laid over it. */
function mergeLine(cur: OrderItem, patch: LinePatch): LineInput {
  const base: LineInput = {
    product: {
      id: cur.productId,
      fulfillment_by: (cur.productFulfillmentBy as LineInput['fulfillment_by']) ?? undefined,
      components: cur.productComponents as LineInput['product']['components'],
    },
    fulfillment_by: (cur.fulfillmentByOverride as LineInput['fulfillment_by']) ?? null,
    quantity: Number(cur.quantity),
    sales_info: cur.salesInfo as LineInput['sales_info'],
    additional_info: cur.additionalInfo,
    best_before_date: cur.bestBeforeDate,
    batch_numbers: cur.batchNumbers,
  };
  const out: LineInput = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || k === 'extra_services') continue;
    (out as Record<string, unknown>)[k] = v;
  }
  if (patch.product) out.product = patch.product;
  return out;
}
