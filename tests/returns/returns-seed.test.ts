import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturns } from '@/db/schema';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';

describe('demo returns (05 §1)', () => {
  it('seeds returns in several states, once, even when two seeds start at the same time', async () => {
    const db = await getDb();
    await Promise.all([seedDemo(db, SEED_STEPS), seedDemo(db, SEED_STEPS)]);
    await seedDemo(db, SEED_STEPS);
    const rows = await db
      .select()
      .from(orderReturns)
      .where(
        and(
          eq(orderReturns.merchantId, DEMO_MERCHANT_ID),
          like(orderReturns.merchantReference, 'DEMO-RMA-%'),
        ),
      );
    expect(rows.map((r) => [r.merchantReference, r.status]).sort()).toEqual([
      ['DEMO-RMA-1', 'preinfo_received'],
      ['DEMO-RMA-2', 'pending_merchant_decision'],
      ['DEMO-RMA-3', 'accepted'],
      ['DEMO-RMA-4', 'processed'],
      ['DEMO-RMA-5', 'deleted'],
      ['DEMO-RMA-6', 'preinfo_received'],
    ]);
    expect(rows.find((r) => r.merchantReference === 'DEMO-RMA-4')!.inboundShipmentId).toBeTruthy();
  });
});
