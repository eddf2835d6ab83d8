import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { lookUpOrder } from '@/server/returns/customer-page/find-order';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { DEMO_RETURN_PAGE } from '@/server/demo/seed-customer-returns';
import { SEED_STEPS } from '@/server/demo/steps';
import { eligibilityOf, loadOrderForReturn } from '@/server/returns/policy/eligibility';
import { findEnabledPolicyBySlug } from '@/server/returns/policy/return-policy';

describe('demo: the customer returns page', () => {
  it('enables the demo merchant page, and the orders the README names can be found and returned, once', async () => {
    const db = await getDb();
    await seedDemo(db, SEED_STEPS);
    await seedDemo(db, SEED_STEPS);
    const policy = await findEnabledPolicyBySlug(db, DEMO_RETURN_PAGE.slug);
    expect(policy?.merchantId).toBe(DEMO_MERCHANT_ID);
    for (const o of DEMO_RETURN_PAGE.orders) {
      const found = await lookUpOrder(db, policy!, {
        number: o.number,
        postalCode: o.postalCode,
        clientAddress: `demo-test-${o.number}`,
      });
      expect(found.kind, o.number).toBe('found');
      if (found.kind !== 'found') continue;
      const e = await eligibilityOf(
        db,
        DEMO_MERCHANT_ID,
        await loadOrderForReturn(db, DEMO_MERCHANT_ID, found.orderId),
      );
      expect(e.eligible).toBe(true);
      expect(e.items.every((i) => i.eligible)).toBe(true);
    }
  });
});
