import type { Tx } from '@/db/client';
import { products, type Product } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import type { SplitRequest } from './schemas';

/**
 * A new split target is a copy of the source product, GTIN included, with the supplied name fields applied
 * (03 §2.3.3). It starts active with empty figures; the moved units are added by the caller.
 * A product created with the same SKU by someone else meanwhile makes the split retryable (STOCK_CHANGED):
 * the retry then finds that product as an existing target.
 */
export async function createTargetProduct(
  tx: Tx,
  source: Product,
  target: SplitRequest['target'],
): Promise<Product> {
  const [row] = await tx
    .insert(products)
    .values({
      merchantId: source.merchantId,
      sku: target.sku,
      name: target.name ?? source.name,
      gtin: source.gtin,
      nameTranslations: target.name_translations ?? source.nameTranslations,
      active: true,
      fulfillmentBy: source.fulfillmentBy,
    })
    .onConflictDoNothing({ target: [products.merchantId, products.sku] })
    .returning();
  if (!row)
    throw new AppError(
      'STOCK_CHANGED',
      'A product with the target SKU was created while the split ran; nothing moved. Retry with the same key.',
    );
  return row;
}
