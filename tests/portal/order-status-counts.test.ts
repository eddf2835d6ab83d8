import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { orders } from '@/db/schema';
import { newId } from '@/server/core/ids';
import { countOrdersByStatus } from '@/server/orders/reads/list-orders';
import { merchantFixture } from '../support/fixtures';
import { FULL_CUSTOMER } from '../support/returns-data';

describe("the orders list's status tabs", () => {
  it('count the orders the other filters match (dates, search), not every order of the merchant', async () => {
    const m = await merchantFixture();
    const db = await getDb();
    const add = (status: string, createdAt: string, merchantsId: string) =>
      db.insert(orders).values({
        id: newId(),
        merchantId: m.merchantId,
        merchantsId,
        status,
        customer: FULL_CUSTOMER,
        createdAt: new Date(createdAt),
      });
    await add('confirmed', '2026-11-02T10:00:00Z', 'OLD-1');
    await add('confirmed', '2026-11-02T11:00:00Z', 'OLD-2');
    await add('draft', '2026-11-19T10:00:00Z', 'NEW-1');
    await add('confirmed', '2026-11-19T11:00:00Z', 'NEW-2');
    await add('deleted', '2026-11-19T12:00:00Z', 'NEW-3');

    expect(
      await countOrdersByStatus(db, m.merchantId, { created_from: '2026-11-15', created_to: '2026-11-20' }),
    ).toEqual({ draft: 1, confirmed: 1, deleted: 1 });
    expect(await countOrdersByStatus(db, m.merchantId, { created_to: '2026-11-10' })).toEqual({
      confirmed: 2,
    });
    expect(await countOrdersByStatus(db, m.merchantId, { q: 'new-2' })).toEqual({ confirmed: 1 });
  });
});
