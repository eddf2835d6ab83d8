import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products, type ReturnPolicy } from '@/db/schema';

export interface ExchangeChoice {
  id: string;
  name: string;
}

/**
 * What the customer page offers instead of each returned product (its id -> choices): the merchant's active
 * products of the same variant group with stock available, other than the product itself. Empty when the
 * policy turns exchanges off or the product has no group. The same list checks a request's choice.
 */
export async function exchangeChoices(
  db: DbOrTx,
  policy: Pick<ReturnPolicy, 'merchantId' | 'exchangesEnabled'>,
  productIds: string[],
): Promise<Map<string, ExchangeChoice[]>> {
  const out = new Map<string, ExchangeChoice[]>();
  if (!policy.exchangesEnabled || !productIds.length) return out;
  const returned = await db
    .select({ id: products.id, group: products.variantGroup })
    .from(products)
    .where(
      and(
        eq(products.merchantId, policy.merchantId),
        inArray(products.id, [...new Set(productIds)]),
        isNotNull(products.variantGroup),
      ),
    );
  const groups = [...new Set(returned.map((r) => r.group!))];
  if (!groups.length) return out;
  const offered = await db
    .select({ id: products.id, name: products.name, group: products.variantGroup })
    .from(products)
    .where(
      and(
        eq(products.merchantId, policy.merchantId),
        inArray(products.variantGroup, groups),
        eq(products.active, true),
        gt(products.available, 0),
      ),
    )
    .orderBy(products.sku);
  for (const r of returned)
    out.set(
      r.id,
      offered.filter((o) => o.group === r.group && o.id !== r.id).map((o) => ({ id: o.id, name: o.name })),
    );
  return out;
}
