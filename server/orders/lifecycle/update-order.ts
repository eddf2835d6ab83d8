import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { orderItems, orders, type Order, type OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { validationError } from '@/server/core/errors';
import {
  buildLineRow,
  toCodeInfo,
  toCustomer,
  toDate,
  toProcessHold,
} from '@/server/orders/lifecycle/build-rows';
import { assertGatesPass } from '@/server/orders/lifecycle/check-gates';
import { releaseOrderStock, reserveOrderStock } from '@/server/orders/lifecycle/reserve-stock';
import {
  resolveAttachments,
  resolveDeliveryService,
  resolvePickupPoint,
  resolveProducts,
} from '@/server/orders/lifecycle/resolve-references';
import type { AttachmentDto, Customer, OrderPatchInput } from '@/server/orders/schemas';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { assertTransition } from '@/server/orders/lifecycle/status-machine';
import { assertNotPartlyShipped } from '@/server/orders/lifecycle/partly-shipped';
import { toOrderDto } from '@/server/orders/reads/to-order-dto';
import type { OrderDto } from '@/server/orders/schemas';
import { recordActivity } from '@/server/activity/record-activity';

/**
 * PATCH /v1/orders/{id} (04 B1): a field present with null clears it, an absent one is unchanged; `items`
 * replaces the lines (a line sent with the id of an existing line keeps that id). Allowed in draft,
 * passive, confirmed, waiting_products and problem (else 409 ORDER_NOT_EDITABLE). A confirmed or waiting
 * order re-runs the gates (422, nothing changes) and its reservation.
 */
export async function updateOrder(
  db: Db,
  merchantId: string,
  orderId: string,
  patch: OrderPatchInput,
  actor: Actor,
): Promise<OrderDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, merchantScope(merchantId), orderId);
    assertTransition('edit', order.status);
    await assertNotPartlyShipped(tx, order);
    const set: Partial<typeof orders.$inferInsert> = { updatedAt: now() };
    const has = (k: keyof OrderPatchInput) => patch[k] !== undefined;

    if (has('customer')) set.customer = toCustomer(patch.customer, order.customer as Customer);
    if (has('merchants_id')) set.merchantsId = patch.merchants_id ?? null;
    if (has('process_lock')) set.processLock = patch.process_lock ?? null;
    if (has('process_hold'))
      set.processHold =
        patch.process_hold && order.processHold ? order.processHold : toProcessHold(patch.process_hold);
    if (has('no_earlier_than')) set.noEarlierThan = toDate(patch.no_earlier_than);
    if (has('no_after_than')) set.noAfterThan = toDate(patch.no_after_than);
    if (has('language')) set.language = patch.language ?? null;
    if (has('merchants_order_time')) set.merchantsOrderTime = toDate(patch.merchants_order_time);
    if (has('requested_delivery_method'))
      set.requestedDeliveryMethod = toCodeInfo(patch.requested_delivery_method);
    if (has('requested_pickup_point')) set.requestedPickupPoint = toCodeInfo(patch.requested_pickup_point);
    if (has('requested_delivery_service')) {
      const ref = patch.requested_delivery_service;
      set.requestedDeliveryService = ref
        ? await resolveDeliveryService(tx, ref, 'order.requested_delivery_service')
        : null;
    }
    if (has('delivery_service')) {
      set.deliveryService = patch.delivery_service
        ? await resolveDeliveryService(tx, patch.delivery_service, 'order.delivery_service')
        : null;
    }
    if (has('pickup_point') || has('requested_delivery_destination')) {
      const ref = has('pickup_point')
        ? patch.pickup_point
        : patch.requested_delivery_destination?.pickup_point;
      set.pickupPoint = ref
        ? await resolvePickupPoint(
            tx,
            ref.id,
            has('pickup_point') ? 'order.pickup_point' : 'order.requested_delivery_destination.pickup_point',
          )
        : null;
    }
    if (has('extra_services')) {
      const [list] = await resolveAttachments(
        tx,
        merchantId,
        [{ path: 'order.extra_services', list: patch.extra_services! }],
        actor,
      );
      set.extraServices = keepStamps(list!, order.extraServices as AttachmentDto[]);
    }

    let newItems = items;
    if (patch.items !== undefined) newItems = await replaceLines(tx, order, items, patch.items, actor);
    assertUniqueAttachments(
      (set.extraServices as AttachmentDto[] | undefined) ?? (order.extraServices as AttachmentDto[]),
      newItems,
    );

    const [updated] = await tx.update(orders).set(set).where(eq(orders.id, order.id)).returning();
    const changed = Object.keys(patch).filter((k) => patch[k as keyof OrderPatchInput] !== undefined);
    await recordActivity(tx, {
      merchantId,
      entityType: 'order',
      entityId: order.id,
      action: 'updated',
      actor,
      details: { fields: changed },
    });
    const final = await reconfirmAfterEdit(tx, updated!, newItems, actor);
    return toOrderDto(final, newItems);
  });
}

async function replaceLines(
  tx: Tx,
  order: Order,
  old: OrderItem[],
  lines: NonNullable<OrderPatchInput['items']>,
  actor: Actor,
) {
  const found = await resolveProducts(
    tx,
    order.merchantId,
    lines.map((l) => l.product),
  );
  const attachments = await resolveAttachments(
    tx,
    order.merchantId,
    lines.map((l, i) => ({ path: `order.items[${i}].extra_services`, list: l.extra_services ?? [] })),
    actor,
  );
  const oldIds = new Set(old.map((o) => o.id));
  const used = new Set<string>();
  const rows = lines.map((l, i) => {
    const keep = l.id && oldIds.has(l.id) && !used.has(l.id) ? l.id : undefined;
    if (keep) used.add(keep);
    const prev = old.find((o) => o.id === keep);
    const list = keepStamps(attachments[i]!, (prev?.extraServices as AttachmentDto[] | undefined) ?? []);
    return buildLineRow(l, found[i]!, list, {
      orderId: order.id,
      merchantId: order.merchantId,
      position: i,
      id: keep,
    });
  });
  await tx.delete(orderItems).where(eq(orderItems.orderId, order.id));
  return rows.length ? tx.insert(orderItems).values(rows).returning() : [];
}

/**
 * An attachment sent again with its id keeps its original created_stamp, and the warehouse's completion_stamp
 * (a merchant's edit never undoes work the warehouse did, nor its charge).
 */
export function keepStamps(next: AttachmentDto[], prev: AttachmentDto[]): AttachmentDto[] {
  return next.map((a) => {
    const before = prev.find((p) => p.id === a.id);
    if (!before) return a;
    const kept = { ...a, created_stamp: before.created_stamp };
    if (before.completion_stamp) kept.completion_stamp = before.completion_stamp;
    return kept;
  });
}

/** 04 E4 across the whole order after the change. */
export function assertUniqueAttachments(orderLevel: AttachmentDto[], items: OrderItem[]) {
  const seen = new Set<string>();
  const all = [...orderLevel, ...items.flatMap((i) => (i.extraServices as AttachmentDto[]) ?? [])];
  for (const a of all) {
    const id = a.id.toLowerCase();
    if (seen.has(id))
      throw validationError([
        { path: 'order.extra_services', message: `Attachment id ${a.id} is used twice in this order.` },
      ]);
    seen.add(id);
  }
}

/**
 * After an edit, a confirmed or waiting order must still pass the gates (422 rolls the edit back) and hold
 * stock for its current lines: the reservation is released and taken again, which may move it between
 * confirmed and waiting_products.
 */
export async function reconfirmAfterEdit(
  tx: Tx,
  order: Order,
  items: OrderItem[],
  actor: Actor,
): Promise<Order> {
  if (order.status !== 'confirmed' && order.status !== 'waiting_products') return order;
  await assertGatesPass(tx, order, items);
  await releaseOrderStock(tx, order.id);
  const reserved = await reserveOrderStock(tx, order.id, items);
  return setOrderStatus(tx, order, 'edit', reserved ? 'confirmed' : 'waiting_products', actor, {
    reason: 'edited',
  });
}
