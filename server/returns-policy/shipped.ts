import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog, type Order, type OrderItem } from '@/db/schema';
import { SHIPPED_STATUSES } from '@/server/orders/status-machine';

export interface ShippedFacts {
  /** When the goods left the warehouse, or null while they have not. */
  shippedAt: Date | null;
  /** Units shipped per order line id. */
  shippedQuantityPerLine: Map<string, number>;
}

/**
 * What of an order has been shipped: the one place eligibility learns it. Today an order ships whole when it
 * reaches `processed` (or what can only follow it), at the time its activity log recorded that change (the
 * order's last update when the log has none, as for imported orders).
 */
export async function shippedFacts(
  db: DbOrTx,
  order: Pick<Order, 'id' | 'status' | 'updatedAt'>,
  lines: Pick<OrderItem, 'id' | 'quantity'>[],
): Promise<ShippedFacts> {
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
