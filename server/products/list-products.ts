import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { now } from '@/server/core/clock';
import type { DbOrTx } from '@/db/client';
import { products } from '@/db/schema';
import type { ListProductsFilter } from './schemas';
import { toProductDto, type ProductDto } from './to-product-dto';

/** `%` and `_` in user text match themselves, not any character. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * GET /v1/products (05 §3): filters sku (exact), q (name, SKU or GTIN contains), active, variant_group (exact),
 * expires_within_days (a lot on hand with its best-before within N days); newest first.
 */
export async function listProducts(
  db: DbOrTx,
  merchantId: string,
  f: ListProductsFilter,
): Promise<{ products: ProductDto[]; total: number }> {
  const where: SQL[] = [eq(products.merchantId, merchantId)];
  if (f.sku !== undefined) where.push(eq(products.sku, f.sku));
  if (f.active !== undefined) where.push(eq(products.active, f.active));
  if (f.variant_group !== undefined) where.push(eq(products.variantGroup, f.variant_group));
  if (f.q !== undefined) {
    const p = likePattern(f.q);
    where.push(or(ilike(products.name, p), ilike(products.sku, p), ilike(products.gtin, p))!);
  }
  if (f.expires_within_days !== undefined) {
    const until = new Date(now().getTime() + f.expires_within_days * 86_400_000).toISOString().slice(0, 10);
    // The stock ledger's running balances: lots standing, not written off (docs/decisions/stock-ledger.md §4).
    where.push(sql`exists (select 1 from stock_balances b where b.product_id = ${products.id}
      and b.best_before <= ${until}::date and b.state <> 'written_off' and b.quantity > 0)`);
  }
  const cond = and(...where);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(cond)
      .orderBy(desc(products.createdAt), desc(products.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ total: count() }).from(products).where(cond),
  ]);
  return { products: rows.map(toProductDto), total: Number(totalRow?.total ?? 0) };
}
