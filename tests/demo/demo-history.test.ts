import { and, eq, gte, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orderReturnItems, orderReturns, orders, returnAttachments, stockUnits } from '@/db/schema';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';
import { previewSplit } from '@/server/split/preview-split';

const DAY = 86_400_000;

describe('demo history (the dashboard and the returns screens have something to show)', () => {
  it('seeds 90 days of orders, returns with reasons, inspections, discrepancies, photos and short-dated stock, once', async () => {
    const db = await getDb();
    await seedDemo(db, SEED_STEPS);
    const count = async () => {
      const [o] = await db
        .select({ n: sql<number>`count(*)::int`, oldest: sql<string>`min(${orders.createdAt})` })
        .from(orders)
        .where(and(eq(orders.merchantId, DEMO_MERCHANT_ID), like(orders.merchantsId, 'DEMO-H-%')));
      const returns = await db
        .select()
        .from(orderReturns)
        .where(
          and(
            eq(orderReturns.merchantId, DEMO_MERCHANT_ID),
            like(orderReturns.merchantReference, 'DEMO-H-RMA-%'),
          ),
        );
      return { orders: Number(o!.n), oldest: new Date(o!.oldest), returns };
    };
    const first = await count();
    expect(first.orders).toBe(300);
    expect(Date.now() - first.oldest.getTime()).toBeGreaterThan(80 * DAY);
    expect(first.returns.length).toBe(40);
    expect(first.returns.every((r) => (r.reasonCodes ?? []).length > 0)).toBe(true);
    expect(first.returns.some((r) => r.hasDiscrepancy)).toBe(true);
    expect(new Set(first.returns.map((r) => r.status))).toEqual(
      new Set(['preinfo_received', 'pending_merchant_decision', 'accepted', 'processed']),
    );
    expect(first.returns.some((r) => Date.now() - r.createdAt.getTime() > 60 * DAY)).toBe(true);
    const conditions = await db
      .selectDistinct({ c: orderReturnItems.inspectionCondition })
      .from(orderReturnItems)
      .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.orderReturnId))
      .where(
        and(
          eq(orderReturns.merchantId, DEMO_MERCHANT_ID),
          like(orderReturns.merchantReference, 'DEMO-H-RMA-%'),
        ),
      );
    expect(conditions.map((c) => c.c)).toEqual(expect.arrayContaining(['sellable', 'damaged']));
    const photos = await db
      .select()
      .from(returnAttachments)
      .where(
        and(
          eq(returnAttachments.merchantId, DEMO_MERCHANT_ID),
          sql`${returnAttachments.orderReturnItemId} is not null`,
        ),
      );
    expect(photos.length).toBeGreaterThan(0);
    const soon = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(stockUnits)
      .where(
        and(
          eq(stockUnits.merchantId, DEMO_MERCHANT_ID),
          like(stockUnits.batchNumber, 'DEMO-SOON-%'),
          gte(stockUnits.bestBefore, new Date().toISOString().slice(0, 10)),
        ),
      );
    expect(Number(soon[0]!.n)).toBe(24);

    await seedDemo(db, SEED_STEPS);
    const second = await count();
    expect(second.orders).toBe(300);
    expect(second.returns.length).toBe(40);
  });

  it("the demo's oats can be split; the crispbread, counted short, shows the refusal", async () => {
    const db = await getDb();
    await seedDemo(db, SEED_STEPS);
    const preview = (sku: string) =>
      previewSplit(db, DEMO_MERCHANT_ID, {
        source_sku: sku,
        target: { sku: `${sku}-SOON` },
        filters: {},
      } as never);
    const oats = await preview('NP-OAT-1KG');
    expect(oats.refusal).toBeNull();
    expect(oats.quantity).toBeGreaterThan(0);
    expect((await preview('NP-RYE-CRSP')).refusal).toMatchObject({
      code: 'PHANTOM_STOCK_SUSPECTED',
      reason: 'stock_count_discrepancy',
    });
  });
});
