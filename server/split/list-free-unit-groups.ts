import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { stockUnits } from '@/db/schema';

/** Units of one best-before date, batch and location that a split could move now. */
export interface FreeUnitGroup {
  best_before: string | null;
  batch_number: string | null;
  location: string;
  quantity: number;
}

/**
 * What is on the shelf and free (state on_shelf, the units a split moves: 03 §1) of one of the merchant's
 * products, grouped by best-before date, batch and location with their counts: the split screen offers each
 * group as filters. Earliest best-before first (no date last), then location, then batch. Another merchant's
 * product has no groups. Read through stock_units_product_state_idx (product_id, state), the same rows the
 * split's own unit query reads; at most `limit` groups (`cut` says there were more).
 */
export async function listFreeUnitGroups(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  limit = 200,
): Promise<{ groups: FreeUnitGroup[]; cut: boolean }> {
  const rows = await db
    .select({
      best_before: stockUnits.bestBefore,
      batch_number: stockUnits.batchNumber,
      location: stockUnits.location,
      quantity: sql<number>`count(*)::int`,
    })
    .from(stockUnits)
    .where(
      and(
        eq(stockUnits.productId, productId),
        eq(stockUnits.state, 'on_shelf'),
        eq(stockUnits.merchantId, merchantId),
      ),
    )
    .groupBy(stockUnits.bestBefore, stockUnits.batchNumber, stockUnits.location)
    .orderBy(
      sql`${stockUnits.bestBefore} asc nulls last`,
      asc(stockUnits.location),
      sql`${stockUnits.batchNumber} asc nulls first`,
    )
    .limit(limit + 1);
  return { groups: rows.slice(0, limit), cut: rows.length > limit };
}
