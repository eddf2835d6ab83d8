import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { getDb, getDbHandle } from '@/db/client';
import { createOrder } from '@/server/orders/lifecycle/create-order';
import { findOrder } from '@/server/orders/reads/get-order';
import { listOrders } from '@/server/orders/reads/list-orders';
import { CreateOrderBody } from '@/server/orders/schemas';
import { createCatalogService, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';
import { CUSTOMER, line, merchantWithProducts } from '../support/order-helpers';

/** Statements about orders or idempotency keys sent while `fn` runs: one round trip each. */
async function orderStatementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const h = await getDbHandle();
  const spy = vi.spyOn((h.pool ?? h.pglite) as { query: (...args: any[]) => any }, 'query');
  try {
    await fn();
    return spy.mock.calls
      .map(([q]) => (typeof q === 'string' ? q : (q as { text: string }).text))
      .filter((text) => /"(orders|order_items|order_status_counts|idempotency_keys)"/.test(text));
  } finally {
    spy.mockRestore();
  }
}

async function richOrderBody() {
  const { m, products } = await merchantWithProducts([3, 0]);
  const part = await createProduct(m.merchantId);
  const extra = await createCatalogService({ kind: 'extra' });
  const body = {
    order: {
      merchants_id: 'READS-1',
      customer: CUSTOMER,
      merchants_order_time: '2026-02-28T23:59:59.5Z',
      no_earlier_than: '2026-03-02T08:00:00Z',
      extra_services: [{ id: randomUUID(), service: { id: extra.id }, parameters: { note: 'x' } }],
      items: [
        line(products[0]!.id, 2.5, {
          sales_info: { gross_price: 10.456, tax_percent: 24, currency: 'EUR' },
          best_before_date: '2027-01-31',
          batch_numbers: ['B-1', 'B,2', 'B "3"', 'NULL'],
          additional_info: 'fragile',
          extra_services: [
            { id: randomUUID(), service: { code: extra.code }, quantity: 2, merchant_remarks: 'gift' },
            { id: randomUUID(), service: { id: extra.id }, status: 'archived' },
          ],
        }),
        {
          product: {
            id: products[1]!.id,
            components: [{ product: { id: part.id, sku: part.sku }, amount: 3 }],
          },
          quantity: 1,
          fulfillment_by: 'merchant',
        },
        line(part.id, 7, { sales_info: { gross_price: null, tax_percent: null } }),
      ],
    },
  };
  return { m, body };
}

describe('Order reads in one statement (GET, replay, list page)', () => {
  it('GET, a replay and the list pages give the created order as equal JSON, lines included', async () => {
    const { m, body } = await richOrderBody();
    const created = await m.api('POST', '/v1/orders', { body, headers: { 'idempotency-key': 'reads-1' } });
    expect(created.status).toBe(201);
    const order = created.body.order;
    expect(order.items.map((i: any) => i.quantity)).toEqual([2.5, 1, 7]);
    expect(order.items[0].batch_numbers).toEqual(['B-1', 'B,2', 'B "3"', 'NULL']);
    expect(order.items[0].best_before_date).toBe('2027-01-31');
    expect(order.items[0].extra_services).toHaveLength(1);
    // Equal JSON (01 §6): jsonb keeps object keys in its own order, so only the create answer may differ in it.
    const expected = order;

    const got = await m.api('GET', `/v1/orders/${order.id}`);
    expect(got.body.order).toStrictEqual(expected);
    const replay = await m.api('POST', '/v1/orders', { body, headers: { 'idempotency-key': 'reads-1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.order).toStrictEqual(expected);
    for (const query of ['', '?status=draft', '?status=draft,confirmed&limit=1']) {
      const list = await m.api('GET', `/v1/orders${query}`);
      expect(list.body.total, query).toBe(1);
      expect(list.body.orders[0], query).toStrictEqual(expected);
    }
  });

  it('reads give back odd text as it was created: quotes, backslashes, control characters, non-ASCII', async () => {
    const { m, products } = await merchantWithProducts([0]);
    const odd = 'Ä "quoted" \\ back\\slash\ttab\nline \u0001\u001f é 漢字 🚚 </script>';
    const body = {
      order: {
        merchants_id: odd,
        customer: { ...CUSTOMER, first_name: odd, delivery_instructions: odd },
        items: [line(products[0]!.id, 1, { additional_info: odd, batch_numbers: [odd] })],
      },
    };
    const created = await m.api('POST', '/v1/orders', { body });
    expect(created.status).toBe(201);
    const order = created.body.order;
    expect(order.merchants_id).toBe(odd);
    expect((await m.api('GET', `/v1/orders/${order.id}`)).body.order).toStrictEqual(order);
    expect((await m.api('GET', '/v1/orders')).body.orders).toStrictEqual([order]);
    expect((await m.api('GET', '/v1/orders?q=quoted')).body.orders).toStrictEqual([order]);
  });

  it('a page past the end, or of no orders, still has the right total', async () => {
    const { m } = await merchantWithProducts([0]);
    expect((await m.api('GET', '/v1/orders')).body).toEqual({ orders: [], total: 0 });
    for (let i = 0; i < 3; i++) {
      expect((await m.api('POST', '/v1/orders', { body: { order: {} } })).status).toBe(201);
    }
    const all = await m.api('GET', '/v1/orders');
    expect(all.body.total).toBe(3);
    expect(all.body.orders.map((o: any) => o.items)).toEqual([[], [], []]);
    const last = await m.api('GET', '/v1/orders?offset=2&limit=5');
    expect(last.body.total).toBe(3);
    expect(last.body.orders.map((o: any) => o.id)).toEqual([all.body.orders[2].id]);
    expect((await m.api('GET', '/v1/orders?offset=3')).body).toEqual({ orders: [], total: 3 });
    expect((await m.api('GET', '/v1/orders?offset=50&status=draft')).body).toEqual({ orders: [], total: 3 });
    expect((await m.api('GET', '/v1/orders?status=confirmed')).body).toEqual({ orders: [], total: 0 });
  });

  it('an order by id, a replay and a list page are one statement each', async () => {
    const db = await getDb();
    const { m, body } = await richOrderBody();
    const other = await merchantFixture();
    const input = CreateOrderBody.parse(body).order;
    const actor = { type: 'api_client' as const, id: m.clientId, label: 'test' };
    const create = () =>
      createOrder({
        db,
        merchantId: m.merchantId,
        input,
        rawBody: body,
        idempotencyKey: 'one',
        actor,
      });
    const { order } = await create();

    expect(await orderStatementsDuring(() => findOrder(db, m.merchantId, order.id))).toHaveLength(1);
    expect(await orderStatementsDuring(() => findOrder(db, other.merchantId, order.id))).toHaveLength(1);
    let replayed = false;
    const replay = await orderStatementsDuring(async () => void ({ replayed } = await create()));
    expect(replayed).toBe(true);
    expect(replay).toHaveLength(1);
    const page = { offset: 0, limit: 100 } as const;
    const list = await orderStatementsDuring(() => listOrders(db, m.merchantId, page));
    expect(list).toHaveLength(1);
    expect(
      await orderStatementsDuring(() => listOrders(db, m.merchantId, { ...page, status: ['draft'] })),
    ).toHaveLength(1);
    // A page is planned for its own merchant and statuses (sent unnamed); an order by id keeps its plan (named).
    const h = await getDbHandle();
    if (h.pool) {
      const spy = vi.spyOn(h.pool as { query: (...args: any[]) => any }, 'query');
      try {
        await listOrders(db, m.merchantId, page);
        await findOrder(db, m.merchantId, order.id);
        const names = spy.mock.calls.map(([q]) => (q as { name?: string }).name);
        expect(names).toEqual(['', 'order_by_id']);
      } finally {
        spy.mockRestore();
      }
    }
    // Past the end: no row carries the total, so the count is asked too.
    expect(
      await orderStatementsDuring(() => listOrders(db, m.merchantId, { ...page, offset: 1 })),
    ).toHaveLength(2);
  });

  // The pool's sessions never JIT-compile: with a planner estimate far off (tables not analyzed since a
  // merchant's orders arrived) a 0.5 ms page took 100 ms, 25 ms of it compiling. Asking for JIT at any cost
  // shows whether the session would.
  it.skipIf(!process.env.DATABASE_URL)(
    'statements are not JIT-compiled, whatever their estimated cost',
    async () => {
      const h = await getDbHandle();
      const client = await h.pool!.connect();
      try {
        await client.query('begin');
        await client.query('set local jit_above_cost = 0');
        const { rows } = await client.query(
          'explain (analyze, format json) select sum(g) from generate_series(1, 1000) g',
        );
        await client.query('rollback');
        const plan = rows[0]['QUERY PLAN'][0];
        expect(plan.Plan).toBeDefined();
        expect(plan.JIT).toBeUndefined();
      } finally {
        client.release();
      }
    },
  );
});
