import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog, type Order, type OrderItem } from '@/db/schema';
import { SHIPPED_STATUSES } from '@/server/orders/lifecycle/status-machine';
import { shippedQuantities } from '@/server/outbound/shipped-quantities';

export interface ShippedFacts {
  /** When the goods left the warehouse, or null while they have not. */
  shippedAt: Date | null;
  /** Units shipped per order line id. */
  shippedQuantityPerLine: Map<string, number>;
}

/**
 * What of an order has been shipped: the one place eligibility learns it. From the order's shipments when it has
 * any: the units each line shipped, and the window counts from the last shipment (the time the order was whole
 * on its way). An order without shipments that is nevertheless `processed` (or what can only follow it: orders
 * imported or processed before outbound fulfilment existed) shipped whole at the time its activity log recorded
 * that change (the order's last update when the log has none).
 */
export async function shippedFacts(
  db: DbOrTx,
  order: Pick<Order, 'id' | 'status' | 'updatedAt'>,
  lines: Pick<OrderItem, 'id' | 'quantity'>[],
): Promise<ShippedFacts> {
  const shipped = await shippedQuantities(db, order.id);
  if (shipped.lastShippedAt)
    return {
      shippedAt: shipped.lastShippedAt,
      shippedQuantityPerLine: new Map(lines.map((l) => [l.id, shipped.lines.get(l.id) ?? 0])),
    };
  if (!(SHIPPED_STATUSES as readonly string[]).includes(order.status))
    return { shippedAt: null, shippedQuantityPerLine: new Map(lines.map((l) => [l.id, 0])) };
  const [reached] = await db
    .select({ at: activityLog.createdAt })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'order'),
        eq(activityLog.entityId, order.id),
        sql`${activityLog.details}->>'to' = 'processed'`,
      ),
    )
    .orderBy(asc(activityLog.id))
    .limit(1);
  return {
    shippedAt: reached?.at ?? order.updatedAt,
    shippedQuantityPerLine: new Map(lines.map((l) => [l.id, Number(l.quantity)])),
  };
}
