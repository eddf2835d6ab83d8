import { getDb } from '@/db/client';
import { eq, sql } from 'drizzle-orm';
import { orderItems, orderReturns, orders, products } from '@/db/schema';
import { countChangeRows } from '@/server/core/count-shards';
import { newId } from '@/server/core/ids';
import type { MerchantFixture, OperatorFixture } from './fixtures';

export const FULL_CUSTOMER = {
  first_name: 'Aino',
  last_name: 'Asiakas',
  organization: null,
  address: 'Mannerheimintie 1',
  postal_code: '00100',
  state: null,
  city: 'Helsinki',
  country_code: 'FI',
  email: 'aino@example.com',
  phone: '+358401234567',
  vat_id: null,
  eori: null,
  door_code: null,
  delivery_instructions: null,
};

/**
 * An order written straight to the database (the orders domain owns its API): any order of the merchant that
 * is not deleted may be a return's original order (04 E9).
 */
export async function createOrder(
  merchantId: string,
  o: {
    status?: string;
    customer?: Record<string, unknown>;
    items?: { productId: string; quantity: number }[];
  } = {},
) {
  const db = await getDb();
  const id = newId();
  const [row] = await db
    .insert(orders)
    .values({ id, merchantId, status: o.status ?? 'confirmed', customer: o.customer ?? FULL_CUSTOMER })
    .returning();
  for (const [i, it] of (o.items ?? []).entries()) {
    const [p] = await db.select().from(products).where(eq(products.id, it.productId));
    await db.insert(orderItems).values({
      orderId: id,
      merchantId,
      position: i,
      productId: it.productId,
      productSku: p!.sku,
      productName: p!.name,
      fulfillmentBy: 'provider',
      quantity: it.quantity,
    });
  }
  return row!;
}

/** A return created through the API; returns its body. */
export async function createReturnViaApi(m: MerchantFixture, orderReturn: Record<string, unknown> = {}) {
  const res = await m.api('POST', '/v1/order-returns', { body: { order_return: orderReturn } });
  if (res.status !== 201) throw new Error(`create return: ${res.status} ${res.text}`);
  return res.body.order_return;
}

/** Registers the arrival through the warehouse API. */
export async function arrive(
  op: OperatorFixture,
  returnId: string,
  arrival: Record<string, unknown> = { warehouse_location: { id: 'RET-01' } },
) {
  const res = await op.api('POST', `/ops/v1/order-returns/${returnId}/_arrive`, { body: { arrival } });
  if (res.status !== 200) throw new Error(`arrive: ${res.status} ${res.text}`);
  return res.body.order_return;
}

/** Puts a return in a legacy status (04 C6) as a data import would: the row and the per-status counts. */
export async function setLegacyStatus(
  returnId: string,
  status: 'pending' | 'resend_pending' | 'restocking_pending',
) {
  const db = await getDb();
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  await db.transaction(async (tx) => {
    await tx.update(orderReturns).set({ status }).where(eq(orderReturns.id, returnId));
    await tx.execute(sql`insert into return_status_counts (merchant_id, status, shard, count)
      values ${countChangeRows(row!.merchantId, returnId, row!.status, status)}
      on conflict (merchant_id, status, shard) do update set count = return_status_counts.count + excluded.count`);
  });
}
