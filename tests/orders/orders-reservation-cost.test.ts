import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { freeUnitsQuery } from '@/server/orders/lifecycle/reserve-stock';
import { addUnits, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';

/** Every plan node of an EXPLAIN (ANALYZE, FORMAT JSON) answer, depth first. */
function nodes(plan: any): any[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('a reservation reads only the units it takes (stock_units_free_fefo_idx)', () => {
  it('reaches the next free units in FEFO order directly, however many units of the product are reserved', async () => {
    const m = await merchantFixture();
    const product = await createProduct(m.merchantId);
    // 3,000 units already reserved, with the earliest date, where a walk in FEFO order over all units would start;
    // 20 free ones after them. No ANALYZE: the plan must not depend on fresh statistics.
    await addUnits(product.id, 3000, { bestBefore: '2027-01-01', state: 'reserved' });
    await addUnits(product.id, 15, { bestBefore: '2027-06-01' });
    await addUnits(product.id, 5, { bestBefore: null });
    const db = await getDb();
    const q = freeUnitsQuery({ productId: product.id, bestBeforeDate: null, batchNumbers: null }, 10);
    // EXPLAIN ANALYZE runs the statement: its row locks end with the statement's own transaction.
    const res = await db.execute(sql`explain (analyze, format json) ${q}`);
    const raw = (res.rows[0] as Record<string, unknown>)['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as any[];
    const all = nodes(plan[0].Plan);
    const scans = all.filter((n) => /Scan/.test(n['Node Type']));
    expect(scans.map((n) => n['Index Name'])).toEqual(['stock_units_free_fefo_idx']);
    expect(all.some((n) => n['Node Type'] === 'Sort')).toBe(false);
    // The units it takes, and none of the reserved ones.
    expect(scans[0]['Actual Rows']).toBeLessThanOrEqual(10);
  });
});
