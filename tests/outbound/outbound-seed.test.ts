import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders, shipments } from '@/db/schema';
import { DEMO_MERCHANT_ID, DEMO_OTHER_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';

describe('outbound demo data', () => {
  it('seeds a queue, orders being picked, shipped history with tracking and labels, and a problem, once', async () => {
    const db = await getDb();
    for (let run = 0; run < 2; run++) await seedDemo(db, SEED_STEPS);
    const rows = await db
      .select({ ref: orders.merchantsId, status: orders.status, id: orders.id })
      .from(orders)
      .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), like(orders.merchantsId, 'OUT-%')))
      .orderBy(orders.merchantsId);
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(6).fill('confirmed'),
      'processing',
      'processing',
      'processed',
      'processed',
      'processed',
      'problem',
    ]);
    const other = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.merchantId, DEMO_OTHER_MERCHANT_ID), like(orders.merchantsId, 'AO-%')));
    expect(other.map((o) => o.status)).toEqual(['confirmed', 'confirmed']);
    const shipped = await db.select().from(shipments).where(eq(shipments.merchantId, DEMO_MERCHANT_ID));
    expect(shipped).toHaveLength(3);
    expect(shipped.every((s) => s.trackingUrl && s.documentsStatus === 'complete')).toBe(true);
  });
});
