import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturns, orders, products } from '@/db/schema';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { DEMO_EXCHANGE_GROUP } from '@/server/demo/seed-exchanges';
import { SEED_STEPS } from '@/server/demo/steps';

describe('demo: exchanges', () => {
  it('seeds a variant group with sizes in stock and a return with an exchange in each status, once', async () => {
    const db = await getDb();
    await seedDemo(db, SEED_STEPS);
    await seedDemo(db, SEED_STEPS);
    const sizes = await db
      .select()
      .from(products)
      .where(and(eq(products.merchantId, DEMO_MERCHANT_ID), eq(products.variantGroup, DEMO_EXCHANGE_GROUP)));
    expect(sizes).toHaveLength(3);
    expect(sizes.filter((p) => p.onHand > 0).length).toBe(2);
    const returns = await db
      .select({ status: orderReturns.exchangeStatus, orderId: orderReturns.exchangeOrderId })
      .from(orderReturns)
      .where(and(eq(orderReturns.merchantId, DEMO_MERCHANT_ID), isNotNull(orderReturns.exchangeStatus)));
    expect(returns.map((r) => r.status).sort()).toEqual(['cancelled', 'held', 'released', 'waiting']);
    for (const r of returns) {
      const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, r.orderId!));
      expect(o!.status).toBe(
        { waiting: 'draft', held: 'draft', released: 'confirmed', cancelled: 'cancelled' }[r.status!],
      );
    }
  }, 240_000);
});
