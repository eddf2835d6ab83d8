import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { activityLog, merchants, products } from '@/db/schema';
import { countFigures } from '@/server/stock/figures';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture, uniq } from '../support/fixtures';
import { announce, arrive, close, eventsOf, receive, unitsOfNotice } from '../support/inbound-helpers';

async function productRow(id: string) {
  const db = await getDb();
  const [p] = await db.select().from(products).where(eq(products.id, id));
  return p!;
}

describe('GET /ops/v1/inbound-shipments (the receiving queue)', () => {
  it('lists notices to receive across merchants, oldest expected first, with the merchant; sandboxes left out', async () => {
    const op = await operatorFixture();
    const [m1, m2, sandbox] = [await merchantFixture(), await merchantFixture(), await merchantFixture()];
    const db = await getDb();
    await db.update(merchants).set({ sandbox: true }).where(eq(merchants.id, sandbox.merchantId));
    const p1 = await createProduct(m1.merchantId);
    const p2 = await createProduct(m2.merchantId);
    const ps = await createProduct(sandbox.merchantId);
    const late = await announce(m1, [{ lines: [{ productId: p1.id, quantity: 1 }] }], {
      expected_at: '2001-01-02',
    });
    const early = await announce(m2, [{ lines: [{ productId: p2.id, quantity: 1 }] }], {
      expected_at: '2001-01-01',
    });
    const cancelled = await announce(m2, [{ lines: [{ productId: p2.id, quantity: 1 }] }], {
      expected_at: '2001-01-01',
    });
    await m2.api('POST', `/v1/inbound-shipments/${cancelled.id}/_cancel`);
    const sand = await announce(sandbox, [{ lines: [{ productId: ps.id, quantity: 1 }] }], {
      expected_at: '2001-01-01',
    });
    const res = await op.api('GET', '/ops/v1/inbound-shipments?expected_to=2001-01-31');
    expect(res.status).toBe(200);
    const ids = res.body.inbound_shipments.map((s: any) => s.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(sand.id);
    expect(res.body.inbound_shipments.find((s: any) => s.id === early.id)).toMatchObject({
      merchant_id: m2.merchantId,
      merchant_name: expect.any(String),
      status: 'announced',
    });
    const one = await op.api('GET', `/ops/v1/inbound-shipments?merchant_id=${sandbox.merchantId}`);
    expect(one.body.inbound_shipments.map((s: any) => s.id)).toEqual([sand.id]);
    const closed = await op.api(
      'GET',
      `/ops/v1/inbound-shipments?merchant_id=${m2.merchantId}&status=cancelled`,
    );
    expect(closed.body.inbound_shipments.map((s: any) => s.id)).toEqual([cancelled.id]);
    const read = await op.api('GET', `/ops/v1/inbound-shipments/${late.id}`);
    expect(read.body.inbound_shipment.boxes[0].code).toMatch(/^IB/);
    const wrongMerchant = await op.api('GET', `/ops/v1/inbound-shipments/${late.id}`, {
      merchant: m2.merchantId,
    });
    expect(wrongMerchant.body.error_code).toBe('INBOUND_SHIPMENT_NOT_FOUND');
  });
});

describe('arrival, receipts and close', () => {
  it('receives box by box into stock with figures, history and events; closes with short, over, damaged and unexpected', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const coffee = await createProduct(m.merchantId, { gtin: '6400000000017' });
    const tea = await createProduct(m.merchantId);
    const cups = await createProduct(m.merchantId);
    const stray = await createProduct(m.merchantId);
    const n = await announce(
      m,
      [
        { lines: [{ productId: coffee.id, quantity: 10, batch_number: 'B-7', best_before: '2099-01-01' }] },
        {
          lines: [
            { productId: tea.id, quantity: 5 },
            { productId: cups.id, quantity: 2 },
          ],
        },
        { lines: [{ productId: cups.id, quantity: 3 }] },
      ],
      { merchant_reference: 'PO-9' },
    );
    const [box1, box2, box3] = n.boxes;
    // not yet at the dock: nothing can be counted
    const early = await receive(op, n.id, [{ product: { id: coffee.id }, quantity: 1 }]);
    expect(early.status).toBe(409);
    expect(early.body.error_code).toBe('INBOUND_SHIPMENT_NOT_RECEIVABLE');

    const arrived = await arrive(op, n.id, { boxes_arrived: 2, note: 'one box missing' });
    expect(arrived.status).toBe(200);
    expect(arrived.body.inbound_shipment).toMatchObject({
      status: 'arrived',
      arrival: { boxes_arrived: 2, note: 'one box missing' },
    });
    expect(await eventsOf(m.merchantId, 'inbound_shipment.arrived')).toEqual([
      expect.objectContaining({
        inbound_shipment_id: n.id,
        boxes_announced: 3,
        boxes_arrived: 2,
        merchant_reference: 'PO-9',
      }),
    ]);
    expect((await arrive(op, n.id)).body.error_code).toBe('INBOUND_SHIPMENT_NOT_ARRIVABLE');

    // box 1 by GTIN, counted in two receipts (two people); one unit too many
    const r1 = await receive(
      op,
      n.id,
      [{ product: { gtin: '6400000000017' }, quantity: 6, location: 'A-01' }],
      { box: box1!.code },
    );
    expect(r1.status).toBe(201);
    expect(r1.body.receipt).toMatchObject({
      box: { id: box1!.id, code: box1!.code, number: 1 },
      units: 6,
      lines: [
        {
          product_id: coffee.id,
          sku: coffee.sku,
          quantity: 6,
          unit_state: 'on_shelf',
          batch_number: 'B-7',
          best_before: '2099-01-01',
          unexpected: false,
          expired: false,
        },
      ],
    });
    await receive(op, n.id, [{ product: { sku: coffee.sku }, quantity: 5, location: 'A-02' }], {
      box: box1!.code.toLowerCase(),
    });
    // box 2: tea with two damaged, cups all there, and a product the notice never named
    await receive(
      op,
      n.id,
      [
        { product: { id: tea.id }, quantity: 3 },
        { product: { id: tea.id }, quantity: 2, condition: 'damaged', location: 'QUAR-1' },
        { product: { id: cups.id }, quantity: 2 },
        { product: { id: stray.id }, quantity: 1 },
      ],
      { box: box2!.code },
    );
    // a unit past its best-before: blocked and flagged, counted as received
    const old = await receive(op, n.id, [
      { product: { id: cups.id }, quantity: 1, best_before: '2000-01-01' },
    ]);
    expect(old.body.receipt.lines[0]).toMatchObject({ unit_state: 'blocked', expired: true });

    const during = (await m.api('GET', `/v1/inbound-shipments/${n.id}`)).body.inbound_shipment;
    expect(during.status).toBe('receiving');
    expect(during.lines.find((l: any) => l.product_id === cups.id)).toMatchObject({
      expected_quantity: 5,
      received_quantity: 3,
      discrepancy: null, // short is only known at close
    });

    // stock: every counted unit is a unit of the notice, sellable on shelf, damaged and expired blocked
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 17, blocked: 3 });
    const db = await getDb();
    for (const p of [coffee, tea, cups, stray]) {
      const row = await productRow(p.id);
      expect({ on_hand: row.onHand, reserved: row.reserved, available: row.available }).toEqual(
        await countFigures(db, p.id),
      );
    }
    expect((await productRow(coffee.id)).available).toBe(11);
    expect((await productRow(tea.id)).onHand).toBe(5);
    expect((await productRow(tea.id)).available).toBe(3);
    const changes = await eventsOf(m.merchantId, 'product.inventory_changed');
    expect(changes.every((e) => e.reason === 'inbound_received')).toBe(true);
    expect(changes.find((e) => e.product_id === tea.id)).toMatchObject({
      change: { on_hand: 5, available: 3 },
      details: { inbound_shipment_id: n.id },
    });
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'product'), eq(activityLog.entityId, coffee.id)));
    expect(history.map((h) => h.action)).toEqual(['stock.received', 'stock.received']);

    // closing with box 3 untouched and short needs a note
    const noNote = await close(op, n.id);
    expect(noNote.status).toBe(422);
    expect(noNote.body.error_code).toBe('INBOUND_CLOSE_NOTE_REQUIRED');
    expect(noNote.body.details.uncounted_boxes).toEqual([3]);
    const closed = await close(op, n.id, 'box 3 never delivered');
    expect(closed.status).toBe(200);
    const c = closed.body.inbound_shipment;
    expect(c).toMatchObject({ status: 'processed', close_note: 'box 3 never delivered', invoiced: false });
    expect(c.processed_at).toEqual(expect.any(String));
    const line = (id: string) => c.lines.find((l: any) => l.product_id === id);
    expect(line(coffee.id)).toMatchObject({ quantity: 10, received_quantity: 11, discrepancy: 'over' });
    expect(line(tea.id)).toMatchObject({ received_quantity: 5, damaged_quantity: 2, discrepancy: 'damaged' });
    expect(line(cups.id)).toMatchObject({
      expected_quantity: 5,
      received_quantity: 3,
      expired_quantity: 1,
      discrepancy: 'short',
    });
    expect(line(stray.id)).toMatchObject({
      quantity: 0,
      expected_quantity: 0,
      received_quantity: 1,
      discrepancy: 'unexpected',
    });
    expect(c.boxes.map((b: any) => [b.number, b.received_quantity, b.discrepancy])).toEqual([
      [1, 11, 'over'],
      [2, 8, 'unexpected'],
      [3, 0, 'short'],
    ]);
    expect(c.boxes[1].lines.find((l: any) => l.product_id === stray.id)).toMatchObject({
      quantity: 0,
      discrepancy: 'unexpected',
    });
    expect(c.totals).toMatchObject({
      boxes: 3,
      boxes_received: 2,
      receipts: 4,
      expected_quantity: 20,
      received_quantity: 20,
      blocked_quantity: 3,
    });
    expect(c.status_history.map((h: any) => [h.status, h.actor.type])).toEqual([
      ['announced', 'api_client'],
      ['arrived', 'api_client'],
      ['receiving', 'api_client'],
      ['processed', 'api_client'],
    ]);

    const [processed] = await eventsOf(m.merchantId, 'inbound_shipment.processed');
    expect(processed).toMatchObject({
      inbound_shipment_id: n.id,
      source: 'notice',
      merchant_reference: 'PO-9',
      invoiced: false,
      boxes: { announced: 3, arrived: 2, received: 2 },
      units: { expected: 20, received: 20, damaged: 2, expired: 1, blocked: 3, short: 2, over: 2 },
      receipts: 4,
      discrepancy: 'unexpected',
      note: 'box 3 never delivered',
    });
    expect(processed.lines).toEqual(
      c.lines.map((l: any) =>
        expect.objectContaining({ product_id: l.product_id, discrepancy: l.discrepancy }),
      ),
    );

    // after close: nothing more
    const after = await receive(op, n.id, [{ product: { id: coffee.id }, quantity: 1 }]);
    expect(after.status).toBe(409);
    expect(after.body.error_code).toBe('INBOUND_SHIPMENT_CLOSED');
    expect((await close(op, n.id)).body.error_code).toBe('INBOUND_SHIPMENT_CLOSED');
    expect((await arrive(op, n.id)).body.error_code).toBe('INBOUND_SHIPMENT_CLOSED');
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 17, blocked: 3 });
    void box3;
  });

  it('refuses what it cannot receive: unknown products, boxes of other notices, ambiguous GTINs, cancelled notices', async () => {
    const m = await merchantFixture();
    const other = await merchantFixture();
    const op = await operatorFixture();
    const gtin = `64${Date.now()}`.slice(0, 13);
    const a = await createProduct(m.merchantId, { gtin });
    const b = await createProduct(m.merchantId, { gtin });
    const theirs = await createProduct(other.merchantId);
    const n = await announce(m, [{ lines: [{ productId: a.id, quantity: 1 }] }]);
    const n2 = await announce(m, [{ lines: [{ productId: a.id, quantity: 1 }] }], {
      name: 'Second delivery',
      merchant_reference: 'PO-2',
    });
    const nOther = await announce(other, [{ lines: [{ productId: theirs.id, quantity: 1 }] }], {
      name: 'Their own',
    });
    await arrive(op, n.id);

    const unknown = await receive(op, n.id, [
      { product: { sku: 'NO-SUCH' }, quantity: 1 },
      { product: { id: theirs.id }, quantity: 1 },
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error_code).toBe('PRODUCT_NOT_FOUND');
    expect(unknown.body.validation_errors.map((e: any) => e.path)).toEqual([
      'receipt.lines[0].product',
      'receipt.lines[1].product',
    ]);

    const foreign = await receive(op, n.id, [{ product: { id: a.id }, quantity: 1 }], {
      box: n2.boxes[0]!.code,
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.error_code).toBe('INBOUND_BOX_OF_ANOTHER_SHIPMENT');
    expect(foreign.body.message).toContain('Second delivery');
    expect(foreign.body.message).toContain('PO-2');
    const otherMerchants = await receive(op, n.id, [{ product: { id: a.id }, quantity: 1 }], {
      box: nOther.boxes[0]!.code,
    });
    expect(otherMerchants.body.error_code).toBe('INBOUND_BOX_OF_ANOTHER_SHIPMENT');
    expect(otherMerchants.body.message).not.toContain(nOther.name);
    const noBox = await receive(op, n.id, [{ product: { id: a.id }, quantity: 1 }], { box: 'IB9999999999' });
    expect(noBox.body.error_code).toBe('INBOUND_BOX_NOT_FOUND');

    // a GTIN of two products: the one the notice names is meant; with neither named, ambiguous
    const byGtin = await receive(op, n.id, [{ product: { gtin }, quantity: 1 }]);
    expect(byGtin.body.receipt.lines[0].product_id).toBe(a.id);
    await m.api('PATCH', `/v1/inbound-shipments/${n2.id}`, {
      body: {
        inbound_shipment: {
          boxes: [{ lines: [{ product: { sku: (await createProduct(m.merchantId)).sku }, quantity: 1 }] }],
        },
      },
    });
    await arrive(op, n2.id);
    const ambiguous = await receive(op, n2.id, [{ product: { gtin }, quantity: 1 }]);
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body.error_code).toBe('INBOUND_PRODUCT_AMBIGUOUS');
    void b;

    const bad = await receive(op, n.id, [{ product: { id: a.id }, quantity: 0 }]);
    expect(bad.body.error_code).toBe('VALIDATION_ERROR');
    const twoRefs = await receive(op, n.id, [{ product: { id: a.id, sku: a.sku }, quantity: 1 }]);
    expect(twoRefs.body.validation_errors[0].path).toBe('receipt.lines[0].product');

    const cancelled = await announce(m, [{ lines: [{ productId: a.id, quantity: 1 }] }]);
    await m.api('POST', `/v1/inbound-shipments/${cancelled.id}/_cancel`);
    expect((await receive(op, cancelled.id, [{ product: { id: a.id }, quantity: 1 }])).body.error_code).toBe(
      'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    );
    expect((await close(op, cancelled.id)).body.error_code).toBe('INBOUND_SHIPMENT_NOT_RECEIVABLE');
    // the operator naming another merchant reaches nothing of this one
    const scoped = await receive(op, n.id, [{ product: { id: a.id }, quantity: 1 }], {
      merchant: other.merchantId,
    });
    expect(scoped.body.error_code).toBe('INBOUND_SHIPMENT_NOT_FOUND');
    // only the receipt by GTIN went into stock
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 1 });
  });

  it('one receipt per Idempotency-Key: a retry answers the same receipt and stores nothing twice', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 4 }] }]);
    await arrive(op, n.id);
    const key = uniq('rcpt');
    const first = await receive(op, n.id, [{ product: { id: p.id }, quantity: 4 }], { key });
    const again = await receive(op, n.id, [{ product: { id: p.id }, quantity: 4 }], { key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const other = await receive(op, n.id, [{ product: { id: p.id }, quantity: 3 }], { key });
    expect(other.body.error_code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 4 });
    expect((await productRow(p.id)).onHand).toBe(4);
    // the stock ledger holds the receipt once: inbound_received, the notice as its reference, the location registered
    const db = await getDb();
    const moves = await db.execute(
      sql`select reason, reference_type, reference_id, quantity, to_state, to_location from stock_movements where product_id = ${p.id}`,
    );
    expect(moves.rows).toEqual([
      {
        reason: 'inbound_received',
        reference_type: 'inbound_shipment',
        reference_id: n.id,
        quantity: 4,
        to_state: 'on_shelf',
        to_location: 'IN-01',
      },
    ]);
    const location = await db.execute(sql`select kind from locations where code = 'IN-01'`);
    expect(location.rows).toHaveLength(1);
  });

  it("a split's and a return's shipments keep appearing as they did, are never counted, and send no event of their own", async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const src = await createProduct(m.merchantId);
    const { addUnits } = await import('../support/data');
    await addUnits(src.id, 3);
    const split = await m.api('POST', '/v1/products/split', {
      body: { source_sku: src.sku, target: { sku: uniq('TGT') } },
      headers: { 'idempotency-key': uniq('split') },
    });
    expect(split.status).toBe(200);
    const id = split.body.inbound_shipment_id;
    const read = await m.api('GET', `/v1/inbound-shipments/${id}`);
    expect(read.body.inbound_shipment).toMatchObject({
      id,
      name: 'Product Split',
      status: 'processed',
      invoiced: false,
      source: 'product_split',
      lines: [
        { product_id: split.body.target_product_id, quantity: 3, received_quantity: 3, discrepancy: null },
      ],
      boxes: [],
      status_history: [{ status: 'processed', actor: { type: 'system' } }],
    });
    const list = await m.api('GET', '/v1/inbound-shipments?source=product_split');
    expect(list.body.inbound_shipments.map((s: any) => s.id)).toEqual([id]);
    expect((await m.api('GET', `/v1/inbound-shipments/${id}/box-labels`)).body.error_code).toBe(
      'INBOUND_SHIPMENT_HAS_NO_BOXES',
    );
    expect(
      (await m.api('PATCH', `/v1/inbound-shipments/${id}`, { body: { inbound_shipment: { name: 'x' } } }))
        .body.error_code,
    ).toBe('INBOUND_SHIPMENT_NOT_EDITABLE');
    expect((await receive(op, id, [{ product: { id: src.id }, quantity: 1 }])).body.error_code).toBe(
      'INBOUND_SHIPMENT_NOT_RECEIVABLE',
    );
    expect((await arrive(op, id)).body.error_code).toBe('INBOUND_SHIPMENT_NOT_ARRIVABLE');
    const queue = await op.api(
      'GET',
      `/ops/v1/inbound-shipments?merchant_id=${m.merchantId}&status=processed`,
    );
    expect(queue.body.inbound_shipments).toEqual([]);
    expect(await eventsOf(m.merchantId, 'inbound_shipment.processed')).toEqual([]);
    expect(await eventsOf(m.merchantId, 'inbound_shipment.arrived')).toEqual([]);
  });

  it('a best-before that is today still goes on the shelf; one already past is blocked', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 2 }] }]);
    await arrive(op, n.id);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const today = await receive(op, n.id, [{ product: { id: p.id }, quantity: 1, best_before: day(0) }]);
    expect(today.body.receipt.lines[0]).toMatchObject({ unit_state: 'on_shelf', expired: false });
    const past = await receive(op, n.id, [{ product: { id: p.id }, quantity: 1, best_before: day(-1) }]);
    expect(past.body.receipt.lines[0]).toMatchObject({ unit_state: 'blocked', expired: true });
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 1, blocked: 1 });
  });
});

describe('POST /v1/simulations/inbound-shipments/{id}/_receive', () => {
  it('receives a sandbox notice as announced, short where asked, through the warehouse operations; live merchants get 403 SANDBOX_ONLY', async () => {
    const live = await merchantFixture();
    const sandbox = await merchantFixture();
    const db = await getDb();
    await db.update(merchants).set({ sandbox: true }).where(eq(merchants.id, sandbox.merchantId));
    const a = await createProduct(sandbox.merchantId);
    const b = await createProduct(sandbox.merchantId);
    const n = await announce(sandbox, [
      { lines: [{ productId: a.id, quantity: 4 }] },
      {
        lines: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 3 },
        ],
      },
    ]);
    const res = await sandbox.api('POST', `/v1/simulations/inbound-shipments/${n.id}/_receive`, {
      body: { short: [{ sku: a.sku, quantity: 3 }] },
    });
    expect(res.status).toBe(200);
    const s = res.body.inbound_shipment;
    expect(s.status).toBe('processed');
    expect(s.lines.map((l: any) => [l.product_id, l.received_quantity, l.discrepancy])).toEqual([
      [a.id, 3, 'short'],
      [b.id, 3, null],
    ]);
    expect(s.boxes.map((box: any) => box.received_quantity)).toEqual([3, 3]);
    expect(s.status_history.map((h: any) => h.status)).toEqual([
      'announced',
      'arrived',
      'receiving',
      'processed',
    ]);
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 6 });
    expect(await eventsOf(sandbox.merchantId, 'inbound_shipment.processed')).toHaveLength(1);
    const again = await sandbox.api('POST', `/v1/simulations/inbound-shipments/${n.id}/_receive`);
    expect(again.body.error_code).toBe('INBOUND_SHIPMENT_CLOSED');

    const p = await createProduct(live.merchantId);
    const liveNotice = await announce(live, [{ lines: [{ productId: p.id, quantity: 1 }] }]);
    const refused = await live.api('POST', `/v1/simulations/inbound-shipments/${liveNotice.id}/_receive`);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('SANDBOX_ONLY');
  });
});
