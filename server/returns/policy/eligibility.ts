import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import {
  orderItems,
  orderReturnItems,
  orderReturns,
  orders,
  products,
  returnRequests,
  type Order,
  type OrderItem,
  type ReturnPolicy,
} from '@/db/schema';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { loadReturnPolicy } from './return-policy';
import type { EligibilityDto, NotEligibleReason } from './schemas';
import { shippedFacts, type ShippedFacts } from './shipped';

export interface EligibilityFacts {
  policy: ReturnPolicy;
  order: Pick<Order, 'createdAt' | 'customer'>;
  lines: Pick<OrderItem, 'id' | 'productId' | 'quantity'>[];
  shipped: ShippedFacts;
  /** Product ids sold as final sale (products.returnable false). */
  finalSale: Set<string>;
  /** Units per order line already in a non-deleted return or a pending return request. */
  alreadyReturned: Map<string, number>;
  at: Date;
}

/**
 * The rule, without the database: which lines of an order may come back, how many units, and why not.
 * The customer page and GET /v1/orders/{id}/return-eligibility both answer from it.
 */
export function evaluateEligibility(f: EligibilityFacts): EligibilityDto {
  const { policy } = f;
  const start = policy.windowStarts === 'order_created' ? f.order.createdAt : f.shipped.shippedAt;
  const windowEnds = start ? new Date(start.getTime() + policy.windowDays * 86_400_000) : null;
  const country = (f.order.customer as { country_code?: string | null } | null)?.country_code ?? null;
  const orderReasons: NotEligibleReason[] = [];
  if (!policy.enabled) orderReasons.push('policy_disabled');
  if (!f.shipped.shippedAt) orderReasons.push('order_not_shipped');
  if (windowEnds && f.at.getTime() > windowEnds.getTime()) orderReasons.push('window_passed');
  if (policy.allowedCountries.length && !(country && policy.allowedCountries.includes(country)))
    orderReasons.push('country_not_allowed');
  const items = f.lines.map((l) => {
    const reasons = [...orderReasons];
    if (f.finalSale.has(l.productId)) reasons.push('final_sale');
    const shipped = f.shipped.shippedQuantityPerLine.get(l.id) ?? 0;
    const left = Math.max(0, shipped - (f.alreadyReturned.get(l.id) ?? 0));
    if (shipped > 0 && left === 0) reasons.push('already_returned');
    const eligible = reasons.length === 0 && left > 0;
    return {
      id: l.id,
      product: { id: l.productId },
      quantity: Number(l.quantity),
      returnable_quantity: eligible ? left : 0,
      eligible,
      not_eligible_because: reasons,
    };
  });
  return {
    eligible: items.some((i) => i.eligible),
    window_ends_at: windowEnds ? windowEnds.toISOString() : null,
    items,
  };
}

/**
 * Units of each order line already on their way back: lines of the order's non-deleted returns (matched to the
 * order's lines by product, first line first) and lines of its pending return requests.
 */
async function alreadyReturned(
  db: DbOrTx,
  orderId: string,
  lines: Pick<OrderItem, 'id' | 'productId' | 'quantity' | 'position'>[],
): Promise<Map<string, number>> {
  const returned = await db
    .select({
      productId: orderReturnItems.productId,
      quantity: sql<string>`sum(${orderReturnItems.quantity})`,
    })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.orderReturnId))
    .where(
      and(
        ne(orderReturns.status, 'deleted'),
        or(
          eq(orderReturnItems.originalOrderId, orderId),
          and(eq(orderReturns.originalOrderId, orderId), sql`${orderReturnItems.originalOrderId} is null`),
        ),
      ),
    )
    .groupBy(orderReturnItems.productId);
  const byProduct = new Map(returned.map((r) => [r.productId, Number(r.quantity)]));
  const out = new Map<string, number>();
  for (const l of [...lines].sort((a, b) => a.position - b.position)) {
    const left = byProduct.get(l.productId) ?? 0;
    const take = Math.min(left, Number(l.quantity));
    out.set(l.id, take);
    byProduct.set(l.productId, left - take);
  }
  for (const [id, n] of await requestedUnits(db, orderId)) out.set(id, (out.get(id) ?? 0) + n);
  return out;
}

/** Units per order line in the order's pending return requests (asked for, not yet decided). */
export async function requestedUnits(db: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const pending = await db
    .select({ items: returnRequests.items })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'pending')));
  const out = new Map<string, number>();
  for (const p of pending)
    for (const it of p.items) out.set(it.order_item_id, (out.get(it.order_item_id) ?? 0) + it.quantity);
  return out;
}

export interface OrderForReturn {
  order: Order;
  lines: OrderItem[];
}

/** The merchant's order with its lines (another merchant's, or a deleted one: 404 ORDER_NOT_FOUND). */
export async function loadOrderForReturn(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OrderForReturn> {
  if (opts.forUpdate) {
    // The order's one row lock (a request against it serialises with the order's other changes).
    const { order, items } = await lockOrder(db, merchantScope(merchantId), orderId);
    if (order.status === 'deleted') throw new AppError('ORDER_NOT_FOUND');
    return { order, lines: items };
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId), ne(orders.status, 'deleted')));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position));
  return { order, lines };
}

/** Eligibility of a loaded order under the merchant's policy, now. */
export async function eligibilityOf(
  db: DbOrTx,
  merchantId: string,
  { order, lines }: OrderForReturn,
  policy?: ReturnPolicy,
): Promise<EligibilityDto> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const [pol, shipped, returned, finals] = await Promise.all([
    policy ?? loadReturnPolicy(db, merchantId),
    shippedFacts(db, order, lines),
    alreadyReturned(db, order.id, lines),
    productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.returnable, false)))
      : Promise.resolve([]),
  ]);
  return evaluateEligibility({
    policy: pol,
    order,
    lines,
    shipped,
    finalSale: new Set(finals.map((p) => p.id)),
    alreadyReturned: returned,
    at: now(),
  });
}

/** GET /v1/orders/{orderId}/return-eligibility */
export async function getReturnEligibility(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
): Promise<EligibilityDto> {
  return eligibilityOf(db, merchantId, await loadOrderForReturn(db, merchantId, orderId));
}
