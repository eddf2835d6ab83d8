import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { products, stockUnits } from '@/db/schema';
import { now } from '@/server/core/clock';
import { DEMO_MERCHANT_ID } from './demo-data';
import { receiveUnits } from '@/server/stock/receive-units';
import { SEED_ACTOR } from './demo-lookups';

const DAY = 86_400_000;
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Demo stock close to its best-before date, the case a split is for (re-labelling short-dated goods as a
 * campaign SKU): two lots of the light roast, due in two and five weeks, beside its long-dated lot. Dated
 * from today, so the demo always shows them as near. Idempotent: skipped when batch DEMO-SOON-1 exists.
 */
export async function seedShortDatedStock(db: Db): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), eq(products.sku, 'NP-COF-250')));
  if (!product) return;
  const [done] = await db
    .select({ id: stockUnits.id })
    .from(stockUnits)
    .where(and(eq(stockUnits.productId, product.id), eq(stockUnits.batchNumber, 'DEMO-SOON-1')))
    .limit(1);
  if (done) return;
  const today = now().getTime();
  const actor = SEED_ACTOR;
  for (const [batch, days, quantity, location] of [
    ['DEMO-SOON-1', 14, 9, 'A-04-01'],
    ['DEMO-SOON-2', 35, 15, 'A-04-02'],
  ] as const) {
    await receiveUnits(
      db,
      DEMO_MERCHANT_ID,
      {
        product_id: product.id,
        quantity,
        location,
        best_before: isoDate(today + days * DAY),
        batch_number: batch,
        state: 'on_shelf',
      },
      actor,
    );
  }
}
