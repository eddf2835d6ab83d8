import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderStatusCounts, products, returnStatusCounts } from '@/db/schema';

export interface HomeCounts {
  ordersByStatus: { status: string; count: number }[];
  returnsByStatus: { status: string; count: number }[];
  products: { total: number; active: number };
  units: { onHand: number; reserved: number; available: number };
}

/**
 * The merchant's figures on the home page. Orders and returns per status come from the status counts the
 * write transactions keep (one small indexed read whatever the merchant's volume); deleted orders are left
 * out, as lists leave them out (04 B1).
 */
export async function getHomeCounts(db: DbOrTx, merchantId: string): Promise<HomeCounts> {
  const perStatus = (table: typeof orderStatusCounts | typeof returnStatusCounts, exclude: string[]) =>
    db
      .select({ status: table.status, count: sql<number>`sum(${table.count})` })
      .from(table)
      .where(
        and(eq(table.merchantId, merchantId), exclude.length ? notInArray(table.status, exclude) : undefined),
      )
      .groupBy(table.status)
      .having(sql`sum(${table.count}) > 0`)
      .orderBy(table.status);
  const [orderRows, returnRows, productRows] = await Promise.all([
    perStatus(orderStatusCounts, ['deleted']),
    perStatus(returnStatusCounts, []),
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
    units: {
      onHand: Number(p?.onHand ?? 0),
      reserved: Number(p?.reserved ?? 0),
      available: Number(p?.available ?? 0),
    },
  };
}
