import { beforeAll, describe, expect, it } from 'vitest';
import { stockedProduct } from '../support/outbound-helpers';
import {
  merchantFixture,
  operatorFixture,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';

/** GET /v1/stock-movements and GET /v1/products/{id}/stock-movements (docs/decisions/stock-ledger.md §1). */
let m: MerchantFixture;
let op: OperatorFixture;
let a: { id: string; sku: string };
let b: { id: string; sku: string };
let unitOfA: string;

beforeAll(async () => {
  m = await merchantFixture();
  op = await operatorFixture();
  a = await stockedProduct(m.merchantId, 0);
  b = await stockedProduct(m.merchantId, 0);
  const receive = (productId: string, receipt: Record<string, unknown>) =>
    op.api('POST', '/ops/v1/stock-units', {
      merchant: m.merchantId,
      body: { receipt: { product_id: productId, ...receipt } },
    });
  unitOfA = (
    await receive(a.id, { quantity: 5, location: 'MV-A1', batch_number: 'L1', best_before: '2030-05-01' })
  ).body.stock_units[0].id;
  await receive(b.id, { quantity: 2, location: 'MV-B1', state: 'not_shelved' });
  await op.api('PATCH', `/ops/v1/stock-units/${unitOfA}`, {
    merchant: m.merchantId,
    body: { stock_unit: { location: 'MV-A2' } },
  });
  await op.api('PATCH', `/ops/v1/stock-units/${unitOfA}`, {
    merchant: m.merchantId,
    body: { stock_unit: { state: 'blocked' } },
  });
});

describe('GET /v1/stock-movements', () => {
  it("lists the merchant's movements newest first, with their reference and actor", async () => {
    const res = await m.api('GET', '/v1/stock-movements');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(res.body.stock_movements.map((x: any) => x.reason)).toEqual([
      'blocked',
      'moved',
      'units_received',
      'units_received',
    ]);
    expect(res.body.stock_movements[1]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      product_id: a.id,
      quantity: 1,
      from_state: 'on_shelf',
      to_state: 'on_shelf',
      from_location: 'MV-A1',
      to_location: 'MV-A2',
      batch_number: 'L1',
      best_before: '2030-05-01',
      reason: 'moved',
      reference: { type: 'stock_unit', id: unitOfA },
      actor: { type: 'api_client', id: op.clientId, label: expect.any(String) },
      occurred_at: expect.any(String),
    });
    expect(res.body.stock_movements[3]).toMatchObject({
      product_id: a.id,
      quantity: 5,
      from_state: null,
      from_location: null,
      to_state: 'on_shelf',
      reference: { type: 'stock_receipt' },
    });
  });

  it('filters by product, reasons, location, reference and time; pages keep the total', async () => {
    const get = async (q: string) => (await m.api('GET', `/v1/stock-movements?${q}`)).body;
    expect((await get(`product_id=${b.id}`)).total).toBe(1);
    const reasons = await get('reason=moved,blocked');
    expect([reasons.total, reasons.stock_movements.length]).toEqual([2, 2]);
    const atA1 = await get('location=MV-A1');
    expect(atA1.stock_movements.map((x: any) => x.reason)).toEqual(['moved', 'units_received']);
    expect(atA1.total).toBe(2);
    expect((await get(`reference_id=${unitOfA}`)).total).toBe(2);
    expect((await get('occurred_from=2000-01-01&occurred_to=2000-12-31')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`occurred_from=${today}`)).total).toBe(4);
    const page = await get('limit=1&offset=1');
    expect([page.total, page.stock_movements[0].reason]).toEqual([4, 'moved']);
  });

  it('refuses bad filters with 400 VALIDATION_ERROR, storing nothing', async () => {
    for (const q of ['reason=teleported', 'limit=501', 'product_id=nope', 'occurred_from=yesterday']) {
      const res = await m.api('GET', `/v1/stock-movements?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
    }
  });

  it('another merchant sees none of them, even naming the product; its product route answers 404', async () => {
    const other = await merchantFixture();
    const list = await other.api('GET', `/v1/stock-movements?product_id=${a.id}`);
    expect([list.status, list.body.total, list.body.stock_movements]).toEqual([200, 0, []]);
    expect((await other.api('GET', '/v1/stock-movements')).body.total).toBe(0);
    const byProduct = await other.api('GET', `/v1/products/${a.id}/stock-movements`);
    expect([byProduct.status, byProduct.body.error_code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
  });

  it('needs products:read', async () => {
    const writer = await merchantFixture(['orders:manage']);
    const res = await writer.api('GET', '/v1/stock-movements');
    expect([res.status, res.body.error_code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
  });
});

describe('GET /v1/products/{id}/stock-movements', () => {
  it("lists one product's movements with the same filters", async () => {
    const res = await m.api('GET', `/v1/products/${a.id}/stock-movements?reason=units_received,blocked`);
    expect(res.status).toBe(200);
    expect([res.body.total, res.body.stock_movements.map((x: any) => x.reason)]).toEqual([
      2,
      ['blocked', 'units_received'],
    ]);
    expect((await m.api('GET', `/v1/products/${'0'.repeat(24)}/stock-movements`)).status).toBe(404);
    expect((await m.api('GET', `/v1/products/not-an-id/stock-movements`)).body.error_code).toBe(
      'PRODUCT_NOT_FOUND',
    );
  });
});
