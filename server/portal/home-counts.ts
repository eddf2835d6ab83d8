import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturns, orders, products } from '@/db/schema';

export interface HomeCounts {
  ordersByStatus: { status: string; count: number }[];
  returnsByStatus: { status: string; count: number }[];
  products: { total: number; active: number };
  units: { onHand: number; reserved: number; available: number };
}

/**
 * The merchant's figures on the home page (plain grouped counts; each uses the merchant+status indexes).
 * Deleted orders are left out, as lists leave them out (04 B1).
 */
export async function getHomeCounts(db: DbOrTx, merchantId: string): Promise<HomeCounts> {
  const [orderRows, returnRows, productRows] = await Promise.all([
    db
      .select({ status: orders.status, count: count() })
      .from(orders)
      .where(and(eq(orders.merchantId, merchantId), ne(orders.status, 'deleted')))
      .groupBy(orders.status)
      .orderBy(orders.status),
    db
      .select({ status: orderReturns.status, count: count() })
      .from(orderReturns)
      .where(eq(orderReturns.merchantId, merchantId))
      .groupBy(orderReturns.status)
      .orderBy(orderReturns.status),
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${products.active})`,
        onHand: sql<number>`coalesce(sum(${products.onHand}), 0)`,
        reserved: sql<number>`coalesce(sum(${products.reserved}), 0)`,
        available: sql<number>`coalesce(sum(${products.available}), 0)`,
      })
      .from(products)
      .where(eq(products.merchantId, merchantId)),
  ]);
  const p = productRows[0];
  return {
    ordersByStatus: orderRows.map((r) => ({ status: r.status, count: Number(r.count) })),
    returnsByStatus: returnRows.map((r) => ({ status: r.status, count: Number(r.count) })),
    products: { total: Number(p?.total ?? 0), active: Number(p?.active ?? 0) },
    units: { onHand: Number(p?.onHand ?? 0), reserved: Number(p?.reserved ?? 0), available: Number(p?.available ?? 0) },
  };
}
