import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, outboxEvents, shipmentUnits, stockUnits } from '@/db/schema';
import { produceShipmentDocuments } from '@/server/outbound/documents/produce-documents';
import { orderShippedAt, shippedQuantities } from '@/server/outbound/shipped-quantities';
import { countFigures } from '@/server/stock/figures';
import { addUnits, createProduct } from '../support/data';
import { call, merchantFixture, operatorFixture } from '../support/fixtures';
import { figures, unitStates } from '../support/order-helpers';
import { arrive, createReturnViaApi } from '../support/returns-data';
import {
  confirmedOrder,
  reportProblem,
  ship,
  startPicking,
  stockedProduct,
} from '../support/outbound-helpers';

async function events(merchantId: string, type: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.merchantId, merchantId), eq(outboxEvents.type, type)))
    .orderBy(asc(outboxEvents.seq));
  return rows.map((r) => (r.payload as { data: Record<string, any> }).data);
}

describe('GET /ops/v1/orders (the outbound queue)', () => {
  it('lists confirmed orders across merchants, oldest first, filtered by merchant and status', async () => {
    const op = await operatorFixture();
    const a = await merchantFixture();
    const b = await merchantFixture();
    const pa = await stockedProduct(a.merchantId, 5);
    const pb = await stockedProduct(b.merchantId, 5);
    const o1 = await confirmedOrder(a, [{ productId: pa.id, quantity: 1 }]);
    const o2 = await confirmedOrder(b, [{ productId: pb.id, quantity: 1 }]);
    const o3 = await confirmedOrder(a, [{ productId: pa.id, quantity: 1 }]);

    const all = await op.api('GET', '/ops/v1/orders?limit=500');
    expect(all.status).toBe(200);
    const ids = all.body.orders.map((o: any) => o.id);
    expect(ids.indexOf(o1.id)).toBeLessThan(ids.indexOf(o2.id));
    expect(ids.indexOf(o2.id)).toBeLessThan(ids.indexOf(o3.id));
    expect(all.body.orders.every((o: any) => o.status === 'confirmed')).toBe(true);

    const onlyA = await op.api('GET', `/ops/v1/orders?merchant_id=${a.merchantId}`);
    expect(onlyA.body.orders.map((o: any) => o.id)).toEqual([o1.id, o3.id]);
    expect(onlyA.body.total).toBe(2);
    expect(onlyA.body.orders[0].merchant_id).toBe(a.merchantId);

    await startPicking(op, o1.id);
    const processing = await op.api('GET', `/ops/v1/orders?merchant_id=${a.merchantId}&status=processing`);
    expect(processing.body.orders.map((o: any) => o.id)).toEqual([o1.id]);

    const bad = await op.api('GET', '/ops/v1/orders?status=shipped');
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
  });

  it('refuses merchant clients on every warehouse route (403 INSUFFICIENT_SCOPE)', async () => {
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    for (const [method, path, body] of [
      ['GET', '/ops/v1/orders', undefined],
      ['POST', `/ops/v1/orders/${o.id}/_start-picking`, undefined],
      ['POST', `/ops/v1/orders/${o.id}/shipments`, { shipment: {} }],
      ['POST', `/ops/v1/orders/${o.id}/_report-problem`, { problem: { code: 'other', note: 'x' } }],
      ['POST', `/ops/v1/orders/${o.id}/_resolve-problem`, undefined],
    ] as const) {
      const res = await m.api(method, path, { body });
      expect(res.status, path).toBe(403);
      expect(res.body.error_code).toBe('INSUFFICIENT_SCOPE');
    }
    const anonymous = await call('GET', '/ops/v1/orders');
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /ops/v1/orders/{id}/_start-picking', () => {
  it('moves confirmed to processing, answers the pick list in walking order, and locks the order for the merchant', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 0);
    await addUnits(p.id, 1, { location: 'B-10-1', bestBefore: '2030-01-01', batchNumber: 'L1' });
    await addUnits(p.id, 1, { location: 'B-2-1', bestBefore: '2030-01-01', batchNumber: 'L1' });
    const q = await stockedProduct(m.merchantId, 1, 'A-05-3');
    const o = await confirmedOrder(m, [
      { productId: p.id, quantity: 2 },
      { productId: q.id, quantity: 1 },
    ]);
    const before = await figures(p.id);
    const res = await startPicking(op, o.id);
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('processing');
    const list = res.body.pick_list;
    expect(list.lines).toHaveLength(2);
    expect(list.lines[0].units.map((u: any) => u.location)).toEqual(['B-2-1', 'B-10-1']);
    expect(list.lines[0].units[0]).toMatchObject({ best_before: '2030-01-01', batch_number: 'L1' });
    expect(list.walk.map((u: any) => u.location)).toEqual(['A-05-3', 'B-2-1', 'B-10-1']);
    expect(await unitStates(p.id)).toEqual({ picking: 2 });
    expect(await figures(p.id)).toEqual(before); // picking counts as reserved (04 E12)

    const again = await startPicking(op, o.id);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('ORDER_NOT_PICKABLE');
    const cancel = await m.api('POST', `/v1/orders/${o.id}/_cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.error_code).toBe('ORDER_NOT_CANCELLABLE');
    const edit = await m.api('PATCH', `/v1/orders/${o.id}`, { body: { order: { merchants_id: 'x' } } });
    expect(edit.status).toBe(409);
    expect(edit.body.error_code).toBe('ORDER_NOT_EDITABLE');
    const changed = await events(m.merchantId, 'order.status_changed');
    expect(changed.some((e) => e.order_id === o.id && e.status === 'processing')).toBe(true);
  });

  it("answers 404 for another merchant's order under a merchant header, and for unknown or malformed ids", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const other = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 1);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    const scoped = await startPicking(op, o.id, { merchant: other.merchantId });
    expect(scoped.status).toBe(404);
    expect(scoped.body.error_code).toBe('ORDER_NOT_FOUND');
    expect((await startPicking(op, '0123456789abcdef01234567')).status).toBe(404);
    expect((await startPicking(op, 'nope')).body.error_code).toBe('ORDER_NOT_FOUND');
    expect((await startPicking(op, o.id, { merchant: m.merchantId })).status).toBe(200);
  });
});

describe('POST /ops/v1/orders/{id}/shipments', () => {
  it('ships part, then the rest: units leave stock, events, history, shipments on the order', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 4);
    const q = await stockedProduct(m.merchantId, 1);
    const o = await confirmedOrder(m, [
      { productId: p.id, quantity: 3 },
      { productId: q.id, quantity: 1 },
    ]);
    const [l1, l2] = o.items;
    expect((await ship(op, o.id, [{ order_item_id: l1!.id, quantity: 1 }])).body.error_code).toBe(
      'ORDER_NOT_SHIPPABLE',
    );
    await startPicking(op, o.id);

    const first = await ship(op, o.id, [{ order_item_id: l1!.id, quantity: 2 }], {
      extra: { tracking_codes: ['JJFI123456'], service: 'Express' },
    });
    expect(first.status).toBe(201);
    expect(first.body.order.status).toBe('processing');
    const s1 = first.body.shipment;
    expect(s1).toMatchObject({
      order_id: o.id,
      carrier: 'posti',
      service: 'Express',
      tracking_codes: ['JJFI123456'],
      tracking_url: 'https://www.posti.fi/en/tracking#/lahetys/JJFI123456',
      items: [{ order_item_id: l1!.id, quantity: 2 }],
      parcels: [{ weight_grams: 1200, length_mm: null, width_mm: null, height_mm: null }],
      documents: { status: 'pending', shipping_labels: [], packing_slip: null },
    });
    expect(await figures(p.id)).toEqual({ on_hand: 2, reserved: 1, available: 1 });
    const db = await getDb();
    expect(await countFigures(db, p.id)).toEqual(await figures(p.id));
    const moved = await db.select().from(shipmentUnits).where(eq(shipmentUnits.shipmentId, s1.id));
    expect(moved).toHaveLength(2);
    expect(await db.select().from(stockUnits).where(eq(stockUnits.id, moved[0]!.unitId))).toEqual([]);
    const inv = (await events(m.merchantId, 'product.inventory_changed')).filter(
      (e) => e.product_id === p.id && e.reason === 'order_shipped',
    );
    expect(inv).toHaveLength(1);
    expect(inv[0]!.change).toEqual({ on_hand: -2, reserved: -2, available: 0 });
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, p.id), eq(activityLog.action, 'order_shipped')));
    expect(history).toHaveLength(1);

    // more than the remainder: 400 at the field, nothing stored
    const over = await ship(op, o.id, [{ order_item_id: l1!.id, quantity: 2 }]);
    expect(over.status).toBe(400);
    expect(over.body.error_code).toBe('VALIDATION_ERROR');
    expect(over.body.details?.validation_errors ?? over.body.validation_errors ?? over.body).toBeTruthy();
    expect(JSON.stringify(over.body)).toContain('shipment.items.0.quantity');
    const unknown = await ship(op, o.id, [{ order_item_id: '0123456789abcdef01234567', quantity: 1 }]);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('shipment.items.0.order_item_id');
    const noParcel = await op.api('POST', `/ops/v1/orders/${o.id}/shipments`, {
      body: { shipment: { carrier: 'ups', parcels: [], items: [] } },
    });
    expect(noParcel.status).toBe(400);

    const second = await ship(op, o.id, [
      { order_item_id: l1!.id, quantity: 1 },
      { order_item_id: l2!.id, quantity: 1 },
    ]);
    expect(second.status).toBe(201);
    expect(second.body.order.status).toBe('processed');
    expect(second.body.shipment.tracking_codes[0]).toMatch(/^JJFI[0-9A-F]{12}$/);
    expect(await figures(p.id)).toEqual({ on_hand: 1, reserved: 0, available: 1 });
    expect(await figures(q.id)).toEqual({ on_hand: 0, reserved: 0, available: 0 });

    const shippedEvents = (await events(m.merchantId, 'order.shipped')).filter((e) => e.order_id === o.id);
    expect(shippedEvents).toHaveLength(2);
    expect(shippedEvents[0]).toMatchObject({ carrier: 'posti', tracking_codes: ['JJFI123456'] });
    const statusEvents = (await events(m.merchantId, 'order.status_changed')).filter(
      (e) => e.order_id === o.id,
    );
    // created as confirmed: order.created carries it, no draft -> confirmed change
    expect(statusEvents.map((e) => e.status)).toEqual(['processing', 'processed']);

    const after = await ship(op, o.id, [{ order_item_id: l1!.id, quantity: 1 }]);
    expect(after.status).toBe(409);
    expect(after.body.error_code).toBe('ORDER_NOT_SHIPPABLE');

    // the merchant's view
    const order = await m.api('GET', `/v1/orders/${o.id}`);
    expect(order.body.order.status).toBe('processed');
    expect(order.body.order.shipments.map((s: any) => s.id)).toEqual([s1.id, second.body.shipment.id]);
    const list = await m.api('GET', `/v1/orders?status=processed`);
    expect(list.body.orders.find((x: any) => x.id === o.id).shipments).toHaveLength(2);

    const q1 = await shippedQuantities(db, o.id);
    expect(Object.fromEntries(q1.lines)).toEqual({ [l1!.id]: 3, [l2!.id]: 1 });
    expect((await orderShippedAt(db, o.id))?.toISOString()).toBe(s1.shipped_at);
  });

  it('answers one shipment per Idempotency-Key, and 409 for the key with another body', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 3);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 3 }]);
    await startPicking(op, o.id);
    const items = [{ order_item_id: o.items[0]!.id, quantity: 1 }];
    const a = await ship(op, o.id, items, { key: 'ship-1' });
    const b = await ship(op, o.id, items, { key: 'ship-1' });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body.shipment.id).toBe(a.body.shipment.id);
    expect(await figures(p.id)).toEqual({ on_hand: 2, reserved: 2, available: 0 });
    const reused = await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 2 }], { key: 'ship-1' });
    expect(reused.status).toBe(409);
    expect(reused.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await ship(op, o.id, items, { key: 'has space' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('INVALID_IDEMPOTENCY_KEY');
  });

  it('renders a label per parcel and a packing slip, downloadable through signed links', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }], { merchants_id: 'SHOP-1001' });
    await startPicking(op, o.id);
    const res = await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 2 }], {
      extra: { carrier: 'dhl', parcels: [{ weight_grams: 500 }, { weight_grams: 700, length_mm: 300 }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.shipment.tracking_codes).toHaveLength(2);
    await produceShipmentDocuments(res.body.shipment.id);
    const got = await m.api('GET', `/v1/shipments/${res.body.shipment.id}`);
    expect(got.status).toBe(200);
    const docs = got.body.shipment.documents;
    expect(docs.status).toBe('complete');
    expect(docs.shipping_labels).toHaveLength(2);
    for (const link of [...docs.shipping_labels, docs.packing_slip]) {
      const file = await call('GET', new URL(link.url).pathname + new URL(link.url).search);
      expect(file.status).toBe(200);
      expect(file.text.startsWith('%PDF')).toBe(true);
    }
  });
});

describe('GET /v1/shipments', () => {
  it("lists the merchant's shipments with filters and paging; another merchant's are 404", async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const other = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 3);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 3 }]);
    await startPicking(op, o.id);
    const line = o.items[0]!.id;
    const s1 = (await ship(op, o.id, [{ order_item_id: line, quantity: 1 }])).body.shipment;
    const s2 = (await ship(op, o.id, [{ order_item_id: line, quantity: 1 }], { extra: { carrier: 'bring' } }))
      .body.shipment;
    const all = await m.api('GET', '/v1/shipments');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    expect(all.body.shipments.map((s: any) => s.id)).toEqual([s2.id, s1.id]);
    const page = await m.api('GET', '/v1/shipments?limit=1&offset=1');
    expect(page.body.shipments.map((s: any) => s.id)).toEqual([s1.id]);
    expect(page.body.total).toBe(2);
    const bring = await m.api('GET', '/v1/shipments?carrier=bring');
    expect(bring.body.shipments.map((s: any) => s.id)).toEqual([s2.id]);
    const byOrder = await m.api('GET', `/v1/shipments?order_id=${o.id}`);
    expect(byOrder.body.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await m.api('GET', `/v1/shipments?shipped_from=${today}&shipped_to=${today}`)).body.total).toBe(
      2,
    );
    expect((await m.api('GET', `/v1/shipments?shipped_to=2020-01-01`)).body.total).toBe(0);
    expect((await m.api('GET', '/v1/shipments?carrier=ups')).status).toBe(400);

    const theirs = await other.api('GET', `/v1/shipments/${s1.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error_code).toBe('SHIPMENT_NOT_FOUND');
    expect((await other.api('GET', '/v1/shipments')).body.total).toBe(0);
    expect((await m.api('GET', '/v1/shipments/bad-id')).body.error_code).toBe('SHIPMENT_NOT_FOUND');
    const noScope = await merchantFixture(['products:read']);
    expect((await noScope.api('GET', '/v1/shipments')).status).toBe(403);
  });
});

describe('POST /ops/v1/orders/{id}/_report-problem and _resolve-problem', () => {
  it('replaces a missing unit from free stock and keeps picking', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, o.id);
    const res = await reportProblem(op, o.id, { code: 'unit_missing', item_id: o.items[0]!.id });
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('processing');
    expect(res.body.replacement).toBeTruthy();
    expect(await unitStates(p.id)).toEqual({ written_off: 1, picking: 1 });
    expect(await figures(p.id)).toEqual({ on_hand: 1, reserved: 1, available: 0 });
  });

  it('moves the order to problem when no unit can replace it; resolving waits for stock', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    await startPicking(op, o.id);
    const res = await reportProblem(op, o.id, {
      code: 'unit_damaged',
      item_id: o.items[0]!.id,
      note: 'crushed box',
    });
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('problem');
    expect(res.body.order.problem).toMatchObject({ code: 'unit_damaged', note: 'crushed box' });
    expect(await unitStates(p.id)).toEqual({ blocked: 1, reserved: 1 });
    const seen = await m.api('GET', `/v1/orders/${o.id}`);
    expect(seen.body.order.problem.code).toBe('unit_damaged');

    const again = await reportProblem(op, o.id, { code: 'other', note: 'x' });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('ORDER_PROBLEM_NOT_REPORTABLE');

    const short = await op.api('POST', `/ops/v1/orders/${o.id}/_resolve-problem`);
    expect(short.status).toBe(409);
    expect(short.body.error_code).toBe('ORDER_PROBLEM_NOT_RESOLVABLE');
    expect(short.body.details.short).toEqual([{ item_id: o.items[0]!.id, missing: 1 }]);
    expect(await unitStates(p.id)).toEqual({ blocked: 1, reserved: 1 });

    await addUnits(p.id, 1);
    const ok = await op.api('POST', `/ops/v1/orders/${o.id}/_resolve-problem`);
    expect(ok.status).toBe(200);
    expect(ok.body.order.status).toBe('confirmed');
    expect(ok.body.order.problem).toBeUndefined();
    expect(await unitStates(p.id)).toEqual({ blocked: 1, reserved: 2 });
    const db = await getDb();
    expect(await countFigures(db, p.id)).toEqual(await figures(p.id));
    const notProblem = await op.api('POST', `/ops/v1/orders/${o.id}/_resolve-problem`);
    expect(notProblem.body.error_code).toBe('ORDER_PROBLEM_NOT_RESOLVABLE');
  });

  it('validates the report and lets the merchant edit or cancel a problem order', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 1);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    const early = await reportProblem(op, o.id, { code: 'address_invalid' });
    expect(early.status).toBe(409);
    await startPicking(op, o.id);
    for (const bad of [{ code: 'unit_missing' }, { code: 'other' }, { code: 'lost' }]) {
      const res = await reportProblem(op, o.id, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
    }
    const res = await reportProblem(op, o.id, { code: 'address_invalid', note: 'no such street' });
    expect(res.body.order.status).toBe('problem');
    const cancel = await m.api('POST', `/v1/orders/${o.id}/_cancel`);
    expect(cancel.status).toBe(200);
    expect(await figures(p.id)).toEqual({ on_hand: 1, reserved: 0, available: 1 });
  });
});

describe('a shipped order through its returns', () => {
  it('processed -> returning when a return of it arrives -> returned when returns cover every shipped unit', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    await startPicking(op, o.id);
    await ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 2 }]);
    const status = async () => (await m.api('GET', `/v1/orders/${o.id}`)).body.order.status;
    expect(await status()).toBe('processed');

    const returnOf = async (quantity: number) => {
      const r = await createReturnViaApi(m, {
        original_order: { id: o.id },
        items: [{ product: { id: p.id }, quantity }],
      });
      await arrive(op, r.id);
      return r;
    };
    const first = await returnOf(1);
    expect(await status()).toBe('returning');
    const finish = async (id: string) => {
      expect(
        (
          await m.api('POST', `/v1/order-returns/${id}/_merchant-decision`, {
            body: { merchant_decision: { code: 'to_shelf' } },
          })
        ).status,
      ).toBe(200);
      expect((await op.api('POST', `/ops/v1/order-returns/${id}/_release`)).status).toBe(200);
      expect((await op.api('POST', `/ops/v1/order-returns/${id}/_complete`)).status).toBe(200);
    };
    await finish(first.id);
    expect(await status()).toBe('returning'); // one of two shipped units back
    const second = await returnOf(1);
    await finish(second.id);
    expect(await status()).toBe('returned');
    const changed = (await events(m.merchantId, 'order.status_changed')).filter((e) => e.order_id === o.id);
    expect(changed.map((e) => e.status)).toEqual(['processing', 'processed', 'returning', 'returned']);
  });
});

describe('GET /v1/orders with shipped_from / shipped_to', () => {
  it('finds the orders with a shipment in the range', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const shippedOrder = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    const waiting = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, shippedOrder.id);
    await ship(op, shippedOrder.id, [{ order_item_id: shippedOrder.items[0]!.id, quantity: 1 }]);
    const today = new Date().toISOString().slice(0, 10);
    const found = await m.api('GET', `/v1/orders?shipped_from=${today}&shipped_to=${today}`);
    expect(found.status).toBe(200);
    expect(found.body.orders.map((o: any) => o.id)).toEqual([shippedOrder.id]);
    expect(found.body.total).toBe(1);
    expect(found.body.orders[0].shipments[0].carrier).toBe('posti');
    expect((await m.api('GET', '/v1/orders?shipped_to=2020-01-01')).body.total).toBe(0);
    expect((await m.api('GET', '/v1/orders?shipped_from=yesterday')).status).toBe(400);
    const all = await m.api('GET', '/v1/orders');
    expect(all.body.orders.find((o: any) => o.id === waiting.id).shipments).toBeUndefined();
  });
});

describe('a problem after a partial shipment', () => {
  it('keeps the lines: the merchant cannot edit them (409 ORDER_NOT_EDITABLE); the warehouse resolves it and ships the rest', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    const line = o.items[0]!.id;
    await startPicking(op, o.id);
    await ship(op, o.id, [{ order_item_id: line, quantity: 1 }]);
    const res = await reportProblem(op, o.id, { code: 'address_invalid' });
    expect(res.body.order.status).toBe('problem');
    const edit = await m.api('PATCH', `/v1/orders/${o.id}`, { body: { order: { merchants_id: 'changed' } } });
    expect(edit.status).toBe(409);
    expect(edit.body.error_code).toBe('ORDER_NOT_EDITABLE');
    const lineEdit = await m.api('PATCH', `/v1/orders/${o.id}/items/${line}`, {
      body: { item: { quantity: 1 } },
    });
    expect(lineEdit.body.error_code).toBe('ORDER_NOT_EDITABLE');
    const resolved = await op.api('POST', `/ops/v1/orders/${o.id}/_resolve-problem`);
    expect(resolved.body.order.status).toBe('confirmed');
    expect(await unitStates(p.id)).toEqual({ reserved: 1 });
    await startPicking(op, o.id);
    const rest = await ship(op, o.id, [{ order_item_id: line, quantity: 1 }]);
    expect(rest.body.order.status).toBe('processed');
    await conservedUnits(p.id, 2);
  });
});

async function conservedUnits(productId: string, received: number) {
  const db = await getDb();
  const states = await unitStates(productId);
  const shipped = await db.select().from(shipmentUnits).where(eq(shipmentUnits.productId, productId));
  expect(Object.values(states).reduce((a, b) => a + b, 0) + shipped.length).toBe(received);
  expect(await countFigures(db, productId)).toEqual(await figures(productId));
}

describe('an order the merchant fulfils itself', () => {
  it('is not pickable by the warehouse (409 ORDER_NOT_PICKABLE)', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await createProduct(m.merchantId, { fulfillmentBy: 'merchant' });
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    const res = await startPicking(op, o.id);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('ORDER_NOT_PICKABLE');
    expect((await m.api('GET', `/v1/orders/${o.id}`)).body.order.status).toBe('confirmed');
  });
});
