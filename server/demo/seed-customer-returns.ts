import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { activityLog, orderItems, orders, products } from '@/db/schema';
import { now } from '@/server/core/clock';
import { countShard } from '@/server/core/count-shards';
import { newId } from '@/server/core/ids';
import { loadReturnPolicy, putReturnPolicy } from '@/server/returns/policy/return-policy';
import { ReturnPolicyInputSchema } from '@/server/returns/policy/schemas';
import { DEMO_MERCHANT_ID } from './demo-data';
import { markOrderDays } from '@/server/dashboard/order-figure-days';

/**
 * The customer returns page of the demo merchant: an enabled policy at /r/{slug} and shipped orders a newcomer
 * can return as a customer (the README and the sign-in page's demo box name them).
 */
export const DEMO_RETURN_PAGE = {
  slug: 'nordic-pantry',
  orders: [
    { number: 'NP-R-1001', postalCode: '00100', name: 'Aino Korhonen', city: 'Helsinki' },
    { number: 'NP-R-1002', postalCode: '33100', name: 'Mikko Nieminen', city: 'Tampere' },
  ],
} as const;

const DAY = 86_400_000;

export async function seedCustomerReturns(db: Db): Promise<void> {
  const policy = await loadReturnPolicy(db, DEMO_MERCHANT_ID);
  if (!policy.enabled)
    await putReturnPolicy(
      db,
      DEMO_MERCHANT_ID,
      ReturnPolicyInputSchema.parse({
        enabled: true,
        slug: DEMO_RETURN_PAGE.slug,
        window_days: 30,
        photo_required_for: ['damaged_in_transit'],
        review: 'manual',
        instructions: {
          en: 'Pack food items unopened in their original packaging.',
          fi: 'Pakkaa elintarvikkeet avaamattomina alkuperäisiin pakkauksiinsa.',
          sv: 'Packa livsmedel oöppnade i originalförpackningen.',
        },
        branding: { display_name: 'Nordic Pantry', accent_color: '#1a5c8a' },
      }),
    );
  const catalogue = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), eq(products.active, true)))
    .orderBy(products.sku)
    .limit(3);
  if (catalogue.length < 2) return; // the products step has not run
  for (const [i, o] of DEMO_RETURN_PAGE.orders.entries()) {
    const [exists] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), eq(orders.merchantsId, o.number)))
      .limit(1);
    if (exists) continue;
    const id = newId();
    const shippedAt = new Date(now().getTime() - (3 + i) * DAY);
    const [first, last] = o.name.split(' ');
    await db.transaction(async (tx) => {
      await tx.insert(orders).values({
        id,
        merchantId: DEMO_MERCHANT_ID,
        merchantsId: o.number,
        status: 'processed',
        customer: {
          first_name: first,
          last_name: last,
          address: 'Esimerkkikatu 1',
          postal_code: o.postalCode,
          city: o.city,
          country_code: 'FI',
          email: `${first!.toLowerCase()}@example.fi`,
        },
        language: 'fi',
        createdAt: new Date(shippedAt.getTime() - DAY),
        updatedAt: shippedAt,
      });
      await tx.insert(orderItems).values(
        catalogue.slice(0, 2 + (i % 2)).map((p, position) => ({
          orderId: id,
          merchantId: DEMO_MERCHANT_ID,
          position,
          productId: p.id,
          productSku: p.sku,
          productName: p.name,
          fulfillmentBy: 'provider',
          quantity: position === 0 ? 2 : 1,
        })),
      );
      await tx.insert(activityLog).values({
        merchantId: DEMO_MERCHANT_ID,
        entityType: 'order',
        entityId: id,
        action: 'imported',
        actorType: 'system',
        actorLabel: 'demo seed (customer returns)',
        details: { to: 'processed' },
        createdAt: shippedAt,
      });
      await tx.execute(sql`
        insert into order_status_counts (merchant_id, status, shard, count)
        values (${DEMO_MERCHANT_ID}, 'processed', ${countShard(id)}, 1)
        on conflict (merchant_id, status, shard) do update set count = order_status_counts.count + 1`);
      await markOrderDays(tx, DEMO_MERCHANT_ID);
    });
  }
}
