import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderItems, orders } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { log } from '@/server/core/logger';
import { reserveOrderStock } from '@/server/orders/lifecycle/reserve-stock';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { merchantScope } from '@/server/core/resource-scope';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';

/**
 * Stock arrived (04 B2): tries the reservation of waiting_products orders again, oldest first, each in its
 * own transaction (a short order does not hold up the rest). An order whose every provider line can now be
 * reserved becomes confirmed. Every waiting order is tried, read in batches of `batchSize` (oldest orders that
 * stay short never hide newer ones). Returns the ids of the orders confirmed.
 */
export async function retryWaitingOrders(
  db: Db,
  opts: { merchantId?: string; productIds?: string[]; batchSize?: number } = {},
): Promise<string[]> {
  const conds = [eq(orders.status, 'waiting_products')];
  if (opts.merchantId) conds.push(eq(orders.merchantId, opts.merchantId));
  if (opts.productIds?.length) {
    conds.push(
      inArray(
        orders.id,
        db
          .select({ id: orderItems.orderId })
          .from(orderItems)
          .where(inArray(orderItems.productId, opts.productIds)),
      ),
    );
  }
  const batchSize = opts.batchSize ?? 500;
  const confirmed: string[] = [];
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch: { id: string; merchantId: string; createdAt: Date }[] = await db
      .select({ id: orders.id, merchantId: orders.merchantId, createdAt: orders.createdAt })
      .from(orders)
      .where(
        and(
          ...conds,
          after ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdAt}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(batchSize);
    for (const w of batch) if (await retryOne(db, w)) confirmed.push(w.id);
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]!;
  }
  if (confirmed.length) log.info('waiting orders confirmed', { count: confirmed.length });
  return confirmed;
}

async function retryOne(db: Db, w: { id: string; merchantId: string }): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const { order, items } = await lockOrder(tx, merchantScope(w.merchantId), w.id);
      if (order.status !== 'waiting_products') return false;
      if (!(await reserveOrderStock(tx, order.id, items))) return false;
      await setOrderStatus(tx, order, 'reserve_waiting', 'confirmed', SYSTEM_ACTOR, {
        reason: 'stock_arrived',
      });
      return true;
    });
  } catch (err) {
    log.error('waiting order could not be retried', { order_id: w.id, error: (err as Error).message });
    return false;
  }
}
