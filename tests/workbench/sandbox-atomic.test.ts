import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents } from '@/db/schema';
import { signAccessToken } from '@/server/auth/tokens';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { call, merchantFixture, operatorFixture } from '../support/fixtures';
import { refuseWrites } from '../support/refuse-writes';

/**
 * The sandbox's processing (start picking, then ship) and inspection (every line) are one change each: a step
 * that fails half-way leaves the order or the return as it was, as the warehouse's own operations would.
 */
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
  return (method: string, path: string, opts: Parameters<typeof call>[2] = {}) =>
    call(method, path, { token, merchant: res.body.sandbox.id, ...opts });
}

async function eventsFor(key: string, type: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.orderingKey, key), eq(outboxEvents.type, type)));
}

async function unitStates(orderId: string): Promise<string[]> {
  const db = await getDb();
  const res = await db.execute(sql`select state from stock_units where order_id = ${orderId} order by state`);
  return (res.rows as { state: string }[]).map((r) => r.state);
}

describe('sandbox simulations are atomic', () => {
  it('processing: a shipment that fails leaves the order confirmed, its units reserved, no event sent', async () => {
    const api = await sandboxApi();
    const product = (await api('GET', '/v1/products')).body.products.find((p: any) => p.stock.available >= 2);
    const created = await api('POST', '/v1/orders', {
      body: {
        order: {
          status: 'confirmed',
          merchants_id: 'SIM-ATOMIC',
          customer: CUSTOMER,
          items: [{ product: { id: product.id }, quantity: 2 }],
        },
      },
    });
    expect(created.body.order.status).toBe('confirmed');
    const id = created.body.order.id;
    expect(await unitStates(id)).toEqual(['reserved', 'reserved']);

    const allow = await refuseWrites('shipments', 'order_id', id);
    try {
      const failed = await api('POST', `/v1/simulations/orders/${id}/_process`);
      expect(failed.status).toBe(500);
    } finally {
      await allow();
    }
    const after = (await api('GET', `/v1/orders/${id}`)).body.order;
    expect(after.status).toBe('confirmed');
    expect(await unitStates(id)).toEqual(['reserved', 'reserved']);
    const statuses = async () =>
      (await eventsFor(id, 'order.status_changed')).map((e: any) => e.payload.data.status);
    // created as confirmed (order.created says so, 01 §3): no status change, nothing of the failed processing
    expect(await statuses()).toEqual([]);
    expect(await eventsFor(id, 'order.shipped')).toHaveLength(0);

    // the same simulation once the database takes the shipment: picked and shipped in one go
    const ok = await api('POST', `/v1/simulations/orders/${id}/_process`);
    expect(ok.status).toBe(200);
    expect(ok.body.order.status).toBe('processed');
    expect(ok.body.order.shipments).toHaveLength(1);
    expect(await unitStates(id)).toEqual([]);
    expect(await statuses()).toEqual(['processing', 'processed']);
    expect(await eventsFor(id, 'order.shipped')).toHaveLength(1);
  });

  it('inspection: a line that fails leaves no line of the return inspected, no event sent', async () => {
    const api = await sandboxApi();
    const [a, b] = (await api('GET', '/v1/products')).body.products;
    const created = await api('POST', '/v1/order-returns', {
      body: {
        order_return: {
          items: [
            { product: { id: a.id }, quantity: 1 },
            { product: { id: b.id }, quantity: 2 },
          ],
        },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.order_return.id;
    const sim = (step: string, body?: unknown) =>
      api('POST', `/v1/simulations/order-returns/${id}/${step}`, { body });
    expect((await sim('_arrive', {})).status).toBe(200);
    const lines = created.body.order_return.items;
    expect(lines).toHaveLength(2);

    // the database refuses the second line: the first must not stay inspected
    const allow = await refuseWrites('order_return_items', 'id', lines[1].id);
    try {
      const failed = await sim('_inspect', { condition: 'sellable' });
      expect(failed.status).toBe(500);
    } finally {
      await allow();
    }
    const after = (await api('GET', `/v1/order-returns/${id}`)).body.order_return;
    expect(after.items.map((it: any) => it.inspection)).toEqual([null, null]);
    expect(await eventsFor(id, 'order_return.inspected')).toHaveLength(0);

    const ok = await sim('_inspect', { condition: 'sellable' });
    expect(ok.status).toBe(200);
    expect(ok.body.order_return.items.map((it: any) => it.inspection?.condition)).toEqual([
      'sellable',
      'sellable',
    ]);
    expect(await eventsFor(id, 'order_return.inspected')).toHaveLength(2);
  });
});
