import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { stockUnits } from '@/db/schema';
import { getProductOrThrow } from '@/server/products/find-product';
import type { ListUnitsFilter, StockUnitDto } from './schemas';
import { toStockUnitDto } from './to-stock-unit-dto';

/**
 * GET /v1/products/{id}/stock-units (05 §3): a product's units in receiving order, filtered by state
 * (comma list), location and best-before date. Each filter has a (product_id, column, id) index.
 */
export async function listUnits(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  f: ListUnitsFilter,
): Promise<{ stock_units: StockUnitDto[]; total: number }> {
  const product = await getProductOrThrow(db, merchantId, productId);
  const where: SQL[] = [eq(stockUnits.productId, productId)];
  if (f.state)
    where.push(f.state.length === 1 ? eq(stockUnits.state, f.state[0]!) : inArray(stockUnits.state, f.state));
  if (f.location !== undefined) where.push(eq(stockUnits.location, f.location));
  if (f.best_before !== undefined) where.push(eq(stockUnits.bestBefore, f.best_before));
  const cond = and(...where);
  const unfiltered = where.length === 1;
  // Without filters the total is every unit of the product: on_hand (all units not written off, kept exact in the
  // same transaction as the units, 04 E12) plus the written-off ones, so a product with a million units is not
  // counted row by row on every page.
  const totalCond = unfiltered
    ? and(eq(stockUnits.productId, productId), eq(stockUnits.state, 'written_off'))
    : cond;
  const [rows, [totalRow]] = await Promise.all([
    db.select().from(stockUnits).where(cond).orderBy(asc(stockUnits.id)).offset(f.offset).limit(f.limit),
    db.select({ total: count() }).from(stockUnits).where(totalCond),
  ]);
  const counted = Number(totalRow?.total ?? 0);
  return { stock_units: rows.map(toStockUnitDto), total: unfiltered ? product.onHand + counted : counted };
}
