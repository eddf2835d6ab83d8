import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { stockUnits } from '@/db/schema';
import { MAX_SPLIT_UNITS, type SplitFilters } from './schemas';

/**
 * The one definition of "units a split moves" (03 §1, §2.1), used by the split itself and by the portal's
 * preview: free units on the shelf (state on_shelf) of the source, filters combined with AND, lowest unit id
 * first (ids follow receiving order), at most max_quantity. The limit is one above the split maximum so a
 * caller can tell "too large" (04 D3: counted after filters and max_quantity) without reading every unit.
 */
export function splitUnitConditions(sourceProductId: string, filters: SplitFilters | null | undefined): SQL {
  const conds: SQL[] = [eq(stockUnits.productId, sourceProductId), eq(stockUnits.state, 'on_shelf')];
  if (filters?.best_before) conds.push(eq(stockUnits.bestBefore, filters.best_before));
  if (filters?.location) conds.push(eq(stockUnits.location, filters.location));
  return and(...conds)!;
}

export function splitUnitLimit(filters: SplitFilters | null | undefined): number {
  const max = filters?.max_quantity;
  return max != null && max <= MAX_SPLIT_UNITS ? max : MAX_SPLIT_UNITS + 1;
}

/**
 * Selects and locks the units to move. NOWAIT: a matching unit locked by another transaction (an order
 * reserving it, a state change) fails the statement at once with 55P03, which the split answers as
 * STOCK_CHANGED (04 D3) instead of waiting or silently moving fewer units.
 */
export async function lockSplitUnits(
  tx: DbOrTx,
  sourceProductId: string,
  filters: SplitFilters | null | undefined,
): Promise<string[]> {
  const rows = await tx
    .select({ id: stockUnits.id })
    .from(stockUnits)
    .where(splitUnitConditions(sourceProductId, filters))
    .orderBy(asc(stockUnits.id))
    .limit(splitUnitLimit(filters))
    .for('update', { noWait: true });
  return rows.map((r) => r.id);
}

/** The same units, unlocked, with where they are and their dates (portal preview). */
export async function readSplitUnits(
  tx: DbOrTx,
  sourceProductId: string,
  filters: SplitFilters | null | undefined,
) {
  return tx
    .select({ id: stockUnits.id, location: stockUnits.location, bestBefore: stockUnits.bestBefore })
    .from(stockUnits)
    .where(splitUnitConditions(sourceProductId, filters))
    .orderBy(asc(stockUnits.id))
    .limit(splitUnitLimit(filters));
}
