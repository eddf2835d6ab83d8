import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products } from '@/db/schema';

/** Below this many available units a product is flagged low, unless `?low=` says otherwise. */
export const DEFAULT_LOW_STOCK = 10;
export const STOCK_CHART_PRODUCTS = 15;

export interface StockPerProduct {
  /** The active products with the fewest available units first (those to restock), at most 15. */
  products: {
    productId: string;
    sku: string;
    name: string;
    onHand: number;
    reserved: number;
    available: number;
    low: boolean;
  }[];
  /** Active products, and how many of them are below the threshold. */
  activeProducts: number;
  lowProducts: number;
  threshold: number;
}

/** Reads `?low=`: a whole number of units from 0 to 1,000,000, else the default. */
export function parseLowStockThreshold(value: string | undefined): number {
  if (value === undefined || !/^\d{1,7}$/.test(value)) return DEFAULT_LOW_STOCK;
  return Math.min(1_000_000, Number(value));
}

/**
 * Stock per active product from its figures (on hand, reserved, available: server/stock/figures.ts keeps them
 * with every unit change), lowest available first; a product is low when its available units are below the
 * threshold. Stock is a figure of now, not of the period.
 */
export async function stockPerProduct(
  db: DbOrTx,
  merchantId: string,
  threshold: number = DEFAULT_LOW_STOCK,
): Promise<StockPerProduct> {
  const scope = and(eq(products.merchantId, merchantId), eq(products.active, true));
  const [rows, totals] = await Promise.all([
    db
      .select({
        productId: products.id,
        sku: products.sku,
        name: products.name,
        onHand: products.onHand,
        reserved: products.reserved,
        available: products.available,
      })
      .from(products)
      .where(scope)
      .orderBy(asc(products.available), asc(products.sku))
      .limit(STOCK_CHART_PRODUCTS),
    db
      .select({
        active: count(),
        low: sql<number>`count(*) filter (where ${lt(products.available, threshold)})`,
      })
      .from(products)
      .where(scope),
  ]);
  return {
    products: rows.map((r) => ({ ...r, low: r.available < threshold })),
    activeProducts: Number(totals[0]?.active ?? 0),
    lowProducts: Number(totals[0]?.low ?? 0),
    threshold,
  };
}
