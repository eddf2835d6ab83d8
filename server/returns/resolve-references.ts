import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders, products } from '@/db/schema';
import { AppError, type ErrorCode } from '@/server/core/errors';
import { isId } from '@/server/core/ids';

/**
 * The references a return names (02 §4.1, §4.4, 04 E9): a missing one and another merchant's one get
 * different 400 codes, as the spec lists them; `path` says which field in `details`.
 */
interface Codes {
  notFound: ErrorCode;
  mismatch: ErrorCode;
}

async function ownerOf(
  db: DbOrTx,
  table: 'orders' | 'products',
  ids: string[],
): Promise<Map<string, string>> {
  const valid = [...new Set(ids.filter(isId))];
  if (!valid.length) return new Map();
  if (table === 'products') {
    const rows = await db
      .select({ id: products.id, merchantId: products.merchantId })
      .from(products)
      .where(inArray(products.id, valid));
    return new Map(rows.map((r) => [r.id, r.merchantId]));
  }
  const rows = await db
    .select({ id: orders.id, merchantId: orders.merchantId, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, valid));
  // Any order of the merchant that is not deleted may be a return's original order (04 E9).
  return new Map(rows.filter((r) => r.status !== 'deleted').map((r) => [r.id, r.merchantId]));
}

async function assertOwned(
  db: DbOrTx,
  table: 'orders' | 'products',
  merchantId: string,
  refs: { id: string; path: string }[],
  codes: Codes,
) {
  if (!refs.length) return;
  const owners = await ownerOf(
    db,
    table,
    refs.map((r) => r.id),
  );
  for (const r of refs) {
    const owner = owners.get(r.id);
    if (!owner)
      throw new AppError(codes.notFound, undefined, { status: 400, details: { path: r.path, id: r.id } });
    if (owner !== merchantId)
      throw new AppError(codes.mismatch, undefined, { status: 400, details: { path: r.path, id: r.id } });
  }
}

export function assertProductsOwned(db: DbOrTx, merchantId: string, refs: { id: string; path: string }[]) {
  return assertOwned(db, 'products', merchantId, refs, {
    notFound: 'PRODUCT_NOT_FOUND',
    mismatch: 'PRODUCT_MERCHANT_MISMATCH',
  });
}

export function assertOrdersOwned(db: DbOrTx, merchantId: string, refs: { id: string; path: string }[]) {
  return assertOwned(db, 'orders', merchantId, refs, {
    notFound: 'ORIGINAL_ORDER_NOT_FOUND',
    mismatch: 'ORIGINAL_ORDER_MERCHANT_MISMATCH',
  });
}

export function assertRestockProductOwned(
  db: DbOrTx,
  merchantId: string,
  refs: { id: string; path: string }[],
) {
  return assertOwned(db, 'products', merchantId, refs, {
    notFound: 'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_NOT_FOUND',
    mismatch: 'ORDER_RETURN_DECISION_RESTOCK_AS_PRODUCT_MERCHANT_MISMATCH',
  });
}
