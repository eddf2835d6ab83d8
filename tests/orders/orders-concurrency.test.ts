import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { countFigures } from '@/server/stock/figures';
import { countOrdersByStatus } from '@/server/orders/reads/list-orders';
import { CUSTOMER, figures, line, merchantWithProducts } from '../support/order-helpers';

/**
 * Reservations under contention. On PostgreSQL the requests really run in parallel (SKIP LOCKED, row locks);
 * on the embedded database they are serialised by its single connection, and the same invariants must hold.
 */
describe('Order reservations in parallel', () => {
  it('never reserves more units than exist: 5 units, 8 parallel confirmations of 1 unit', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([5]);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await m.api('POST', '/v1/orders', {
        body: { order: { customer: CUSTOMER, items: [line(p!.id, 1)] } },
      });
      ids.push(r.body.order.id);
    }
    const results = await Promise.all(ids.map((id) => m.api('POST', `/v1/orders/${id}/_confirm`)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const statuses = results.map((r) => r.body.order.status).sort();
    expect(statuses).toEqual([...Array(5).fill('confirmed'), ...Array(3).fill('waiting_products')]);
    const db = await getDb();
    expect(await figures(p!.id)).toEqual(await countFigures(db, p!.id));
    expect(await figures(p!.id)).toEqual({ on_hand: 5, reserved: 5, available: 0 });
  });

  it('parallel creates, confirms and cancels keep figures, units and status counts in step', async () => {
    const {
      m,
      products: [p, q],
    } = await merchantWithProducts([6, 6]);
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        m.api('POST', '/v1/orders', {
          body: {
            order: {
              status: 'confirmed',
              customer: CUSTOMER,
              items: i % 2 ? [line(p!.id), line(q!.id)] : [line(q!.id), line(p!.id)],
            },
          },
        }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
    const confirmed = created.filter((r) => r.body.order.status === 'confirmed').map((r) => r.body.order.id);
    // At most 6 (the stock); fewer only when a unit was locked by a transaction that then came up short
    // (SKIP LOCKED never waits): such orders wait and the job retries them.
    expect(confirmed.length).toBeGreaterThanOrEqual(1);
    expect(confirmed.length).toBeLessThanOrEqual(6);
    const toCancel = confirmed.slice(0, Math.min(3, confirmed.length));
    const cancels = await Promise.all(toCancel.map((id) => m.api('POST', `/v1/orders/${id}/_cancel`)));
    expect(cancels.every((r) => r.status === 200)).toBe(true);
    const held = confirmed.length - toCancel.length;
    const db = await getDb();
    for (const prod of [p!, q!]) {
      expect(await figures(prod.id)).toEqual(await countFigures(db, prod.id));
      expect(await figures(prod.id)).toEqual({ on_hand: 6, reserved: held, available: 6 - held });
    }
    const counts = await countOrdersByStatus(db, m.merchantId);
    expect(counts).toMatchObject({
      confirmed: held,
      waiting_products: 10 - confirmed.length,
      cancelled: toCancel.length,
    });
    // Created as confirmed, never a draft (no draft -> confirmed change recorded): no draft counted.
    expect(counts.draft ?? 0).toBe(0);
  });
});
