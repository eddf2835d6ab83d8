import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';

describe('demo orders (05 §1)', () => {
  it('seeds orders in several states, idempotently', async () => {
    const db = await getDb();
    for (let run = 0; run < 2; run++) await seedDemo(db, SEED_STEPS);
    const rows = await db
      .select({ ref: orders.merchantsId, status: orders.status })
      .from(orders)
      .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), like(orders.merchantsId, 'DEMO-1%')))
      .orderBy(orders.merchantsId);
    expect(rows).toEqual([
      { ref: 'DEMO-1001', status: 'draft' },
      { ref: 'DEMO-1002', status: 'confirmed' },
      { ref: 'DEMO-1003', status: 'waiting_products' },
      { ref: 'DEMO-1004', status: 'cancelled' },
    ]);
  });
});
