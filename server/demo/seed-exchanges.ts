import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderItems, orders, products } from '@/db/schema';
import { SYSTEM_ACTOR, type Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { createProduct } from '@/server/products/create-product';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { cancelExchangeByHand } from '@/server/returns/exchange/decide-exchange';
import { recordInspection } from '@/server/returns/lines/inspect-return-line';
import { receiveUnits } from '@/server/stock/receive-units';
import { DEMO_MERCHANT_ID } from './demo-data';
import { merchantScope } from '@/server/core/resource-scope';
import { markOrderDays } from '@/server/dashboard/order-figure-days';

/**
 * Exchanges in the demo: an apron in sizes S, M and L (variant group NP-APRON, M and L in stock), and a shipped
 * order of size S for each customer returning it for another size, one return per exchange status: waiting
 * (registered), held (found damaged), released (found sellable) and cancelled (by the merchant). The returns go
 * through the same operations as the API's; the shipped orders are written as the other demo steps write theirs.
 */
export const DEMO_EXCHANGE_GROUP = 'NP-APRON';

const SIZES = [
  { size: 'S', stock: 0 },
  { size: 'M', stock: 8 },
  { size: 'L', stock: 5 },
] as const;

const CASES = [
  { name: 'Exchange: apron S for M (waiting)', to: 'M', outcome: 'waiting' },
  { name: 'Exchange: apron S for L (held)', to: 'L', outcome: 'held' },
  { name: 'Exchange: apron S for M (released)', to: 'M', outcome: 'released' },
  { name: 'Exchange: apron S for L (cancelled)', to: 'L', outcome: 'cancelled' },
] as const;

const DEMO_ACTOR: Actor = { type: 'system', id: null, label: 'demo' };

export async function seedExchanges(db: Db): Promise<void> {
  const [exists] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), eq(products.sku, `${DEMO_EXCHANGE_GROUP}-S`)))
    .limit(1);
  if (exists) return;
  const bySize = new Map<string, { id: string; sku: string; name: string }>();
  for (const s of SIZES) {
    const p = await createProduct(
      db,
      DEMO_MERCHANT_ID,
      {
        sku: `${DEMO_EXCHANGE_GROUP}-${s.size}`,
        name: `Linen apron, size ${s.size}`,
        variant_group: DEMO_EXCHANGE_GROUP,
      },
      SYSTEM_ACTOR,
    );
    if (s.stock)
      await receiveUnits(
        db,
        DEMO_MERCHANT_ID,
        { product_id: p.id, quantity: s.stock, location: 'A-07-01', state: 'on_shelf' },
        SYSTEM_ACTOR,
      );
    bySize.set(s.size, p);
  }
  const small = bySize.get('S')!;
  // one more shipped order of two small aprons, for the customer page (README: find NP-X-2005, postal 00100)
  await shippedOrder(db, small, CASES.length, 2);
  for (const [i, c] of CASES.entries()) {
    const orderId = await shippedOrder(db, small, i);
    const r = await createReturn(
      db,
      DEMO_MERCHANT_ID,
      {
        type: 'customer_return',
        name: c.name,
        original_order: { id: orderId },
        items: [
          {
            product: { id: small.id },
            quantity: 1,
            return_reason: { code: 'size_too_small' },
            exchange: { product: { id: bySize.get(c.to)!.id }, quantity: 1 },
          },
        ],
      },
      DEMO_ACTOR,
    );
    if (c.outcome === 'cancelled') await cancelExchangeByHand(db, DEMO_MERCHANT_ID, r.id, DEMO_ACTOR);
    if (c.outcome === 'held' || c.outcome === 'released') {
      await arriveReturn(
        db,
        merchantScope(DEMO_MERCHANT_ID),
        r.id,
        { warehouse_location: { id: 'RET-01' } },
        DEMO_ACTOR,
      );
      await recordInspection(
        db,
        merchantScope(DEMO_MERCHANT_ID),
        r.id,
        r.items[0]!.id!,
        c.outcome === 'held'
          ? { received_quantity: 1, condition: 'damaged', note: 'Stain on the front' }
          : { received_quantity: 1, condition: 'sellable' },
        DEMO_ACTOR,
      );
    }
  }
}

/** A processed order of one small apron, shipped a few days ago to a demo customer. */
async function shippedOrder(
  db: Db,
  product: { id: string; sku: string; name: string },
  i: number,
  quantity = 1,
) {
  const id = newId();
  const at = new Date(now().getTime() - (4 + i) * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id,
      merchantId: DEMO_MERCHANT_ID,
      merchantsId: `NP-X-${2001 + i}`,
      status: 'processed',
      customer: {
        first_name: ['Liisa', 'Oskari', 'Sanna', 'Teemu', 'Aada'][i],
        last_name: 'Esimerkki',
        address: 'Esimerkkikatu 2',
        postal_code: '00100',
        city: 'Helsinki',
        country_code: 'FI',
      },
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(orderItems).values({
      orderId: id,
      merchantId: DEMO_MERCHANT_ID,
      position: 0,
      productId: product.id,
      productSku: product.sku,
      productName: product.name,
      fulfillmentBy: 'provider',
      quantity,
    });
    await markOrderDays(tx, DEMO_MERCHANT_ID);
  });
  return id;
}
