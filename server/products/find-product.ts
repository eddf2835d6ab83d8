import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products, type Product } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';

/**
 * Look-ups of one merchant's product. Another merchant's product is never found (callers answer 404).
 * `forUpdate` locks the row inside the caller's transaction (guards re-checked where they write).
 */
export async function findProductById(
  db: DbOrTx,
  merchantId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<Product | null> {
  if (!isId(id)) return null;
  const q = db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.merchantId, merchantId)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function findProductBySku(
  db: DbOrTx,
  merchantId: string,
  sku: string,
  opts: { forUpdate?: boolean } = {},
): Promise<Product | null> {
  const q = db
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), eq(products.sku, sku)))
    .limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

/** The product or 404 PRODUCT_NOT_FOUND. */
export async function getProductOrThrow(
  db: DbOrTx,
  merchantId: string,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<Product> {
  const p = await findProductById(db, merchantId, id, opts);
  if (!p) throw new AppError('PRODUCT_NOT_FOUND');
  return p;
}

/** Several products of one merchant by id (missing ids are simply absent from the map). */
export async function findProductsByIds(
  db: DbOrTx,
  merchantId: string,
  ids: string[],
): Promise<Map<string, Product>> {
  const valid = [...new Set(ids.filter(isId))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.merchantId, merchantId), inArray(products.id, valid)));
  return new Map(rows.map((r) => [r.id, r]));
}
