import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, products } from '@/db/schema';
import { SYSTEM_ACTOR, type Actor } from '@/server/core/actor';
import { DEMO_MERCHANT_ID } from './demo-data';

/** Who the history names for what the demo seed wrote. */
export const SEED_ACTOR: Actor = { ...SYSTEM_ACTOR, label: 'demo seed' };

/**
 * The demo merchant's products by SKU, or null when one of them is missing (the products step has not run):
 * each seed step reads the products it builds on this way.
 */
export async function demoProductIds(db: Db, skus: readonly string[]): Promise<Map<string, string> | null> {
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), inArray(products.sku, [...skus])));
  const ids = new Map(rows.map((r) => [r.sku, r.id]));
  return skus.every((s) => ids.has(s)) ? ids : null;
}

/** Whether the demo merchant has an order whose reference matches (a LIKE pattern): that seed step ran. */
export async function hasDemoOrder(db: Db, merchantsIdPattern: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), like(orders.merchantsId, merchantsIdPattern)))
    .limit(1);
  return Boolean(row);
}
