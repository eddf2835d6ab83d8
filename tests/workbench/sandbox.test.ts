import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { signAccessToken } from '@/server/auth/tokens';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { call, merchantFixture, operatorFixture, type MerchantFixture } from '../support/fixtures';
import { createProduct } from '../support/data';

/** The sandbox: a merchant of its own, data never mixing with the live one, simulations only there. */
beforeAll(async () => {
  await getDb();
});

async function sandboxOf(live: MerchantFixture) {
  const op = await operatorFixture(['ops:admin', 'warehouse:operate']);
  const res = await op.api('POST', `/ops/v1/merchants/${live.merchantId}/sandbox`);
  expect(res.status).toBe(201);
  const { sandbox, api_client } = res.body;
  const { token } = await signAccessToken({
    clientId: api_client.client_id,
    merchantId: sandbox.id,
    scopes: [...MERCHANT_SCOPES],
  });
  return {
    op,
    sandbox,
    apiClient: api_client,
    api: (method: string, path: string, opts: Parameters<typeof call>[2] = {}) =>
      call(method, path, { token, merchant: sandbox.id, ...opts }),
  };
}

const SIMULATIONS = (returnId: string, productId: string): [string, unknown][] => [
  [`/v1/simulations/order-returns/${returnId}/_arrive`, {}],
  [`/v1/simulations/order-returns/${returnId}/_inspect`, {}],
  [`/v1/simulations/order-returns/${returnId}/_release`, undefined],
  [`/v1/simulations/order-returns/${returnId}/_complete`, undefined],
  [`/v1/simulations/products/${productId}/_receive-stock`, { receipt: { quantity: 1 } }],
];

describe('sandbox', () => {
  it('is created once per merchant with stocked products and its own API client', async () => {
    const live = await merchantFixture();
    const sb = await sandboxOf(live);
    expect(sb.sandbox).toMatchObject({
      sandbox_of: live.merchantId,
      name: expect.stringContaining('(sandbox)'),
    });
    expect(sb.apiClient.client_secret).toBeTruthy();
    const again = await sb.op.api('POST', `/ops/v1/merchants/${live.merchantId}/sandbox`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ sandbox: { id: sb.sandbox.id }, api_client: null });
    const nested = await sb.op.api('POST', `/ops/v1/merchants/${sb.sandbox.id}/sandbox`);
    expect(nested.status).toBe(409);
    expect(nested.body.error_code).toBe('MERCHANT_IS_SANDBOX');
    const unknown = await sb.op.api('POST', '/ops/v1/merchants/000000000000000000000000/sandbox');
    expect(unknown.body.error_code).toBe('MERCHANT_NOT_FOUND');

    const products = (await sb.api('GET', '/v1/products')).body;
    expect(products.total).toBe(4);
    expect(products.products.every((p: any) => JSON.stringify(p).includes('"on_hand":'))).toBe(true);
    // a real client-credentials token for the sandbox client
    const token = await call('POST', '/oauth/token', {
      rawBody: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: sb.apiClient.client_id,
        client_secret: sb.apiClient.client_secret,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(token.status).toBe(200);
  });

  it('never mixes data with the live merchant, both ways', async () => {
    const live = await merchantFixture();
    const sb = await sandboxOf(live);
    const liveProduct = await createProduct(live.merchantId);
    const sbProduct = (await sb.api('GET', '/v1/products')).body.products[0];
    // each side's lists hold only its own
    expect((await live.api('GET', '/v1/products')).body.products.map((p: any) => p.id)).toEqual([
      liveProduct.id,
    ]);
    expect((await sb.api('GET', '/v1/products')).body.products.map((p: any) => p.id)).not.toContain(
      liveProduct.id,
    );
    // the other side's ids are 404
    expect((await live.api('GET', `/v1/products/${sbProduct.id}`)).status).toBe(404);
    expect((await sb.api('GET', `/v1/products/${liveProduct.id}`)).status).toBe(404);
    // a token of one cannot act for the other
    expect((await live.api('GET', '/v1/products', { merchant: sb.sandbox.id })).body.error_code).toBe(
      'MERCHANT_FORBIDDEN',
    );
    expect((await sb.api('GET', '/v1/products', { merchant: live.merchantId })).body.error_code).toBe(
      'MERCHANT_FORBIDDEN',
    );
    // events: the sandbox's stock events are not the live merchant's
    expect((await live.api('GET', '/v1/events')).body.total).toBe(0);
    expect((await sb.api('GET', '/v1/events')).body.total).toBe(4);
  });

  it('refuses every simulation on a live merchant with 403 SANDBOX_ONLY', async () => {
    const live = await merchantFixture();
    const p = await createProduct(live.merchantId);
    const r = (await live.api('POST', '/v1/order-returns', { body: { order_return: {} } })).body.order_return;
    for (const [path, body] of SIMULATIONS(r.id, p.id)) {
      const res = await live.api('POST', path, { body });
      expect(res.status, path).toBe(403);
      expect(res.body.error_code, path).toBe('SANDBOX_ONLY');
    }
  });

  it('walks a return through arrival, inspection, release and completion as the warehouse would', async () => {
    const live = await merchantFixture();
    const sb = await sandboxOf(live);
    const product = (await sb.api('GET', '/v1/products')).body.products[0];
    const before = (await sb.api('GET', `/v1/products/${product.id}`)).body.product;
    const created = await sb.api('POST', '/v1/order-returns', {
      body: { order_return: { items: [{ product: { id: product.id }, quantity: 2 }] } },
    });
    expect(created.status).toBe(201);
    const id = created.body.order_return.id;
    const sim = (step: string, body?: unknown) =>
      sb.api('POST', `/v1/simulations/order-returns/${id}/${step}`, { body });

    const early = await sim('_release');
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe('ORDER_RETURN_NOT_RELEASABLE');

    const arrived = await sim('_arrive', {});
    expect(arrived.status).toBe(200);
    expect(arrived.body.order_return.status).toBe('pending_merchant_decision');
    // the warehouse's queue across merchants does not show the sandbox's return; for the sandbox itself it does
    const queue = await sb.op.api('GET', '/ops/v1/order-returns?limit=500', {});
    expect(queue.status).toBe(200);
    expect(queue.body.order_returns.map((r: any) => r.id)).not.toContain(id);
    const own = await sb.op.api('GET', `/ops/v1/order-returns?merchant_id=${sb.sandbox.id}`);
    expect(own.body.order_returns.map((r: any) => r.id)).toContain(id);

    const inspected = await sim('_inspect', { condition: 'sellable' });
    expect(inspected.status).toBe(200);
    expect(inspected.body.order_return.items[0]).toMatchObject({
      inspection: expect.objectContaining({ condition: 'sellable' }),
    });
    const badLine = await sim('_inspect', {
      items: [{ item_id: '000000000000000000000000', received_quantity: 1, condition: 'sellable' }],
    });
    expect(badLine.body.error_code).toBe('ORDER_RETURN_ITEM_NOT_FOUND');
    const badBody = await sim('_inspect', { condition: 'shiny' });
    expect(badBody.status).toBe(400);

    const decided = await sb.api('POST', `/v1/order-returns/${id}/_merchant-decision`, {
      body: { merchant_decision: { code: 'to_shelf' } },
    });
    expect(decided.status).toBe(200);
    expect((await sim('_release')).body.order_return.status).toBe('processing');
    expect((await sim('_complete')).body.order_return.status).toBe('processed');
    const after = (await sb.api('GET', `/v1/products/${product.id}`)).body.product;
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
    const events = (await sb.api('GET', '/v1/events?type=order_return.inspected')).body;
    expect(events.total).toBe(1);
  });

  it('receives stock into a sandbox product, with its inventory event', async () => {
    const live = await merchantFixture();
    const sb = await sandboxOf(live);
    const product = (await sb.api('GET', '/v1/products')).body.products[0];
    const res = await sb.api('POST', `/v1/simulations/products/${product.id}/_receive-stock`, {
      body: { receipt: { quantity: 3 } },
    });
    expect(res.status).toBe(201);
    expect(res.body.stock_units).toHaveLength(3);
    expect(res.body.stock_units[0].location).toBe('SANDBOX-SHELF');
    expect((await sb.api('GET', '/v1/events')).body.total).toBe(5);
    const bad = await sb.api('POST', `/v1/simulations/products/${product.id}/_receive-stock`, {
      body: { receipt: { quantity: 0 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('receipt.quantity');
    const other = await sb.api('POST', '/v1/simulations/products/000000000000000000000000/_receive-stock', {
      body: { receipt: { quantity: 1 } },
    });
    expect(other.body.error_code).toBe('PRODUCT_NOT_FOUND');
  });
});
