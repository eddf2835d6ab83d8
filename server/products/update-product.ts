import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { getProductOrThrow } from './find-product';
import type { UpdateProductInput } from './schemas';
import { toProductDto, type ProductDto } from './to-product-dto';
import { recordActivity } from '@/server/activity/record-activity';

/** PATCH /v1/products/{id} (05 §3): absent fields stay, null clears gtin/name_translations; sku is immutable. */
export async function updateProduct(
  db: DbOrTx,
  merchantId: string,
  id: string,
  input: UpdateProductInput,
  actor: Actor,
): Promise<ProductDto> {
  return db.transaction(async (tx) => {
    await getProductOrThrow(tx, merchantId, id, { forUpdate: true });
    const set: Partial<typeof products.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.gtin !== undefined) set.gtin = input.gtin;
    if (input.name_translations !== undefined) set.nameTranslations = input.name_translations;
    if (input.active !== undefined) set.active = input.active;
    if (input.returnable !== undefined) set.returnable = input.returnable;
    if (input.variant_group !== undefined) set.variantGroup = input.variant_group;
    if (Object.keys(set).length === 0) return toProductDto(await getProductOrThrow(tx, merchantId, id));
    const [row] = await tx
      .update(products)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    await recordActivity(tx, {
      merchantId,
      entityType: 'product',
      entityId: id,
      action: 'product.updated',
      actor,
      details: { fields: Object.keys(set) },
    });
    return toProductDto(row!);
  });
}
