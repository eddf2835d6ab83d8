import { and, asc, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products, type Product } from '@/db/schema';
import { AppError, isAppError } from '@/server/core/errors';
import { findProductBySku } from '@/server/products/find-product';
import { assertStockConsistent } from './assert-stock-consistent';
import { MAX_SPLIT_UNITS, type SplitPreview, type SplitRequest } from './schemas';
import { readSplitUnits } from './split-units-query';
import type { SplitRefusal } from './refusal-wording';

export interface SplitPreviewResult extends SplitPreview {
  /** What would happen to the target SKU (03 §2.3). */
  target: { sku: string; status: 'existing' | 'inactive' | 'new'; product_id: string | null; name: string };
  /**
   * The error the split would answer with right now, by the split's own checks (an inactive target, too many
   * units, stock figures that do not add up on the source or the target); null: the split would go ahead.
   */
  refusal: SplitRefusal | null;
}

/**
 * What a split with this request would move right now, read with the same unit query the split uses
 * (server/split/split-units-query.ts), grouped by location and best-before date. Nothing is locked or written;
 * the split itself re-reads and may move fewer units if the stock changed meanwhile.
 */
export async function previewSplit(
  db: DbOrTx,
  merchantId: string,
  request: SplitRequest,
): Promise<SplitPreviewResult> {
  if (request.target.sku === request.source_sku) throw new AppError('TARGET_SAME_AS_SOURCE');
  const source = await findProductBySku(db, merchantId, request.source_sku);
  if (!source)
    throw new AppError('SOURCE_PRODUCT_NOT_FOUND', `No product with the SKU "${request.source_sku}".`);
  const target = await findProductBySku(db, merchantId, request.target.sku);
  const units = await readSplitUnits(db, source.id, request.filters);
  const refusal =
    target && !target.active
      ? { code: 'TARGET_PRODUCT_INACTIVE' as const, sku: target.sku }
      : units.length > MAX_SPLIT_UNITS
        ? { code: 'SPLIT_TOO_LARGE' as const, sku: source.sku }
        : ((await stockRefusal(db, source)) ?? (target ? await stockRefusal(db, target) : null));
  const groups = new Map<string, { location: string; best_before: string | null; quantity: number }>();
  for (const u of units.slice(0, MAX_SPLIT_UNITS)) {
    const k = `${u.location}\u0000${u.bestBefore ?? ''}`;
    const g = groups.get(k) ?? { location: u.location, best_before: u.bestBefore, quantity: 0 };
    g.quantity++;
    groups.set(k, g);
  }
  return {
    source_product_id: source.id,
    source_sku: source.sku,
    quantity: units.length,
    too_large: units.length > MAX_SPLIT_UNITS,
    groups: [...groups.values()].sort(
      (a, b) =>
        a.location.localeCompare(b.location) ||
        (a.best_before ?? '9999').localeCompare(b.best_before ?? '9999'),
    ),
    target: {
      sku: request.target.sku,
      status: !target ? 'new' : target.active ? 'existing' : 'inactive',
      product_id: target?.id ?? null,
      name: target ? target.name : (request.target.name ?? source.name),
    },
    refusal,
  };
}

/** The split's phantom-stock guard, read without locks: the refusal it would give this product now. */
async function stockRefusal(db: DbOrTx, product: Product): Promise<SplitPreviewResult['refusal']> {
  try {
    await assertStockConsistent(db, product);
    return null;
  } catch (err) {
    if (!isAppError(err)) throw err;
    const reason = err.details?.reason;
    return reason === 'stock_count_discrepancy' || reason === 'figures_do_not_match_units'
      ? { code: err.code, sku: product.sku, reason }
      : { code: err.code, sku: product.sku };
  }
}

/** The merchant's products that have free stock to split, by SKU (the portal's source list). */
export async function listSplitSources(db: DbOrTx, merchantId: string, limit = 500) {
  return db
    .select({ id: products.id, sku: products.sku, name: products.name, available: products.available })
    .from(products)
    .where(and(eq(products.merchantId, merchantId), gt(products.available, 0)))
    .orderBy(asc(products.sku))
    .limit(limit);
}
