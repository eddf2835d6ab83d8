import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { getHomeCounts } from '@/server/portal/home-counts';
import { merchantFixture } from '../support/fixtures';
import { addUnits, createProduct } from '../support/data';

describe('home page counts', () => {
  it("counts the merchant's orders and returns per status, products and units, never another merchant's", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const db = await getDb();

    for (let i = 0; i < 3; i++) {
      const res = await m.api('POST', '/v1/orders', { body: { order: { status: 'draft' } } });
      expect(res.status).toBe(201);
    }
    const [first] = (await m.api('GET', '/v1/orders')).body.orders;
    expect((await m.api('DELETE', `/v1/orders/${first.id}`)).status).toBe(200);
    expect((await m.api('POST', '/v1/order-returns', { body: { order_return: {} } })).status).toBe(201);
    const p1 = await createProduct(m.merchantId);
    await createProduct(m.merchantId, { active: false });
    await addUnits(p1.id, 3);
    await addUnits(p1.id, 2, { state: 'reserved' });

    // Another merchant's data must not show up.
    await other.api('POST', '/v1/orders', { body: { order: { status: 'draft' } } });
    await other.api('POST', '/v1/order-returns', { body: { order_return: {} } });
    const op = await createProduct(other.merchantId);
    await addUnits(op.id, 7);

    const counts = await getHomeCounts(db, m.merchantId);
    expect(counts.ordersByStatus).toEqual([{ status: 'draft', count: 2 }]); // the deleted one is left out
    expect(counts.returnsByStatus).toEqual([{ status: 'preinfo_received', count: 1 }]);
    expect(counts.products).toEqual({ total: 2, active: 1 });
    expect(counts.units).toEqual({ onHand: 5, reserved: 2, available: 3 });
  });

  it('is all zeros for a merchant without data', async () => {
    const m = await merchantFixture();
    expect(await getHomeCounts(await getDb(), m.merchantId)).toEqual({
      ordersByStatus: [],
      returnsByStatus: [],
      products: { total: 0, active: 0 },
      units: { onHand: 0, reserved: 0, available: 0 },
    });
  });
});
