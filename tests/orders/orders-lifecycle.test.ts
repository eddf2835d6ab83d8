import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, catalogServices, outboxEvents, pickupPoints } from '@/db/schema';
import { retryWaitingOrders } from '@/server/orders/lifecycle/retry-waiting-orders';
import { addUnits, createCatalogService, createPickupPoint, createProduct } from '../support/data';
import { merchantFixture } from '../support/fixtures';
import { CUSTOMER, figures, line, merchantWithProducts, unitStates } from '../support/order-helpers';

async function draft(m: { api: any }, order: Record<string, unknown>) {
  const res = await m.api('POST', '/v1/orders', { body: { order } });
  expect(res.status).toBe(201);
  return res.body.order;
}

describe('Order lifecycle (04 B1, B2, E15)', () => {
  it('confirms a draft, reserving stock; a second confirm is 409 ORDER_NOT_CONFIRMABLE', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([3]);
    const o = await draft(m, { customer: CUSTOMER, items: [line(p!.id, 2)] });
    const res = await m.api('POST', `/v1/orders/${o.id}/_confirm`);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('confirmed');
    expect(await figures(p!.id)).toEqual({ on_hand: 3, reserved: 2, available: 1 });
    const again = await m.api('POST', `/v1/orders/${o.id}/_confirm`);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('ORDER_NOT_CONFIRMABLE');
    const db = await getDb();
    const history = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, o.id))
      .orderBy(activityLog.id);
    expect(history.map((h) => h.action)).toEqual(['created', 'status_changed']);
    expect(history[1]!.actorType).toBe('api_client');
    // In outbox order: the webhook dispatcher updates event rows, which moves them in the table.
    const events = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.orderingKey, o.id))
      .orderBy(outboxEvents.seq);
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.status_changed']);
  });

  it('an order created as confirmed: one order.created event with status confirmed, no status change', async () => {
    const {
      m,
      products: [p, q],
    } = await merchantWithProducts([3, 0]);
    const db = await getDb();
    const eventsOf = async (id: string) =>
      (
        await db.select().from(outboxEvents).where(eq(outboxEvents.orderingKey, id)).orderBy(outboxEvents.seq)
      ).map((e) => ({ type: e.type, data: (e.payload as { data: unknown }).data }));
    const o = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id, 1)] });
    expect(await eventsOf(o.id)).toEqual([
      { type: 'order.created', data: { order_id: o.id, status: 'confirmed' } },
    ]);
    const history = await db.select().from(activityLog).where(eq(activityLog.entityId, o.id));
    expect(history.map((h) => [h.action, (h.details as { status?: string }).status])).toEqual([
      ['created', 'confirmed'],
    ]);
    // Stock short: created as waiting_products, and said so.
    const w = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(q!.id, 1)] });
    expect(w.status).toBe('waiting_products');
    expect(await eventsOf(w.id)).toEqual([
      { type: 'order.created', data: { order_id: w.id, status: 'waiting_products' } },
    ]);
  });

  it('confirm: 422 with failed gates (deleted delivery service, inactive pickup point) and nothing changes', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([3]);
    const svc = await createCatalogService({ kind: 'delivery' });
    const pp = await createPickupPoint();
    const o = await draft(m, {
      customer: CUSTOMER,
      delivery_service: { id: svc.id },
      pickup_point: { id: pp.id },
      items: [line(p!.id)],
    });
    const db = await getDb();
    await db.update(catalogServices).set({ active: false }).where(eq(catalogServices.id, svc.id));
    await db.update(pickupPoints).set({ active: false }).where(eq(pickupPoints.id, pp.id));
    const res = await m.api('POST', `/v1/orders/${o.id}/_confirm`);
    expect(res.status).toBe(422);
    expect(res.body.error_code).toBe('ORDER_CONFIRMATION_FAILED');
    expect(res.body.details.failed_gates.map((g: any) => g.gate)).toEqual([
      'DELIVERY_SERVICE_UNAVAILABLE',
      'PICKUP_POINT_UNAVAILABLE',
    ]);
    expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order.status).toBe('draft');
    expect(await figures(p!.id)).toEqual({ on_hand: 3, reserved: 0, available: 3 });
  });

  it('honours best_before_date and batch_numbers; merchant lines reserve nothing', async () => {
    const {
      m,
      products: [p, q],
    } = await merchantWithProducts([0, 0]);
    await addUnits(p!.id, 2, { bestBefore: '2026-12-01', batchNumber: 'B1' });
    const wanted = await addUnits(p!.id, 2, { bestBefore: '2027-03-01', batchNumber: 'B2' });
    await addUnits(p!.id, 2, { bestBefore: '2027-03-01', batchNumber: 'B3' });
    const o = await draft(m, {
      customer: CUSTOMER,
      items: [
        line(p!.id, 2, { best_before_date: '2027-03-01', batch_numbers: ['B2', 'B9'] }),
        line(q!.id, 5, { fulfillment_by: 'merchant' }),
      ],
    });
    const res = await m.api('POST', `/v1/orders/${o.id}/_confirm`);
    expect(res.body.order.status).toBe('confirmed');
    const db = await getDb();
    const { stockUnits } = await import('@/db/schema');
    const reserved = await db.select().from(stockUnits).where(eq(stockUnits.orderId, o.id));
    expect(reserved.map((u) => u.id).sort()).toEqual([...wanted].sort());
    expect(reserved.every((u) => u.orderItemId === res.body.order.items[0].id)).toBe(true);
  });

  it('a fractional quantity reserves ceil(quantity) units', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([3]);
    const o = await draft(m, { customer: CUSTOMER, items: [line(p!.id, 1.5)] });
    await m.api('POST', `/v1/orders/${o.id}/_confirm`);
    expect(await figures(p!.id)).toEqual({ on_hand: 3, reserved: 2, available: 1 });
  });

  it('cancels, releasing the reservation; cancel again is 409 ORDER_NOT_CANCELLABLE', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([3]);
    const o = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id, 3)] });
    expect(await unitStates(p!.id)).toEqual({ reserved: 3 });
    const res = await m.api('POST', `/v1/orders/${o.id}/_cancel`);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('cancelled');
    expect(await unitStates(p!.id)).toEqual({ on_shelf: 3 });
    expect(await figures(p!.id)).toEqual({ on_hand: 3, reserved: 0, available: 3 });
    const again = await m.api('POST', `/v1/orders/${o.id}/_cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('ORDER_NOT_CANCELLABLE');
  });

  it('deletes draft and cancelled orders (200, kept, left out of lists); others 409 ORDER_NOT_DELETABLE', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([3]);
    const d = await draft(m, {});
    const c = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id)] });
    const refused = await m.api('DELETE', `/v1/orders/${c.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('ORDER_NOT_DELETABLE');
    await m.api('POST', `/v1/orders/${c.id}/_cancel`);
    for (const id of [d.id, c.id]) {
      const res = await m.api('DELETE', `/v1/orders/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.order.status).toBe('deleted');
    }
    expect((await m.api('GET', `/v1/orders/${d.id}`)).body.order.status).toBe('deleted');
    const list = await m.api('GET', '/v1/orders');
    expect(list.body).toEqual({ orders: [], total: 0 });
    const deleted = await m.api('GET', '/v1/orders?status=deleted');
    expect(deleted.body.total).toBe(2);
    const cancelAfterDelete = await m.api('POST', `/v1/orders/${d.id}/_cancel`);
    expect(cancelAfterDelete.status).toBe(409);
  });

  it('patches: null clears, absent unchanged, items replace lines keeping matched ids; status is 400', async () => {
    const {
      m,
      products: [p, q],
    } = await merchantWithProducts([0, 0]);
    const extra = await createCatalogService({ kind: 'extra' });
    const o = await draft(m, {
      merchants_id: 'R1',
      language: 'fi',
      customer: { first_name: 'A', city: 'Turku' },
      extra_services: [{ id: randomUUID(), service: { id: extra.id } }],
      items: [line(p!.id, 1), line(q!.id, 2)],
    });
    const res = await m.api('PATCH', `/v1/orders/${o.id}`, {
      body: {
        order: {
          language: null,
          customer: { city: null, last_name: 'B' },
          items: [{ id: o.items[1].id, product: { id: q!.id }, quantity: 3 }, line(p!.id, 4)],
        },
      },
    });
    expect(res.status).toBe(200);
    const u = res.body.order;
    expect(u.merchants_id).toBe('R1');
    expect(u.language).toBeNull();
    expect(u.customer).toMatchObject({ first_name: 'A', last_name: 'B', city: null });
    expect(u.extra_services).toHaveLength(1);
    expect(u.items.map((i: any) => i.quantity)).toEqual([3, 4]);
    expect(u.items[0].id).toBe(o.items[1].id);
    expect([o.items[0].id, o.items[1].id]).not.toContain(u.items[1].id);
    expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order).toEqual(u);

    const bad = await m.api('PATCH', `/v1/orders/${o.id}`, { body: { order: { status: 'confirmed' } } });
    expect(bad.status).toBe(400);
    expect(bad.body.validation_errors[0].path).toBe('order.status');
    const badProduct = await m.api('PATCH', `/v1/orders/${o.id}`, {
      body: { order: { items: [{ product: { sku: 'nope' }, quantity: 1 }] } },
    });
    expect(badProduct.status).toBe(422);
    expect(badProduct.body.error_code).toBe('PRODUCT_NOT_FOUND');
    expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order.items).toHaveLength(2);
  });

  it('patches a list field sent as null: it is cleared, on the order and on one line (04 B1)', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([0]);
    const extra = await createCatalogService({ kind: 'extra' });
    const attachment = () => [{ id: randomUUID(), service: { id: extra.id } }];
    const o = await draft(m, {
      extra_services: attachment(),
      items: [line(p!.id, 1, { extra_services: attachment() })],
    });
    expect(o.extra_services).toHaveLength(1);
    const line0 = await m.api('PATCH', `/v1/orders/${o.id}/items/${o.items[0].id}`, {
      body: { item: { extra_services: null } },
    });
    expect(line0.status).toBe(200);
    expect(line0.body.order.items[0].extra_services).toEqual([]);
    expect(line0.body.order.extra_services).toHaveLength(1);
    const cleared = await m.api('PATCH', `/v1/orders/${o.id}`, {
      body: { order: { extra_services: null, items: null } },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.order.extra_services).toEqual([]);
    expect(cleared.body.order.items).toEqual([]);
    expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order).toEqual(cleared.body.order);
  });

  it('editing a confirmed order re-runs the gates (422, nothing changes) and the reservation', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([4]);
    const o = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id, 1)] });
    const bad = await m.api('PATCH', `/v1/orders/${o.id}`, { body: { order: { customer: { city: null } } } });
    expect(bad.status).toBe(422);
    expect(bad.body.details.failed_gates[0].gate).toBe('CUSTOMER_ADDRESS_INCOMPLETE');
    expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order.customer.city).toBe('Helsinki');
    const more = await m.api('PATCH', `/v1/orders/${o.id}/items/${o.items[0].id}`, {
      body: { item: { quantity: 3 } },
    });
    expect(more.status).toBe(200);
    expect(more.body.order.status).toBe('confirmed');
    expect(await figures(p!.id)).toEqual({ on_hand: 4, reserved: 3, available: 1 });
    const tooMany = await m.api('PATCH', `/v1/orders/${o.id}/items/${o.items[0].id}`, {
      body: { item: { quantity: 5 } },
    });
    expect(tooMany.body.order.status).toBe('waiting_products');
    expect(await figures(p!.id)).toEqual({ on_hand: 4, reserved: 0, available: 4 });
  });

  it('patches one line: null clears, absent unchanged; 404 ORDER_ITEM_NOT_FOUND; 409 ORDER_NOT_EDITABLE', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([0]);
    const o = await draft(m, {
      items: [line(p!.id, 2, { additional_info: 'x', sales_info: { gross_price: 5, tax_percent: 10 } })],
    });
    const itemId = o.items[0].id;
    const res = await m.api('PATCH', `/v1/orders/${o.id}/items/${itemId}`, {
      body: { item: { additional_info: null, batch_numbers: ['B1'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.order.items[0]).toMatchObject({
      id: itemId,
      quantity: 2,
      additional_info: null,
      batch_numbers: ['B1'],
    });
    expect(res.body.order.items[0].sales_info).toEqual({ gross_price: 5, tax_percent: 10, currency: 'EUR' });
    for (const bad of ['abcdefabcdefabcdefabcdef', 'not-an-id']) {
      const r = await m.api('PATCH', `/v1/orders/${o.id}/items/${bad}`, { body: { item: { quantity: 1 } } });
      expect(r.status).toBe(404);
      expect(r.body.error_code).toBe('ORDER_ITEM_NOT_FOUND');
    }
    await m.api('POST', `/v1/orders/${o.id}/_cancel`);
    const locked = await m.api('PATCH', `/v1/orders/${o.id}/items/${itemId}`, {
      body: { item: { quantity: 1 } },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error_code).toBe('ORDER_NOT_EDITABLE');
    const lockedOrder = await m.api('PATCH', `/v1/orders/${o.id}`, {
      body: { order: { merchants_id: 'x' } },
    });
    expect(lockedOrder.status).toBe(409);
    expect(lockedOrder.body.error_code).toBe('ORDER_NOT_EDITABLE');
  });

  it("another merchant's order is 404 ORDER_NOT_FOUND on every endpoint; a malformed id is 404 too", async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const o = await draft(a, { merchants_id: 'secret' });
    const calls: [string, string, unknown?][] = [
      ['GET', `/v1/orders/${o.id}`],
      ['PATCH', `/v1/orders/${o.id}`, { order: { merchants_id: 'x' } }],
      ['PATCH', `/v1/orders/${o.id}/items/abcdefabcdefabcdefabcdef`, { item: { quantity: 1 } }],
      ['POST', `/v1/orders/${o.id}/_confirm`],
      ['POST', `/v1/orders/${o.id}/_cancel`],
      ['DELETE', `/v1/orders/${o.id}`],
      ['GET', '/v1/orders/nothex'],
    ];
    for (const [method, path, body] of calls) {
      const res = await b.api(method, path, body ? { body } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error_code).toBe('ORDER_NOT_FOUND');
    }
    expect((await b.api('GET', '/v1/orders')).body.total).toBe(0);
    expect((await b.api('GET', `/v1/orders?q=${o.id}`)).body.total).toBe(0);
    expect((await a.api('GET', `/v1/orders/${o.id}`)).body.order.merchants_id).toBe('secret');
  });

  it('the waiting-orders job confirms waiting orders once stock arrives, oldest first', async () => {
    const {
      m,
      products: [p],
    } = await merchantWithProducts([0]);
    const first = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id, 2)] });
    const second = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(p!.id, 2)] });
    expect([first.status, second.status]).toEqual(['waiting_products', 'waiting_products']);
    const waiting = await m.api('GET', '/v1/orders/waiting-products');
    expect(waiting.body.total).toBe(2);
    await addUnits(p!.id, 3);
    const db = await getDb();
    const confirmed = await retryWaitingOrders(db, { productIds: [p!.id] });
    expect(confirmed).toEqual([first.id]);
    expect((await m.api('GET', `/v1/orders/${first.id}`)).body.order.status).toBe('confirmed');
    expect((await m.api('GET', `/v1/orders/${second.id}`)).body.order.status).toBe('waiting_products');
    expect(await figures(p!.id)).toEqual({ on_hand: 3, reserved: 2, available: 1 });
  });

  it('the waiting-orders job reaches newer orders past a full batch of older ones that stay short', async () => {
    const {
      m,
      products: [short, later],
    } = await merchantWithProducts([0, 0]);
    const old: string[] = [];
    for (let i = 0; i < 3; i++)
      old.push((await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(short!.id)] })).id);
    const newer = await draft(m, { customer: CUSTOMER, status: 'confirmed', items: [line(later!.id)] });
    expect(newer.status).toBe('waiting_products');
    await addUnits(later!.id, 1);
    const confirmed = await retryWaitingOrders(await getDb(), { merchantId: m.merchantId, batchSize: 2 });
    expect(confirmed).toEqual([newer.id]);
    for (const id of old)
      expect((await m.api('GET', `/v1/orders/${id}`)).body.order.status).toBe('waiting_products');
  });

  it('inactive product fails the confirmation gate', async () => {
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId, { active: false });
    const o = await draft(m, { customer: CUSTOMER, items: [line(p.id)] });
    const res = await m.api('POST', `/v1/orders/${o.id}/_confirm`);
    expect(res.status).toBe(422);
    expect(res.body.details.failed_gates).toEqual([
      { gate: 'PRODUCT_INACTIVE', item_index: 0, message: expect.any(String) },
    ]);
  });
});
