import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products, stockCounts } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { getProductOrThrow } from '@/server/products/find-product';
import { toProductDto, type ProductDto } from '@/server/products/to-product-dto';
import { recordActivity } from '@/server/activity/record-activity';

/**
 * POST /ops/v1/products/{id}/stock-count (05 §3, 04 E12): records a warehouse count. A count that differs from
 * on_hand marks the product's stock as in discrepancy; a later count that agrees clears it. The figures
 * themselves do not change (they follow the units), so no inventory event is sent.
 */
export async function countStock(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  counted: number,
  actor: Actor,
): Promise<ProductDto> {
  return db.transaction(async (tx) => {
    const product = await getProductOrThrow(tx, merchantId, productId, { forUpdate: true });
    const at = now();
    const discrepancy = counted !== product.onHand;
    await tx.insert(stockCounts).values({
      merchantId,
      productId,
      countedQuantity: counted,
      onHandAtCount: product.onHand,
      createdAt: at,
    });
    const [row] = await tx
      .update(products)
      .set({
        lastCountedQuantity: counted,
        lastCountedAt: at,
        stockDiscrepancy: discrepancy,
        updatedAt: new Date(),
      })
      .where(eq(products.id, productId))
      .returning();
    await recordActivity(tx, {
      merchantId,
      entityType: 'product',
      entityId: productId,
      action: 'stock.counted',
      actor,
      details: { counted_quantity: counted, on_hand: product.onHand, discrepancy },
    });
    return toProductDto(row!);
  });
}
