import { getDb } from '@/db/client';
import { activityLog, orders } from '@/db/schema';
import { eq } from 'drizzle-orm';
import { createProduct } from './data';
import type { MerchantFixture } from './fixtures';
import { FULL_CUSTOMER, createOrder } from './returns-data';

/** An enabled policy through the API (defaults plus `overrides`); returns the saved policy. */
export async function enablePolicy(m: MerchantFixture, overrides: Record<string, unknown> = {}) {
  const res = await m.api('PUT', '/v1/return-policy', {
    body: { return_policy: { enabled: true, slug: `shop-${m.merchantId.slice(-12)}`, ...overrides } },
  });
  if (res.status !== 200) throw new Error(`put policy: ${res.status} ${res.text}`);
  return res.body.return_policy;
}

/**
 * An order that reached `processed` `daysAgo` days ago (its activity log says so), with one line per quantity
 * given, each a product of its own.
 */
export async function processedOrder(
  m: MerchantFixture,
  o: {
    quantities?: number[];
    daysAgo?: number;
    status?: string;
    customer?: Record<string, unknown>;
    merchantsId?: string;
    returnable?: boolean[];
  } = {},
) {
  const db = await getDb();
  const quantities = o.quantities ?? [2, 1];
  const prods = [];
  for (const [i] of quantities.entries()) {
    const p = await createProduct(m.merchantId, { name: `Product ${i + 1}` });
    if (o.returnable && o.returnable[i] === false)
      await db.execute(
        (await import('drizzle-orm')).sql`update products set returnable = false where id = ${p.id}`,
      );
    prods.push(p);
  }
  const order = await createOrder(m.merchantId, {
    status: o.status ?? 'processed',
    customer: o.customer ?? FULL_CUSTOMER,
    items: prods.map((p, i) => ({ productId: p.id, quantity: quantities[i]! })),
  });
  const at = new Date(Date.now() - (o.daysAgo ?? 1) * 86_400_000);
  await db
    .update(orders)
    .set({ createdAt: new Date(at.getTime() - 86_400_000), merchantsId: o.merchantsId ?? null })
    .where(eq(orders.id, order.id));
  if ((o.status ?? 'processed') === 'processed')
    await db.insert(activityLog).values({
      merchantId: m.merchantId,
      entityType: 'order',
      entityId: order.id,
      action: 'processed',
      actorType: 'system',
      details: { from: 'processing', to: 'processed' },
      createdAt: at,
    });
  const lines = (await m.api('GET', `/v1/orders/${order.id}`)).body.order.items as { id: string }[];
  return { order, products: prods, lines };
}
