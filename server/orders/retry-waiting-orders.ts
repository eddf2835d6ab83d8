import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderItems, orders } from '@/db/schema';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { log } from '@/server/core/logger';
import { reserveOrderStock } from './reserve-stock';
import { lockOrder, setOrderStatus } from './set-order-status';

/**
 * Stock arrived (04 B2): tries the reservation of waiting_products orders again, oldest first, each in its
 * own transaction (a short order does not hold up the rest). An order whose every provider line can now be
 * reserved becomes confirmed. Returns the ids of the orders confirmed.
 */
export async function retryWaitingOrders(
  db: Db,
  opts: { merchantId?: string; productIds?: string[]; limit?: number } = {},
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
  const waiting = await db
    .select({ id: orders.id, merchantId: orders.merchantId })
    .from(orders)
    .where(and(...conds))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(opts.limit ?? 500);
  const confirmed: string[] = [];
  for (const w of waiting) {
    try {
      const done = await db.transaction(async (tx) => {
        const { order, items } = await lockOrder(tx, w.merchantId, w.id);
        if (order.status !== 'waiting_products') return false;
        if (!(await reserveOrderStock(tx, order.id, items))) return false;
        await setOrderStatus(tx, order, 'reserve_waiting', 'confirmed', SYSTEM_ACTOR, {
          reason: 'stock_arrived',
        });
        return true;
      });
      if (done) confirmed.push(w.id);
    } catch (err) {
      log.error('waiting order could not be retried', { order_id: w.id, error: (err as Error).message });
    }
  }
  if (confirmed.length) log.info('waiting orders confirmed', { count: confirmed.length });
  return confirmed;
}
