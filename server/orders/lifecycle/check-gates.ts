import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import {
  catalogServices,
  orderItems,
  orders,
  pickupPoints,
  products,
  type Order,
  type OrderItem,
} from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import type { Customer } from '@/server/orders/schemas';

export interface FailedGate {
  gate: string;
  item_index?: number;
  message: string;
}

/**
 * The draft-to-confirmed gates of 04 B2, in order, every failure collected. Throws
 * 422 ORDER_CONFIRMATION_FAILED with details.failed_gates when any gate fails.
 */
export async function assertGatesPass(tx: DbOrTx, order: Order, items: OrderItem[]): Promise<void> {
  const failed = await checkGates(tx, order, items);
  if (failed.length) {
    throw new AppError(
      'ORDER_CONFIRMATION_FAILED',
      `The order cannot be confirmed: ${failed.map((f) => f.message).join(' ')}`,
      {
        details: { failed_gates: failed },
      },
    );
  }
}

export async function checkGates(tx: DbOrTx, order: Order, items: OrderItem[]): Promise<FailedGate[]> {
  const failed: FailedGate[] = [];
  const sorted = [...items].sort((a, b) => a.position - b.position);
  if (sorted.length === 0) failed.push({ gate: 'ORDER_HAS_NO_ITEMS', message: 'The order has no lines.' });

  const ids = [...new Set(sorted.map((i) => i.productId))];
  const rows = ids.length
    ? await tx
        .select({ id: products.id, active: products.active })
        .from(products)
        .where(and(eq(products.merchantId, order.merchantId), inArray(products.id, ids)))
    : [];
  sorted.forEach((item, index) => {
    const p = rows.find((r) => r.id === item.productId);
    if (!p)
      failed.push({
        gate: 'PRODUCT_NOT_FOUND',
        item_index: index,
        message: `Line ${index}: the product no longer exists.`,
      });
    else if (!p.active)
      failed.push({
        gate: 'PRODUCT_INACTIVE',
        item_index: index,
        message: `Line ${index}: the product is not active.`,
      });
  });

  if (
    sorted.some((i) => i.fulfillmentBy === 'provider') &&
    !hasDeliverableAddress(order.customer as Customer)
  ) {
    failed.push({
      gate: 'CUSTOMER_ADDRESS_INCOMPLETE',
      message:
        'The customer needs a name (first name, last name or organization), address, postal code, city and country code.',
    });
  }

  if (
    order.noEarlierThan &&
    order.noAfterThan &&
    order.noEarlierThan.getTime() > order.noAfterThan.getTime()
  ) {
    failed.push({ gate: 'DISPATCH_WINDOW_INVALID', message: 'no_earlier_than is after no_after_than.' });
  }

  const serviceIds = [order.deliveryService, order.requestedDeliveryService]
    .map((s) => (s as { id?: string } | null)?.id)
    .filter((x): x is string => !!x);
  if (serviceIds.length) {
    const svc = await tx
      .select({ id: catalogServices.id, active: catalogServices.active })
      .from(catalogServices)
      .where(inArray(catalogServices.id, serviceIds));
    if (serviceIds.some((id) => !svc.find((s) => s.id === id && s.active))) {
      failed.push({
        gate: 'DELIVERY_SERVICE_UNAVAILABLE',
        message: 'The selected delivery service no longer exists or is not active.',
      });
    }
  }

  const pickupId = (order.pickupPoint as { id?: string } | null)?.id;
  if (pickupId) {
    const [pp] = await tx
      .select({ active: pickupPoints.active })
      .from(pickupPoints)
      .where(eq(pickupPoints.id, pickupId));
    if (!pp?.active)
      failed.push({
        gate: 'PICKUP_POINT_UNAVAILABLE',
        message: 'The selected pickup point no longer exists or is not active.',
      });
  }
  return failed;
}

export function hasDeliverableAddress(c: Customer | null | undefined): boolean {
  if (!c) return false;
  const name = c.first_name || c.last_name || c.organization;
  return !!(name && c.address && c.postal_code && c.city && c.country_code);
}

/**
 * Why a merchant's order cannot be confirmed, as the gates stand now, in plain words (the order screen shows
 * them after a refused confirmation); empty for an unknown or another merchant's order.
 */
export async function failedGateMessages(db: DbOrTx, merchantId: string, orderId: string): Promise<string[]> {
  if (!isId(orderId)) return [];
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
  if (!order) return [];
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return (await checkGates(db, order, items)).map((g) => g.message);
}
