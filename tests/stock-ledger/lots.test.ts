import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { expiringUnits } from '@/server/stock-ledger/lots/lots';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture } from '../support/fixtures';

/** Lots and expiry for the merchant (docs/decisions/stock-ledger.md §4). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('stock lots and expiry', () => {
  it('lists lots earliest expiry first; filters products expiring within N days; counts the dashboard card', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const soon = await createProduct(m.merchantId);
    const later = await createProduct(m.merchantId);
    const receive = (productId: string, receipt: Record<string, unknown>) =>
      op.api('POST', '/ops/v1/stock-units', {
        merchant: m.merchantId,
        body: { receipt: { product_id: productId, location: 'LOT-1', ...receipt } },
      });
    await receive(soon.id, { quantity: 3, best_before: inDays(40), batch_number: 'B2' });
    await receive(soon.id, { quantity: 2, best_before: inDays(10), batch_number: 'B1', location: 'LOT-2' });
    await receive(soon.id, { quantity: 1, best_before: inDays(10), batch_number: 'B1', state: 'blocked' });
    await receive(soon.id, { quantity: 4 });
    await receive(later.id, { quantity: 5, best_before: inDays(90) });

    const lots = await m.api('GET', `/v1/products/${soon.id}/stock-lots`);
    expect(lots.status).toBe(200);
    expect(lots.body).toEqual({
      total: 3,
      stock_lots: [
        {
          batch_number: 'B1',
          best_before: inDays(10),
          on_hand: 3,
          on_shelf: 2,
          not_shelved: 0,
          blocked: 1,
          locations: [
            { location: 'LOT-1', on_hand: 1 },
            { location: 'LOT-2', on_hand: 2 },
          ],
        },
        expect.objectContaining({ batch_number: 'B2', on_hand: 3 }),
        expect.objectContaining({ batch_number: null, best_before: null, on_hand: 4 }),
      ],
    });
    const expiring = await m.api('GET', '/v1/products?expires_within_days=30');
    expect(expiring.body.products.map((p: any) => p.id)).toEqual([soon.id]);
    expect((await m.api('GET', '/v1/products?expires_within_days=100')).body.total).toBe(2);
    expect((await m.api('GET', '/v1/products?expires_within_days=-1')).status).toBe(400);
    expect(await expiringUnits(await getDb(), m.merchantId, inDays(30))).toEqual({ products: 1, units: 3 });

    const other = await merchantFixture();
    const theirs = await other.api('GET', `/v1/products/${soon.id}/stock-lots`);
    expect([theirs.status, theirs.body.error_code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });
});
