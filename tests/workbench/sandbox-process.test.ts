import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { signAccessToken } from '@/server/auth/tokens';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { call, merchantFixture, operatorFixture } from '../support/fixtures';

/** POST /v1/simulations/orders/{id}/_process: the warehouse's picking and shipping, in a sandbox only. */
beforeAll(async () => {
  await getDb();
});

const CUSTOMER = {
  first_name: 'Sandy',
  last_name: 'Box',
  address: 'Testikatu 1',
  postal_code: '00100',
  city: 'Helsinki',
  country_code: 'FI',
};

async function sandboxApi() {
  const live = await merchantFixture();
  const op = await operatorFixture(['ops:admin', 'warehouse:operate']);
  const res = await op.api('POST', `/ops/v1/merchants/${live.merchantId}/sandbox`);
  expect(res.status).toBe(201);
  const { token } = await signAccessToken({
    clientId: res.body.api_client.client_id,
    merchantId: res.body.sandbox.id,
    scopes: [...MERCHANT_SCOPES],
  });
  return {
    live,
    op,
    sandboxId: res.body.sandbox.id as string,
    api: (method: string, path: string, opts: Parameters<typeof call>[2] = {}) =>
      call(method, path, { token, merchant: res.body.sandbox.id, ...opts }),
  };
}

describe('POST /v1/simulations/orders/{id}/_process', () => {
  it('picks and ships a confirmed sandbox order: processed, one shipment with a tracking code, order.shipped sent', async () => {
    const { api } = await sandboxApi();
    const product = (await api('GET', '/v1/products')).body.products.find((p: any) => p.stock.available >= 2);
    const created = await api('POST', '/v1/orders', {
      body: {
        order: {
          merchants_id: 'SIM-1',
          customer: CUSTOMER,
          items: [{ product: { id: product.id }, quantity: 2 }],
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.order.id;
    // Not yet confirmed: the warehouse cannot pick it.
    const early = await api('POST', `/v1/simulations/orders/${id}/_process`);
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe('ORDER_NOT_PICKABLE');
    expect((await api('POST', `/v1/orders/${id}/_confirm`)).body.order.status).toBe('confirmed');

    const res = await api('POST', `/v1/simulations/orders/${id}/_process`);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('processed');
    expect(res.body.order.shipments).toHaveLength(1);
    expect(res.body.order.shipments[0].tracking_codes.length).toBeGreaterThanOrEqual(1);
    expect(res.body.order.shipments[0].items).toEqual([
      { order_item_id: res.body.order.items[0].id, quantity: 2 },
    ]);
    const after = (await api('GET', `/v1/products/${product.id}`)).body.product.stock;
    expect(after.on_hand).toBe(product.stock.on_hand - 2);
    const events = (await api('GET', '/v1/events?type=order.shipped')).body;
    expect(events.total).toBe(1);
    // Shipped already: nothing left to pick.
    const again = await api('POST', `/v1/simulations/orders/${id}/_process`);
    expect(again.status).toBe(409);
  });

  it('is refused on a live merchant (403 SANDBOX_ONLY) and finds no other merchant’s order (404)', async () => {
    const { live, api } = await sandboxApi();
    const liveOrder = (await live.api('POST', '/v1/orders', { body: { order: { merchants_id: 'LIVE-1' } } }))
      .body.order;
    const refused = await live.api('POST', `/v1/simulations/orders/${liveOrder.id}/_process`);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('SANDBOX_ONLY');
    const foreign = await api('POST', `/v1/simulations/orders/${liveOrder.id}/_process`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error_code).toBe('ORDER_NOT_FOUND');
  });

  it("stays out of the warehouse's outbound queue across merchants; asked for the sandbox, the queue shows it", async () => {
    const { api, op, sandboxId } = await sandboxApi();
    const since = new Date(Date.now() - 1000).toISOString();
    const product = (await api('GET', '/v1/products')).body.products.find((p: any) => p.stock.available >= 1);
    const created = await api('POST', '/v1/orders', {
      body: {
        order: {
          status: 'confirmed',
          merchants_id: 'SIM-Q',
          customer: CUSTOMER,
          items: [{ product: { id: product.id }, quantity: 1 }],
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.order.id;
    const across = await op.api('GET', `/ops/v1/orders?limit=500&created_from=${encodeURIComponent(since)}`);
    expect(across.status).toBe(200);
    expect(across.body.orders.map((o: any) => o.id)).not.toContain(id);
    const own = await op.api(
      'GET',
      `/ops/v1/orders?merchant_id=${sandboxId}&created_from=${encodeURIComponent(since)}`,
    );
    expect(own.status).toBe(200);
    expect(own.body.orders.map((o: any) => o.id)).toContain(id);
  });
});
