import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { deprecatedCalls, orders, orderStatusCounts } from '@/db/schema';
import { countOrdersByStatus } from '@/server/orders/reads/list-orders';
import { countShard } from '@/server/core/count-shards';
import { setClockForTests } from '@/server/core/clock';
import { signAccessToken } from '@/server/auth/tokens';
import { MERCHANT_SCOPES } from '@/server/core/scopes';
import { merchantFixture, type MerchantFixture } from '../support/fixtures';

/** Moves the clock and re-issues the client's token at that time (tokens live 15 minutes on the clock). */
async function at(m: MerchantFixture, iso: string) {
  setClockForTests(iso);
  const { token } = await signAccessToken({
    clientId: m.clientId,
    merchantId: m.merchantId,
    scopes: [...MERCHANT_SCOPES],
  });
  return (method: string, path: string) => m.api(method, path, { token });
}
import { CUSTOMER, line, merchantWithProducts } from '../support/order-helpers';

afterEach(() => setClockForTests(null));

async function create(m: { api: any }, order: Record<string, unknown>) {
  const res = await m.api('POST', '/v1/orders', { body: { order } });
  expect(res.status).toBe(201);
  return res.body.order;
}

describe('GET /v1/orders (04 A2, B1)', () => {
  it('lists newest first with filters, q search, date range and pagination; total matches', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([0]);
    setClockForTests('2026-03-01T10:00:00Z');
    const a = await create(m, {
      merchants_id: 'SHOP-100',
      customer: { first_name: 'Maija', last_name: 'Meikäläinen', email: 'maija@example.fi' },
    });
    setClockForTests('2026-03-02T10:00:00Z');
    const b = await create(m, {
      merchants_id: 'SHOP-200',
      customer: { organization: 'Acme Oy' },
      items: [line(p!.id)],
    });
    setClockForTests('2026-03-03T10:00:00Z');
    const c = await create(m, {
      merchants_id: 'OTHER-300',
      customer: CUSTOMER,
      status: 'confirmed',
      items: [line(p!.id)],
    });
    setClockForTests(null);
    expect(c.status).toBe('waiting_products');

    const all = await m.api('GET', '/v1/orders');
    expect(all.status).toBe(200);
    expect(all.body.orders.map((o: any) => o.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.total).toBe(3);
    // Each listed order is the order as GET answers it, lines included, on the plain page (prepared
    // statements) and on a filtered one (built per request) alike.
    const single = (await m.api('GET', `/v1/orders/${b.id}`)).body.order;
    expect(single.items).toHaveLength(1);
    expect(all.body.orders[1]).toEqual(single);
    expect((await m.api('GET', '/v1/orders?status=draft')).body.orders[0]).toEqual(single);
    expect((await m.api('GET', '/v1/orders?merchants_id=SHOP-200')).body.orders[0]).toEqual(single);

    const ids = async (qs: string) => {
      const r = await m.api('GET', `/v1/orders?${qs}`);
      expect(r.status, qs).toBe(200);
      return { ids: r.body.orders.map((o: any) => o.id), total: r.body.total };
    };
    expect(await ids('status=draft')).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await ids('status=draft,waiting_products&limit=1')).toEqual({ ids: [c.id], total: 3 });
    expect(await ids('limit=1&offset=1')).toEqual({ ids: [b.id], total: 3 });
    expect(await ids('merchants_id=SHOP-200')).toEqual({ ids: [b.id], total: 1 });
    expect(await ids('q=shop')).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await ids('q=MAIJA@EXAMPLE')).toEqual({ ids: [a.id], total: 1 });
    expect(await ids('q=acme')).toEqual({ ids: [b.id], total: 1 });
    expect(await ids(`q=${a.id}`)).toEqual({ ids: [a.id], total: 1 });
    expect(await ids('q=50%25')).toEqual({ ids: [], total: 0 });
    expect(await ids('created_from=2026-03-02')).toEqual({ ids: [c.id, b.id], total: 2 });
    expect(await ids('created_to=2026-03-02')).toEqual({ ids: [b.id, a.id], total: 2 });
    expect(await ids('created_from=2026-03-01T12:00:00Z&created_to=2026-03-02T10:00:00Z')).toEqual({
      ids: [b.id],
      total: 1,
    });
  });

  it('refuses bad parameters with 400 VALIDATION_ERROR naming them', async () => {
    const m = await merchantFixture();
    for (const [qs, path] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=abc', 'limit'],
      ['status=shipped', 'status'],
      ['q=a', 'q'],
      ['created_from=2026-02-30', 'created_from'],
    ]) {
      const res = await m.api('GET', `/v1/orders?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors[0].path).toContain(path);
    }
  });

  it('needs orders:read (orders:manage does not imply it)', async () => {
    const m = await merchantFixture(['orders:manage']);
    const res = await m.api('GET', '/v1/orders');
    expect(res.status).toBe(403);
    expect(res.body.details.required_scope).toBe('orders:read');
  });

  it('keeps the status counts in step with the orders', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([1]);
    await create(m, {});
    const c = await create(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id)] });
    await m.api('POST', `/v1/orders/${c.id}/_cancel`);
    const { countOrdersByStatus } = await import('@/server/orders/reads/list-orders');
    const db = await getDb();
    const counts = await countOrdersByStatus(db, m.merchantId);
    expect(counts).toMatchObject({ draft: 1, confirmed: 0, cancelled: 1 });
    const rows = await db.select().from(orders).where(eq(orders.merchantId, m.merchantId));
    expect(rows.map((r) => r.status).sort()).toEqual(['cancelled', 'draft']);
  });
});

describe('Waiting-products endpoints and the deprecated alias (01 §9, 04 B6, E6)', () => {
  const DEP = {
    deprecation: '@1779235200',
    sunset: 'Sat, 17 Apr 2027 00:00:00 GMT',
    link: '</v1/orders/waiting-products>; rel="successor-version"',
  };

  it('serves both paths; only the alias carries the deprecation headers, and calls are counted', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([0]);
    const w = await create(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id)] });
    await create(m, {});
    const api = await at(m, '2026-11-22T12:00:00Z');
    const current = await api('GET', '/v1/orders/waiting-products');
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ total: 1, orders: [{ id: w.id, status: 'waiting_products' }] });
    expect(current.headers.get('deprecation')).toBeNull();
    const alias = await api('GET', '/v1/orders/waiting_products');
    expect(alias.status).toBe(200);
    expect(alias.body).toEqual(current.body);
    for (const [k, v] of Object.entries(DEP)) expect(alias.headers.get(k)).toBe(v);
    const db = await getDb();
    const counted = await db
      .select()
      .from(deprecatedCalls)
      .where(eq(deprecatedCalls.merchantId, m.merchantId));
    expect(counted).toEqual([
      expect.objectContaining({
        route: '/v1/orders/waiting_products',
        method: 'GET',
        count: 1,
        clientId: m.clientId,
      }),
    ]);
  });

  it('sends the headers on errors too (400, 403) but not on 401', async () => {
    const m = await merchantFixture(['orders:manage']);
    const forbidden = await m.api('GET', '/v1/orders/waiting_products');
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('deprecation')).toBe(DEP.deprecation);
    const r = await merchantFixture();
    const bad = await r.api('GET', '/v1/orders/waiting_products?limit=0');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('sunset')).toBe(DEP.sunset);
    const unauth = await r.api('GET', '/v1/orders/waiting_products', { token: 'nope' });
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get('deprecation')).toBeNull();
  });

  it('answers 410 ENDPOINT_SUNSET from the sunset date, then 404 NOT_FOUND thirty days later', async () => {
    const m = await merchantFixture();
    expect((await (await at(m, '2027-04-16T23:59:59Z'))('GET', '/v1/orders/waiting_products')).status).toBe(
      200,
    );
    const api = await at(m, '2027-04-17T00:00:00Z');
    const gone = await api('GET', '/v1/orders/waiting_products');
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({
      error_code: 'ENDPOINT_SUNSET',
      message: expect.any(String),
      details: { sunset_at: '2027-04-17', replacement_path: '/v1/orders/waiting-products' },
    });
    expect(gone.headers.get('deprecation')).toBe(DEP.deprecation);
    expect(gone.headers.get('link')).toBe(DEP.link);
    expect((await api('GET', '/v1/orders/waiting-products')).status).toBe(200);
    expect((await (await at(m, '2027-05-16T23:59:59Z'))('GET', '/v1/orders/waiting_products')).status).toBe(
      410,
    );
    const removed = await (await at(m, '2027-05-17T00:00:00Z'))('GET', '/v1/orders/waiting_products');
    expect(removed.status).toBe(404);
    expect(removed.body.error_code).toBe('NOT_FOUND');
    expect(removed.headers.get('deprecation')).toBeNull();
  });

  it('marks the alias deprecated in /v1/openapi.json and documents the order operations', async () => {
    const res = await (await merchantFixture()).api('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    const paths = res.body.paths;
    const dep = paths['/v1/orders/waiting_products'].get;
    expect(dep.deprecated).toBe(true);
    expect(dep['x-deprecation']).toMatchObject({
      deprecated_at: '2026-05-20',
      replacement_path: '/v1/orders/waiting-products',
    });
    expect(dep['x-sunset']).toBe('2027-04-17');
    expect(paths['/v1/orders/waiting-products'].get.deprecated).toBeUndefined();
    expect(paths['/v1/orders'].post.operationId).toBe('CreateOrder');
    for (const p of [
      '/v1/orders/{orderId}',
      '/v1/orders/{orderId}/items/{itemId}',
      '/v1/orders/{orderId}/_confirm',
      '/v1/orders/{orderId}/_cancel',
    ]) {
      expect(paths[p], p).toBeDefined();
    }
  });
});

describe('order status counts (list totals without counting rows)', () => {
  it('spreads each status over shards by order id and still sums to the real number of orders', async () => {
    const { m } = await merchantWithProducts([0]);
    const created = [];
    for (let i = 0; i < 24; i++) created.push(await create(m, { merchants_id: `SHARD-${i}` }));
    for (const o of created.slice(0, 5))
      expect((await m.api('POST', `/v1/orders/${o.id}/_cancel`)).status).toBe(200);
    const db = await getDb();
    const rows = await db
      .select()
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.merchantId, m.merchantId));
    // every order counts in the shard its id names, and moves of one order stay in that shard
    for (const r of rows) expect(r.shard).toBeGreaterThanOrEqual(0);
    const expectedShards = new Set(created.map((o) => countShard(o.id)));
    expect(
      new Set(rows.filter((r) => r.status === 'draft' || r.status === 'cancelled').map((r) => r.shard)),
    ).toEqual(expectedShards);
    expect(rows.every((r) => r.count >= 0)).toBe(true);
    expect(await countOrdersByStatus(db, m.merchantId)).toEqual({ draft: 19, cancelled: 5 });
    expect((await m.api('GET', '/v1/orders?limit=1')).body.total).toBe(24);
    expect((await m.api('GET', '/v1/orders?limit=1&status=cancelled')).body.total).toBe(5);
  });
});
