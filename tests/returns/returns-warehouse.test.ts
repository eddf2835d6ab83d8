import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import {
  inboundShipmentLines,
  inboundShipments,
  orderItems,
  orderReturns,
  orders,
  outboxEvents,
  products,
  stockUnits,
} from '@/db/schema';
import { addUnits, createProduct } from '../support/data';
import {
  call,
  merchantFixture,
  operatorFixture,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import {
  FULL_CUSTOMER,
  arrive,
  createOrder,
  createReturnViaApi,
  setLegacyStatus,
} from '../support/returns-data';

const decide = (m: MerchantFixture, id: string, merchant_decision: unknown) =>
  m.api('POST', `/v1/order-returns/${id}/_merchant-decision`, { body: { merchant_decision } });
const ops = (op: OperatorFixture, id: string, action: string, opts = {}) =>
  op.api('POST', `/ops/v1/order-returns/${id}/${action}`, opts);

async function readReturn(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, id));
  return row!;
}

describe('POST /ops/v1/order-returns/{id}/_arrive (05 §4, 04 E17)', () => {
  it('moves preinfo_received to pending_merchant_decision with the location; found items replace the contents', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const [p1, p2, p3] = [
      await createProduct(m.merchantId),
      await createProduct(m.merchantId),
      await createProduct(m.merchantId),
    ];
    const r = await createReturnViaApi(m, {
      items: [
        { product: { id: p1.id }, quantity: 2 },
        { product: { id: p2.id }, quantity: 1 },
      ],
    });
    const res = await ops(op, r.id, '_arrive', {
      body: {
        arrival: {
          warehouse_location: { id: 'RET-07' },
          items: [
            { product: { id: p3.id }, quantity: 1 },
            { product: { id: p1.id }, quantity: 1 },
          ],
        },
      },
    });
    expect(res.status).toBe(200);
    const out = res.body.order_return;
    expect(out.status).toBe('pending_merchant_decision');
    expect(out.warehouse_location).toEqual({ id: 'RET-07' });
    expect(out.items.map((i: any) => [i.product.id, i.quantity])).toEqual([
      [p3.id, 1],
      [p1.id, 1],
    ]);
    expect(out.items[1].id).toBe(r.items[0].id); // same product keeps its line id
    expect(out.items[0].id).not.toBe(r.items[1].id);
    const again = await ops(op, r.id, '_arrive', { body: { arrival: { warehouse_location: { id: 'X' } } } });
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('ORDER_RETURN_NOT_ARRIVABLE');
    expect((await readReturn(r.id)).warehouseLocationId).toBe('RET-07');
  });

  it('fills a placeholder; refuses products of another merchant and a missing location', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const r = await createReturnViaApi(m);
    const foreign = await createProduct(other.merchantId);
    const bad = await ops(op, r.id, '_arrive', {
      body: {
        arrival: { warehouse_location: { id: 'R' }, items: [{ product: { id: foreign.id }, quantity: 1 }] },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBe('PRODUCT_MERCHANT_MISMATCH');
    const noLoc = await ops(op, r.id, '_arrive', { body: { arrival: {} } });
    expect(noLoc.status).toBe(400);
    expect(noLoc.body.validation_errors[0].path).toBe('arrival.warehouse_location');
    expect((await readReturn(r.id)).status).toBe('preinfo_received');
    const mine = await createProduct(m.merchantId);
    const ok = await ops(op, r.id, '_arrive', {
      body: {
        arrival: { warehouse_location: { id: 'R' }, items: [{ product: { id: mine.id }, quantity: 4 }] },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.order_return.items).toHaveLength(1);
  });

  it("needs warehouse:operate; with a merchant header, another merchant's return is 404", async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const r = await createReturnViaApi(m);
    const merchantCall = await m.api('POST', `/ops/v1/order-returns/${r.id}/_arrive`, {
      body: { arrival: { warehouse_location: { id: 'R' } } },
    });
    expect(merchantCall.status).toBe(403);
    const admin = await operatorFixture(['ops:admin']);
    expect(
      (await ops(admin, r.id, '_arrive', { body: { arrival: { warehouse_location: { id: 'R' } } } })).status,
    ).toBe(403);
    const op = await operatorFixture();
    const scoped = await ops(op, r.id, '_arrive', {
      body: { arrival: { warehouse_location: { id: 'R' } } },
      merchant: other.merchantId,
    });
    expect(scoped.status).toBe(404);
    expect(scoped.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    const unknown = await ops(op, 'abc', '_release');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_code).toBe('ORDER_RETURN_NOT_FOUND');
    expect((await readReturn(r.id)).status).toBe('preinfo_received');
    const withOwn = await ops(op, r.id, '_arrive', {
      body: { arrival: { warehouse_location: { id: 'R' } } },
      merchant: m.merchantId,
    });
    expect(withOwn.status).toBe(200);
  });
});

describe('POST /v1/order-returns/{id}/_cancel (02 §4.6, 04 C6)', () => {
  it('cancels before arrival (also a legacy pending return) and refuses afterwards with 409', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const r = await createReturnViaApi(m);
    expect((await other.api('POST', `/v1/order-returns/${r.id}/_cancel`)).status).toBe(404);
    const res = await m.api('POST', `/v1/order-returns/${r.id}/_cancel`);
    expect(res.status).toBe(200);
    expect(res.body.order_return.status).toBe('deleted');
    expect((await readReturn(r.id)).status).toBe('deleted');
    const twice = await m.api('POST', `/v1/order-returns/${r.id}/_cancel`);
    expect(twice.status).toBe(409);
    expect(twice.body.error_code).toBe('ORDER_RETURN_NOT_CANCELLABLE');
    expect(
      (await ops(op, r.id, '_arrive', { body: { arrival: { warehouse_location: { id: 'R' } } } })).body
        .error_code,
    ).toBe('ORDER_RETURN_NOT_ARRIVABLE');

    const arrived = await createReturnViaApi(m);
    await arrive(op, arrived.id);
    const late = await m.api('POST', `/v1/order-returns/${arrived.id}/_cancel`);
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('ORDER_RETURN_NOT_CANCELLABLE');
    expect((await readReturn(arrived.id)).status).toBe('pending_merchant_decision');

    const legacy = await createReturnViaApi(m);
    await setLegacyStatus(legacy.id, 'pending');
    const listed = await m.api('GET', '/v1/order-returns?status=pending');
    expect(listed.body).toMatchObject({ total: 1, order_returns: [{ id: legacy.id, status: 'pending' }] });
    expect((await m.api('POST', `/v1/order-returns/${legacy.id}/_cancel`)).body.order_return.status).toBe(
      'deleted',
    );
    await setLegacyStatus(legacy.id, 'restocking_pending');
    expect((await m.api('GET', `/v1/order-returns/${legacy.id}`)).body.order_return.status).toBe(
      'restocking_pending',
    );
    expect((await m.api('POST', `/v1/order-returns/${legacy.id}/_cancel`)).status).toBe(409);
    expect(
      (await ops(op, legacy.id, '_arrive', { body: { arrival: { warehouse_location: { id: 'R' } } } }))
        .status,
    ).toBe(409);
  });
});

describe('release and completion (05 §4, 04 C7)', () => {
  it('to_shelf: release creates the inbound shipment (restock_as_product applied); complete shelves free stock with events', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const [p1, p2, alt] = [
      await createProduct(m.merchantId),
      await createProduct(m.merchantId),
      await createProduct(m.merchantId),
    ];
    const p3 = await createProduct(m.merchantId);
    const r = await createReturnViaApi(m, {
      merchant_reference: 'RMA-77',
      items: [
        { product: { id: p1.id }, quantity: 2 },
        { product: { id: p2.id }, quantity: 1 },
        { product: { id: p3.id }, quantity: 5 },
      ],
    });
    await arrive(op, r.id, { warehouse_location: { id: 'RET-09' } });
    const early = await ops(op, r.id, '_release');
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe('ORDER_RETURN_NOT_RELEASABLE');
    const notYet = await ops(op, r.id, '_complete');
    expect(notYet.body.error_code).toBe('ORDER_RETURN_NOT_COMPLETABLE');
    await decide(m, r.id, {
      code: 'to_shelf',
      items: [
        { id: r.items[1].id, code: 'to_shelf', restock_as_product: { id: alt.id } },
        { id: r.items[2].id, code: 'destroy' },
      ],
    });
    const rel = await ops(op, r.id, '_release');
    expect(rel.status).toBe(200);
    expect(rel.body.order_return.status).toBe('processing');
    expect(rel.body.order_return.resend_order).toBeNull();
    const shipmentId = rel.body.order_return.inbound_shipment.id;
    expect(shipmentId).toMatch(/^[0-9a-f]{24}$/);
    const db = await getDb();
    const [shipment] = await db.select().from(inboundShipments).where(eq(inboundShipments.id, shipmentId));
    expect(shipment).toMatchObject({
      merchantId: m.merchantId,
      status: 'pending',
      invoiced: false,
      source: 'order_return',
      // Named as people know the return, not by its id (docs/decisions/portal.md "Words, not ids").
      name: 'Return RMA-77',
    });
    const lines = await db
      .select()
      .from(inboundShipmentLines)
      .where(eq(inboundShipmentLines.inboundShipmentId, shipmentId))
      .orderBy(asc(inboundShipmentLines.position));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([
      [p1.id, 2],
      [alt.id, 1],
    ]);
    expect((await ops(op, r.id, '_release')).body.error_code).toBe('ORDER_RETURN_NOT_RELEASABLE');
    expect(
      await db.select().from(stockUnits).where(eq(stockUnits.inboundShipmentId, shipmentId)),
    ).toHaveLength(0);

    const done = await ops(op, r.id, '_complete');
    expect(done.status).toBe(200);
    expect(done.body.order_return.status).toBe('processed');
    const units = await db.select().from(stockUnits).where(eq(stockUnits.inboundShipmentId, shipmentId));
    expect(units).toHaveLength(3);
    for (const u of units)
      expect(u).toMatchObject({ state: 'on_shelf', location: 'RET-09', merchantId: m.merchantId });
    const [fig1] = await db.select().from(products).where(eq(products.id, p1.id));
    const [figAlt] = await db.select().from(products).where(eq(products.id, alt.id));
    const [fig2] = await db.select().from(products).where(eq(products.id, p2.id));
    expect([fig1!.onHand, fig1!.available, figAlt!.available, fig2!.available]).toEqual([2, 2, 1, 0]);
    const [after] = await db.select().from(inboundShipments).where(eq(inboundShipments.id, shipmentId));
    expect(after!.status).toBe('processed');
    const events = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.merchantId, m.merchantId))
      .orderBy(outboxEvents.seq);
    const inv = events.filter((e) => e.type === 'product.inventory_changed');
    expect(
      inv.map((e) => (e.payload as any).data).map((d: any) => [d.product_id, d.available, d.reason]),
    ).toEqual(
      expect.arrayContaining([
        [p1.id, 2, 'return_restocked'],
        [alt.id, 1, 'return_restocked'],
      ]),
    );
    const processed = events.filter((e) => e.type === 'inbound_shipment.processed');
    expect(processed).toHaveLength(1);
    expect((processed[0]!.payload as any).data.inbound_shipment_id).toBe(shipmentId);
    const twice = await ops(op, r.id, '_complete');
    expect(twice.status).toBe(409);
    expect(twice.body.error_code).toBe('ORDER_RETURN_NOT_COMPLETABLE');
    expect(
      await db.select().from(stockUnits).where(eq(stockUnits.inboundShipmentId, shipmentId)),
    ).toHaveLength(3);
  });

  it('resend_as_new: resend lines become a confirmed order for the original customer, with stock reserved', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const [p1, p2] = [await createProduct(m.merchantId), await createProduct(m.merchantId)];
    await addUnits(p1.id, 5);
    const order = await createOrder(m.merchantId);
    const r = await createReturnViaApi(m, {
      original_order: { id: order.id },
      items: [
        { product: { id: p1.id }, quantity: 2 },
        { product: { id: p2.id }, quantity: 1 },
      ],
    });
    await arrive(op, r.id);
    await decide(m, r.id, { code: 'resend_as_new', items: [{ id: r.items[1].id, code: 'to_shelf' }] });
    const rel = await ops(op, r.id, '_release');
    expect(rel.status).toBe(200);
    const out = rel.body.order_return;
    expect(out.resend_order.id).toMatch(/^[0-9a-f]{24}$/);
    expect(out.inbound_shipment.id).toMatch(/^[0-9a-f]{24}$/);
    const db = await getDb();
    const [resend] = await db.select().from(orders).where(eq(orders.id, out.resend_order.id));
    expect(resend).toMatchObject({
      merchantId: m.merchantId,
      status: 'confirmed',
      customer: FULL_CUSTOMER,
      sourceReturnId: r.id,
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, resend!.id));
    expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([[p1.id, 2]]);
    const reserved = await db
      .select()
      .from(stockUnits)
      .where(and(eq(stockUnits.orderId, resend!.id), eq(stockUnits.state, 'reserved')));
    expect(reserved).toHaveLength(2);
    const [fig] = await db.select().from(products).where(eq(products.id, p1.id));
    expect([fig!.onHand, fig!.reserved, fig!.available]).toEqual([5, 2, 3]);
    const lines = await db
      .select()
      .from(inboundShipmentLines)
      .where(eq(inboundShipmentLines.inboundShipmentId, out.inbound_shipment.id));
    expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[p2.id, 1]]);
  });

  it("resend_as_it_is: a new order with the original order's lines (waiting_products when stock is short); destroy: no effects", async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const order = await createOrder(m.merchantId, { items: [{ productId: p.id, quantity: 3 }] });
    const r = await createReturnViaApi(m, { original_order: { id: order.id } });
    await arrive(op, r.id);
    await decide(m, r.id, { code: 'resend_as_it_is' });
    const rel = await ops(op, r.id, '_release');
    expect(rel.status).toBe(200);
    expect(rel.body.order_return.inbound_shipment).toBeNull();
    const db = await getDb();
    const [resend] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, rel.body.order_return.resend_order.id));
    expect(resend!.status).toBe('waiting_products');
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, resend!.id));
    expect(items.map((i) => [i.productId, Number(i.quantity)])).toEqual([[p.id, 3]]);
    expect(await db.select().from(stockUnits).where(eq(stockUnits.orderId, resend!.id))).toHaveLength(0);

    const d = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    await arrive(op, d.id);
    await decide(m, d.id, { code: 'destroy' });
    const relD = await ops(op, d.id, '_release');
    expect(relD.body.order_return).toMatchObject({
      status: 'processing',
      inbound_shipment: null,
      resend_order: null,
    });
    expect((await ops(op, d.id, '_complete')).body.order_return.status).toBe('processed');
    const [fig] = await db.select().from(products).where(eq(products.id, p.id));
    expect(fig!.onHand).toBe(0);
  });
});

describe('release when the resend order cannot be confirmed', () => {
  it('keeps the resend order as a draft when a B2 gate fails (no customer address), and still releases', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    await arrive(op, r.id);
    await decide(m, r.id, { code: 'resend_as_new' });
    const rel = await ops(op, r.id, '_release');
    expect(rel.status).toBe(200);
    const db = await getDb();
    const [resend] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, rel.body.order_return.resend_order.id));
    expect(resend).toMatchObject({ status: 'draft', sourceReturnId: r.id, source: 'return_resend' });
  });
});

describe('GET /ops/v1/order-returns (05 §4)', () => {
  it('lists returns across merchants with status, merchant_id and q filters; merchants cannot use it', async () => {
    const a = await merchantFixture();
    const b = await merchantFixture();
    const op = await operatorFixture();
    const ra = await createReturnViaApi(a, { name: 'queue-a' });
    const rb = await createReturnViaApi(b, { name: 'queue-b' });
    const res = await op.api('GET', `/ops/v1/order-returns?status=preinfo_received&q=queue-`);
    expect(res.status).toBe(200);
    const ids = res.body.order_returns.map((r: any) => r.id);
    expect(ids).toEqual(expect.arrayContaining([ra.id, rb.id]));
    expect(res.body.order_returns.find((r: any) => r.id === ra.id).merchant_id).toBe(a.merchantId);
    const onlyB = await op.api('GET', `/ops/v1/order-returns?merchant_id=${b.merchantId}`);
    expect(onlyB.body).toMatchObject({ total: 1, order_returns: [{ id: rb.id }] });
    expect((await a.api('GET', '/ops/v1/order-returns')).status).toBe(403);
    expect((await call('GET', '/ops/v1/order-returns')).status).toBe(401);
    const one = await op.api('GET', `/ops/v1/order-returns/${ra.id}`);
    expect(one.body.order_return.id).toBe(ra.id);
    expect((await op.api('GET', `/ops/v1/order-returns/${ra.id}`, { merchant: b.merchantId })).status).toBe(
      404,
    );
  });
});

describe('state machine under concurrency (PostgreSQL)', () => {
  // PGlite runs one connection: transactions are serialised there, so the race is only meaningful on PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)('releases a return once when ten releases race', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const r = await createReturnViaApi(m, { items: [{ product: { id: p.id }, quantity: 1 }] });
    await arrive(op, r.id);
    await decide(m, r.id, { code: 'to_shelf' });
    const results = await Promise.all(Array.from({ length: 10 }, () => ops(op, r.id, '_release')));
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((x) => x.status === 409)
        .every((x) => x.body.error_code === 'ORDER_RETURN_NOT_RELEASABLE'),
    ).toBe(true);
    const db = await getDb();
    const shipments = await db
      .select()
      .from(inboundShipments)
      .where(sql`${inboundShipments.sourceId} = ${r.id}`);
    expect(shipments).toHaveLength(1);
  });
});
