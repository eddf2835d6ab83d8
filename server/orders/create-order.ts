import type { Tx } from '@/db/client';
import { orderItems, orders, type Order, type OrderItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { buildLineRow, toCodeInfo, toCustomer, toDate, toProcessHold } from './build-rows';
import { recordOrderStatusChange } from './order-history';
import {
  resolveAttachments,
  resolveDeliveryService,
  resolvePickupPoint,
  resolveProducts,
} from './resolve-references';
import type { OrderCreateInput } from './schemas';
import { confirmLockedOrder } from './set-order-status';

export type OrderSource = 'api' | 'portal' | 'return_resend';

export interface CreatedOrder {
  order: Order;
  items: OrderItem[];
}

/**
 * Creates an order inside the caller's transaction (01 §2-§4, 04 B2-B4): the creation checks (422), the
 * draft with its lines, the status count, the activity row and the order.created event; then, when
 * status `confirmed` was asked for, the gates and the reservation (B3: one transaction, so a failed gate
 * leaves no order). `skipConfirm` is the test hook of a request cut off before confirmation; `orderId` lets
 * the caller choose the new order's id beforehand (it must be a fresh newId()).
 */
export async function createOrder(
  tx: Tx,
  merchantId: string,
  input: OrderCreateInput,
  actor: Actor,
  opts: {
    source?: OrderSource;
    sourceReturnId?: string | null;
    skipConfirm?: boolean;
    orderId?: string;
  } = {},
): Promise<CreatedOrder> {
  const lines = input.items ?? [];
  const found = await resolveProducts(
    tx,
    merchantId,
    lines.map((l) => l.product),
  );
  const reqService = input.requested_delivery_service
    ? await resolveDeliveryService(tx, input.requested_delivery_service, 'order.requested_delivery_service')
    : null;
  const service = input.delivery_service
    ? await resolveDeliveryService(tx, input.delivery_service, 'order.delivery_service')
    : null;
  // when both are sent, pickup_point wins (01 §2.2), also when it is null
  const pickupGiven = input.pickup_point !== undefined;
  const pickupRef = pickupGiven
    ? input.pickup_point
    : (input.requested_delivery_destination?.pickup_point ?? null);
  const pickupField = pickupGiven
    ? 'order.pickup_point'
    : 'order.requested_delivery_destination.pickup_point';
  const pickup = pickupRef ? await resolvePickupPoint(tx, pickupRef.id, pickupField) : null;
  const [orderLevel, ...perLine] = await resolveAttachments(
    tx,
    merchantId,
    [
      { path: 'order.extra_services', list: input.extra_services ?? [] },
      ...lines.map((l, i) => ({ path: `order.items[${i}].extra_services`, list: l.extra_services ?? [] })),
    ],
    actor,
  );

  const at = now();
  const orderId = opts.orderId ?? newId();
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      merchantId,
      merchantsId: input.merchants_id ?? null,
      status: 'draft',
      customer: toCustomer(input.customer),
      processLock: input.process_lock ?? null,
      processHold: toProcessHold(input.process_hold),
      noEarlierThan: toDate(input.no_earlier_than),
      noAfterThan: toDate(input.no_after_than),
      language: input.language ?? null,
      merchantsOrderTime: toDate(input.merchants_order_time),
      requestedDeliveryMethod: toCodeInfo(input.requested_delivery_method),
      requestedDeliveryService: reqService,
      deliveryService: service,
      requestedPickupPoint: toCodeInfo(input.requested_pickup_point),
      pickupPoint: pickup,
      extraServices: orderLevel!,
      source: opts.source ?? (actor.type === 'user' ? 'portal' : 'api'),
      sourceReturnId: opts.sourceReturnId ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const items = lines.length
    ? await tx
        .insert(orderItems)
        .values(
          lines.map((l, i) => buildLineRow(l, found[i]!, perLine[i]!, { orderId, merchantId, position: i })),
        )
        .returning()
    : [];
  await recordOrderStatusChange(tx, {
    merchantId,
    orderId,
    from: null,
    to: 'draft',
    action: 'created',
    actor,
    details: { status: 'draft', source: order!.source },
  });
  if (input.status === 'confirmed' && !opts.skipConfirm) {
    return { order: await confirmLockedOrder(tx, order!, items, actor), items };
  }
  return { order: order!, items };
}

/**
 * For other domains (04 C7: the resend order of a released return): creates an order for `customer` with
 * the given product lines inside the caller's transaction and confirms it as B2 says (confirmed, or
 * waiting_products when stock is short). A failed gate throws 422 ORDER_CONFIRMATION_FAILED (the caller's
 * transaction rolls back) unless `onGateFailure: 'draft'`, which keeps the order as a draft instead.
 */
export async function createOrderFromLines(
  tx: Tx,
  merchantId: string,
  input: {
    customer: Partial<Record<string, string | null>> | null;
    items: { productId: string; quantity: number; fulfillmentBy?: 'provider' | 'merchant' | null }[];
    merchantsId?: string | null;
    sourceReturnId?: string | null;
    onGateFailure?: 'throw' | 'draft';
  },
  actor: Actor,
): Promise<CreatedOrder> {
  const body: OrderCreateInput = {
    customer: Object.fromEntries(
      Object.entries(input.customer ?? {}).filter(([, v]) => v !== ''),
    ) as OrderCreateInput['customer'],
    merchants_id: input.merchantsId ?? null,
    items: input.items.map((i) => ({
      product: { id: i.productId },
      quantity: i.quantity,
      fulfillment_by: i.fulfillmentBy ?? undefined,
    })),
  };
  const opts = { source: 'return_resend' as const, sourceReturnId: input.sourceReturnId ?? null };
  const created = await createOrder(tx, merchantId, body, actor, opts);
  if (input.onGateFailure === 'draft') {
    try {
      // a savepoint: a failed gate undoes only the confirmation attempt
      const order = await tx.transaction((sp) => confirmLockedOrder(sp, created.order, created.items, actor));
      return { order, items: created.items };
    } catch (err) {
      if ((err as { code?: string }).code === 'ORDER_CONFIRMATION_FAILED') return created;
      throw err;
    }
  }
  return { order: await confirmLockedOrder(tx, created.order, created.items, actor), items: created.items };
}
