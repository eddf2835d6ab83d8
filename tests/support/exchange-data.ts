import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { orders, outboxEvents, products } from '@/db/schema';
import { addUnits, createProduct } from './data';
import type { MerchantFixture } from './fixtures';
import { createOrder, createReturnViaApi } from './returns-data';

/** A product of a variant group (a size of one style), with `stock` free units. */
export async function variantProduct(merchantId: string, group: string | null, stock = 0) {
  const p = await createProduct(merchantId);
  const db = await getDb();
  await db.update(products).set({ variantGroup: group }).where(eq(products.id, p.id));
  if (stock) await addUnits(p.id, stock);
  return { ...p, variantGroup: group };
}

/** Sets the merchant's exchange rules (the rest of the policy keeps its defaults, disabled page). */
export async function setExchangePolicy(
  m: MerchantFixture,
  exchanges: { enabled?: boolean; release?: string; same_variant_group_only?: boolean },
) {
  const res = await m.api('PUT', '/v1/return-policy', {
    body: { return_policy: { enabled: false, exchanges } },
  });
  if (res.status !== 200) throw new Error(`policy: ${res.status} ${res.text}`);
}

/**
 * A merchant's shipped order of size M and a return of it asking for size L instead (the given quantity), with
 * L in stock: the common exchange.
 */
export async function exchangeReturn(
  m: MerchantFixture,
  opts: { stock?: number; quantity?: number; group?: string } = {},
) {
  const group = opts.group ?? `STYLE-${Math.random().toString(16).slice(2, 8)}`;
  const sizeM = await variantProduct(m.merchantId, group);
  const sizeL = await variantProduct(m.merchantId, group, opts.stock ?? 5);
  const original = await createOrder(m.merchantId, {
    status: 'processed',
    items: [{ productId: sizeM.id, quantity: 1 }],
  });
  const r = await createReturnViaApi(m, {
    original_order: { id: original.id },
    items: [
      {
        product: { id: sizeM.id },
        quantity: 1,
        return_reason: { code: 'size_too_small' },
        exchange: { product: { id: sizeL.id }, quantity: opts.quantity ?? 1 },
      },
    ],
  });
  return { r, sizeM, sizeL, original, group };
}

export async function orderRow(id: string) {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  return o!;
}

export async function exchangeOrdersOf(returnId: string) {
  const db = await getDb();
  return db.select().from(orders).where(eq(orders.exchangeForReturnId, returnId));
}

export async function returnEvents(returnId: string, type: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.type, type), eq(outboxEvents.orderingKey, returnId)))
    .orderBy(asc(outboxEvents.seq));
}
