import type { DbOrTx } from '@/db/client';
import { products } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import type { CreateProductInput } from './schemas';
import { toProductDto, type ProductDto } from './to-product-dto';
import { recordActivity } from '@/server/activity/record-activity';

/** POST /v1/products (05 §3): SKUs are unique per merchant (409 PRODUCT_SKU_TAKEN). */
export async function createProduct(
  db: DbOrTx,
  merchantId: string,
  input: CreateProductInput,
  actor: Actor,
): Promise<ProductDto> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        merchantId,
        sku: input.sku,
        name: input.name,
        gtin: input.gtin ?? null,
        nameTranslations: input.name_translations ?? null,
        active: input.active ?? true,
        returnable: input.returnable ?? true,
        variantGroup: input.variant_group ?? null,
      })
      .onConflictDoNothing({ target: [products.merchantId, products.sku] })
      .returning();
    if (!row)
      throw new AppError('PRODUCT_SKU_TAKEN', `A product with SKU ${input.sku} already exists.`, {
        details: { sku: input.sku },
      });
    await recordActivity(tx, {
      merchantId,
      entityType: 'product',
      entityId: row.id,
      action: 'product.created',
      actor,
      details: { sku: row.sku },
    });
    return toProductDto(row);
  });
}
