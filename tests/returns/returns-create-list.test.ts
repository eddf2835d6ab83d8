import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, orderReturnItems, orderReturns, returnStatusCounts } from '@/db/schema';
import { countShard } from '@/server/core/count-shards';
import { createProduct } from '../support/data';
import { call, merchantFixture, operatorFixture, uniq } from '../support/fixtures';
import { createOrder, createReturnViaApi } from '../support/returns-data';

const HEX = /^[0-9a-f]{24}$/;

async function storedReturns(merchantId: string) {
  const db = await getDb();
  return db.select().from(orderReturns).where(eq(orderReturns.merchantId, merchantId));
}

describe('POST /v1/order-returns (02 §4.1, 04 C1)', () => {
  it('creates a return with items, line ids and status preinfo_received', async () => {
    const m = await merchantFixture();
    const p1 = await createProduct(m.merchantId);
    const p2 = await createProduct(m.merchantId);
    const order = await createOrder(m.merchantId);
    const order2 = await createOrder(m.merchantId);
    const res = await m.api('POST', '/v1/order-returns', {
      body: {
        order_return: {
          name: 'Return of order 1001',
          type: 'agent_return',
          original_order: { id: order.id },
          merchant_reference: 'RMA-1001',
          remarks: 'box dented',
          handling_instructions: 'check seals',
          items: [
            { product: { id: p1.id }, quantity: 2 },
            { product: { id: p2.id }, quantity: 1, original_order: { id: order2.id } },
          ],
          tracking_codes: ['JJFI123'],
        },
      },
    });
    expect(res.status).toBe(201);
    const r = res.body.order_return;
    expect(r).toMatchObject({
      name: 'Return of order 1001',
      type: 'agent_return',
      status: 'preinfo_received',
      original_order: { id: order.id },
      merchant_reference: 'RMA-1001',
      remarks: 'box dented',
      handling_instructions: 'check seals',
      inbound_shipment: null,
      merchant_decision: null,
      warehouse_location: null,
      resend_order: null,
      tracking_codes: ['JJFI123'],
      services: [],
    });
    expect(r.id).toMatch(HEX);
    expect(r.items).toHaveLength(2);
    expect(r.items[0]).toMatchObject({
      product: { id: p1.id },
      quantity: 2,
      original_order: null,
      merchant_decision: null,
      services: [],
    });
    expect(r.items[1]).toMatchObject({
      product: { id: p2.id },
      quantity: 1,
      original_order: { id: order2.id },
    });
    for (const it of r.items) expect(it.id).toMatch(HEX);
    const db = await getDb();
    const lines = await db.select().from(orderReturnItems).where(eq(orderReturnItems.orderReturnId, r.id));
    expect(lines).toHaveLength(2);
    const log = await db.select().from(activityLog).where(eq(activityLog.entityId, r.id));
    expect(log[0]).toMatchObject({ action: 'created', actorType: 'api_client', actorId: m.clientId });
    const read = await m.api('GET', `/v1/order-returns/${r.id}`);
    expect(read.status).toBe(200);
    expect(read.body.order_return).toEqual(r);
  });

  it('creates a bare placeholder from {}', async () => {
    const m = await merchantFixture();
    const res = await m.api('POST', '/v1/order-returns', { body: { order_return: {} } });
    expect(res.status).toBe(201);
    expect(res.body.order_return).toMatchObject({
      type: 'customer_return',
      status: 'preinfo_received',
      name: null,
      original_order: null,
      items: [],
      tracking_codes: null,
    });
  });

  it('answers ORIGINAL_ORDER_NOT_FOUND and ORIGINAL_ORDER_MERCHANT_MISMATCH (also on a line), storing nothing', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const foreign = await createOrder(other.merchantId);
    const deleted = await createOrder(m.merchantId, { status: 'deleted' });
    const cases: [unknown, string][] = [
      [{ original_order: { id: '0123456789abcdef01234567' } }, 'ORIGINAL_ORDER_NOT_FOUND'],
      [{ original_order: { id: 'not-an-id' } }, 'ORIGINAL_ORDER_NOT_FOUND'],
      [{ original_order: { id: deleted.id } }, 'ORIGINAL_ORDER_NOT_FOUND'],
      [{ original_order: { id: foreign.id } }, 'ORIGINAL_ORDER_MERCHANT_MISMATCH'],
    ];
    const p = await createProduct(m.merchantId);
    cases.push([
      { items: [{ product: { id: p.id }, quantity: 1, original_order: { id: foreign.id } }] },
      'ORIGINAL_ORDER_MERCHANT_MISMATCH',
    ]);
    for (const [body, code] of cases) {
      const res = await m.api('POST', '/v1/order-returns', { body: { order_return: body } });
      expect(res.status, code).toBe(400);
      expect(res.body.error_code).toBe(code);
    }
    expect(await storedReturns(m.merchantId)).toHaveLength(0);
  });

  it('answers PRODUCT_NOT_FOUND and PRODUCT_MERCHANT_MISMATCH with 400, storing nothing', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const foreign = await createProduct(other.merchantId);
    const mine = await createProduct(m.merchantId);
    const missing = await m.api('POST', '/v1/order-returns', {
      body: {
        order_return: {
          items: [
            { product: { id: mine.id }, quantity: 1 },
            { product: { id: 'ffffffffffffffffffffffff' }, quantity: 1 },
          ],
        },
      },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error_code: 'PRODUCT_NOT_FOUND',
      details: { path: 'order_return.items[1].product.id' },
    });
    const mismatch = await m.api('POST', '/v1/order-returns', {
      body: { order_return: { items: [{ product: { id: foreign.id }, quantity: 1 }] } },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error_code).toBe('PRODUCT_MERCHANT_MISMATCH');
    expect(mismatch.text).not.toContain(other.merchantId);
    expect(await storedReturns(m.merchantId)).toHaveLength(0);
  });

  it('refuses bad input with 400 VALIDATION_ERROR and paths', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId);
    const bad = [
      [{ order_return: { type: 'lost_parcel' } }, 'order_return.type'],
      [
        { order_return: { items: [{ product: { id: p.id }, quantity: 0 }] } },
        'order_return.items[0].quantity',
      ],
      [
        { order_return: { items: [{ product: { id: p.id }, quantity: '2' }] } },
        'order_return.items[0].quantity',
      ],
      [{ order_return: { items: [{ quantity: 1 }] } }, 'order_return.items[0].product'],
      [{ order_return: { tracking_codes: 'ABC' } }, 'order_return.tracking_codes'],
      [{}, 'order_return'],
    ] as const;
    for (const [body, path] of bad) {
      const res = await m.api('POST', '/v1/order-returns', { body });
      expect(res.status, path).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    const malformed = await m.api('POST', '/v1/order-returns', {
      rawBody: '{"order_return":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await storedReturns(m.merchantId)).toHaveLength(0);
  });

  it('needs order_returns:manage to create and order_returns:read to read (manage does not imply read)', async () => {
    const reader = await merchantFixture(['order_returns:read']);
    const res = await reader.api('POST', '/v1/order-returns', { body: { order_return: {} } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      error_code: 'INSUFFICIENT_SCOPE',
      details: { required_scope: 'order_returns:manage' },
    });
    const manager = await merchantFixture(['order_returns:manage']);
    const r = await createReturnViaApi(manager);
    const read = await manager.api('GET', `/v1/order-returns/${r.id}`);
    expect(read.status).toBe(403);
    const noToken = await call('GET', '/v1/order-returns', { merchant: manager.merchantId });
    expect(noToken.status).toBe(401);
    const noHeader = await call('GET', '/v1/order-returns', { token: manager.token });
    expect(noHeader.status).toBe(401);
    expect(noHeader.body.error_code).toBe('MISSING_MERCHANT_HEADER');
  });
});

describe('GET /v1/order-returns/{id} (02 §4.3)', () => {
  it("answers 404 ORDER_RETURN_NOT_FOUND for another merchant's return, an unknown id and a malformed id", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const r = await createReturnViaApi(a, { name: 'secret' });
    for (const id of [r.id, '0123456789abcdef01234567', 'xyz']) {
      const res = await b.api('GET', `/v1/order-returns/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
      expect(res.text).not.toContain('secret');
    }
    const list = await b.api('GET', '/v1/order-returns');
    expect(list.body).toEqual({ order_returns: [], total: 0 });
  });
});

describe('GET /v1/order-returns (02 §4.2)', () => {
  it('filters by status (comma list), type, q, original_order_id and tracking_code, newest first, with total', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const order = await createOrder(m.merchantId);
    const tag = uniq('Zq');
    const a = await createReturnViaApi(m, {
      name: `${tag} alpha`,
      merchant_reference: 'REF-A',
      original_order: { id: order.id },
    });
    const b = await createReturnViaApi(m, {
      name: 'beta',
      merchant_reference: `ref-${tag}`,
      type: 'agent_return',
      tracking_codes: ['TC-1', 'TC-2'],
    });
    const c = await createReturnViaApi(m, { name: 'gamma 50%_off' });
    await op.api('POST', `/ops/v1/order-returns/${c.id}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'R1' } } },
    });

    const all = await m.api('GET', '/v1/order-returns');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.order_returns.map((r: any) => r.id)).toEqual([c.id, b.id, a.id]);
    expect(all.body.order_returns[0]).not.toHaveProperty('items');
    expect(all.body.order_returns[0]).not.toHaveProperty('services');

    const ids = async (qs: string) => {
      const res = await m.api('GET', `/v1/order-returns?${qs}`);
      expect(res.status, qs).toBe(200);
      expect(res.body.total).toBe(res.body.order_returns.length);
      return res.body.order_returns.map((r: any) => r.id).sort();
    };
    expect(await ids('status=pending_merchant_decision')).toEqual([c.id]);
    expect(await ids('status=preinfo_received,pending_merchant_decision')).toEqual([a.id, b.id, c.id].sort());
    expect(await ids('status=pending')).toEqual([]);
    expect(await ids('type=agent_return')).toEqual([b.id]);
    expect(await ids(`q=${encodeURIComponent(tag.toLowerCase())}`)).toEqual([a.id, b.id].sort());
    expect(await ids('q=ref-a')).toEqual([a.id]);
    expect(await ids(`q=${a.id}`)).toEqual([a.id]);
    expect(await ids('q=50%25_')).toEqual([c.id]);
    expect(await ids('q=9%25')).toEqual([]);
    expect(await ids('q=a%25a')).toEqual([]);
    expect(await ids(`original_order_id=${order.id}`)).toEqual([a.id]);
    expect(await ids('tracking_code=TC-2')).toEqual([b.id]);

    const beyond = await m.api(
      'GET',
      `/v1/order-returns?q=${encodeURIComponent(tag.toLowerCase())}&offset=5`,
    );
    expect(beyond.body).toEqual({ order_returns: [], total: 2 });
    const searchPage = await m.api(
      'GET',
      `/v1/order-returns?q=${encodeURIComponent(tag.toLowerCase())}&limit=1&offset=1`,
    );
    expect(searchPage.body.total).toBe(2);
    expect(searchPage.body.order_returns.map((r: any) => r.id)).toEqual([a.id]);
    const page = await m.api('GET', '/v1/order-returns?limit=1&offset=1');
    expect(page.body.total).toBe(3);
    expect(page.body.order_returns.map((r: any) => r.id)).toEqual([b.id]);
  });

  it('matches multi-word phrases exactly (the indexes look up their rarest word)', async () => {
    const m = await merchantFixture();
    const a = await createReturnViaApi(m, {
      name: 'Greta Koskinen #100123',
      merchant_reference: 'RMA-B1685A92',
    });
    const b = await createReturnViaApi(m, {
      name: 'Greta Koskinen #100124',
      merchant_reference: 'RMA-B1685A93',
    });
    await createReturnViaApi(m, { name: 'Koskinen Greta 100123' });
    const ids = async (q: string) =>
      (await m.api('GET', `/v1/order-returns?q=${encodeURIComponent(q)}`)).body.order_returns
        .map((r: any) => r.id)
        .sort();
    expect(await ids('Koskinen #100123')).toEqual([a.id]);
    expect(await ids('rma-b1685a9')).toEqual([a.id, b.id].sort());
    expect(await ids('RMA-B1685A93')).toEqual([b.id]);
    expect(await ids('greta koskinen #10012')).toEqual([a.id, b.id].sort());
  });

  it('keeps totals exact through every status change (counts per status)', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const [a, b, c] = [await createReturnViaApi(m), await createReturnViaApi(m), await createReturnViaApi(m)];
    await m.api('POST', `/v1/order-returns/${a.id}/_cancel`);
    await op.api('POST', `/ops/v1/order-returns/${b.id}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'R1' } } },
    });
    await m.api('POST', `/v1/order-returns/${b.id}/_merchant-decision`, {
      body: { merchant_decision: { code: 'destroy' } },
    });
    await m.api('POST', `/v1/order-returns/${c.id}/_cancel`);
    await m.api('POST', `/v1/order-returns/${c.id}/_cancel`); // refused: changes nothing
    const total = async (qs: string) => (await m.api('GET', `/v1/order-returns?${qs}`)).body.total;
    expect(await total('')).toBe(3);
    expect(await total('status=deleted')).toBe(2);
    expect(await total('status=accepted')).toBe(1);
    expect(await total('status=preinfo_received,pending_merchant_decision')).toBe(0);
    const other = await merchantFixture();
    expect(
      await (async () => (await other.api('GET', '/v1/order-returns?status=deleted')).body.total)(),
    ).toBe(0);
    const queue = await op.api('GET', `/ops/v1/order-returns?merchant_id=${m.merchantId}&status=deleted`);
    expect(queue.body.total).toBe(2);
  });

  it('refuses q under 2 characters, unknown statuses and limits out of range', async () => {
    const m = await merchantFixture();
    for (const qs of ['q=a', 'status=lost', 'limit=501', 'limit=0', 'offset=-1', 'type=x']) {
      const res = await m.api('GET', `/v1/order-returns?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('return status counts (list totals without counting rows)', () => {
  it('counts each return in the shard its id names, and the shards sum to the list totals', async () => {
    const m = await merchantFixture();
    const created = [];
    for (let i = 0; i < 20; i++) created.push(await createReturnViaApi(m, { name: `Shard ${i}` }));
    for (const r of created.slice(0, 6))
      expect((await m.api('POST', `/v1/order-returns/${r.id}/_cancel`)).status).toBe(200);
    const db = await getDb();
    const rows = await db
      .select()
      .from(returnStatusCounts)
      .where(eq(returnStatusCounts.merchantId, m.merchantId));
    expect(new Set(rows.map((r) => r.shard))).toEqual(new Set(created.map((r) => countShard(r.id))));
    expect(rows.every((r) => r.count >= 0)).toBe(true);
    expect((await m.api('GET', '/v1/order-returns?limit=1')).body.total).toBe(20);
    expect((await m.api('GET', '/v1/order-returns?limit=1&status=deleted')).body.total).toBe(6);
    expect((await m.api('GET', '/v1/order-returns?limit=1&status=preinfo_received,deleted')).body.total).toBe(
      20,
    );
  });
});
