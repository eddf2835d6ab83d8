import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { products, type ReturnPolicy } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { loadReturnPolicy } from '@/server/returns/policy/return-policy';

/** A return line's exchange as it is checked: the line's own product and the one asked for instead. */
export interface ExchangeLineCheck {
  returnedProductId: string;
  exchange: { product: { id: string }; quantity: number };
  /** The exchange field in the request, for `details.path` (`order_return.items[0].exchange`). */
  path: string;
}

/**
 * The rules an exchange line meets (docs/decisions/returns.md, Exchanges), in this order: the merchant's policy
 * allows exchanges (else 400 ORDER_RETURN_EXCHANGE_NOT_ALLOWED); the return has an original order, whose
 * customer receives the exchange (400 ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER); the product is the
 * merchant's (400 ..._PRODUCT_NOT_FOUND / ..._PRODUCT_MERCHANT_MISMATCH); under `same_variant_group_only`, it
 * shares the returned product's variant group (a returned product without a group allows none: 400
 * ORDER_RETURN_EXCHANGE_NOT_ALLOWED). Returns the policy, whose release rule the return keeps.
 * `agreedEarlier`: the exchanges were offered under the policy when the customer asked (a return request now
 * approved), so the policy's switches, which may have changed since, are not asked again; the rest is.
 */
export async function assertExchangeLines(
  db: DbOrTx,
  merchantId: string,
  lines: ExchangeLineCheck[],
  originalOrderId: string | null,
  { agreedEarlier = false }: { agreedEarlier?: boolean } = {},
): Promise<ReturnPolicy | null> {
  if (!lines.length) return null;
  const policy = await loadReturnPolicy(db, merchantId);
  if (!policy.exchangesEnabled && !agreedEarlier)
    throw new AppError(
      'ORDER_RETURN_EXCHANGE_NOT_ALLOWED',
      'Exchanges are turned off in the return policy.',
      {
        details: { path: lines[0]!.path },
      },
    );
  if (!originalOrderId)
    throw new AppError('ORDER_RETURN_EXCHANGE_REQUIRES_ORIGINAL_ORDER', undefined, {
      details: { path: 'order_return.original_order' },
    });
  const ids = [...new Set(lines.flatMap((l) => [l.returnedProductId, l.exchange.product.id]).filter(isId))];
  const rows = ids.length
    ? await db
        .select({ id: products.id, merchantId: products.merchantId, variantGroup: products.variantGroup })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const l of lines) {
    const wanted = byId.get(l.exchange.product.id);
    const details = { path: `${l.path}.product.id`, id: l.exchange.product.id };
    if (!wanted) throw new AppError('ORDER_RETURN_EXCHANGE_PRODUCT_NOT_FOUND', undefined, { details });
    if (wanted.merchantId !== merchantId)
      throw new AppError('ORDER_RETURN_EXCHANGE_PRODUCT_MERCHANT_MISMATCH', undefined, { details });
    if (!policy.exchangesSameVariantGroupOnly || agreedEarlier) continue;
    const group = byId.get(l.returnedProductId)?.variantGroup ?? null;
    if (!group || wanted.variantGroup !== group)
      throw new AppError(
        'ORDER_RETURN_EXCHANGE_NOT_ALLOWED',
        group
          ? 'The exchange product is not of the returned product’s variant group.'
          : 'The returned product has no variant group, and the policy allows exchanges within one only.',
        { details },
      );
  }
  return policy;
}
