import type { DbOrTx } from '@/db/client';
import type { Product } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { countFigures } from '@/server/stock/figures';

/**
 * Phantom-stock guard (04 D2, E12): the product's stored figures must equal what its units add up to, and its
 * last warehouse count must not have marked it as in discrepancy. Call it with the product row locked
 * (SELECT ... FOR UPDATE) so that no stock change can commit between reading the figures and counting units.
 */
export async function assertStockConsistent(tx: DbOrTx, product: Product): Promise<void> {
  if (product.stockDiscrepancy) {
    throw new AppError('PHANTOM_STOCK_SUSPECTED', undefined, {
      details: { product_id: product.id, sku: product.sku, reason: 'stock_count_discrepancy' },
    });
  }
  const counted = await countFigures(tx, product.id);
  if (
    counted.on_hand !== product.onHand ||
    counted.reserved !== product.reserved ||
    counted.available !== product.available
  ) {
    throw new AppError('PHANTOM_STOCK_SUSPECTED', undefined, {
      details: { product_id: product.id, sku: product.sku, reason: 'figures_do_not_match_units' },
    });
  }
}
