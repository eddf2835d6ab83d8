import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents, products, stockCounts, stockUnits } from '@/db/schema';
import { countFigures } from '@/server/stock/figures';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture, uniq } from '../support/fixtures';
import { CUSTOMER, line } from '../support/order-helpers';

async function setup() {
  const m = await merchantFixture();
  const op = await operatorFixture(['warehouse:operate']);
  const product = await createProduct(m.merchantId);
  const wh = (method: string, path: string, body?: unknown) =>
    op.api(method, path, { merchant: m.merchantId, body });
  return { m, op, product, wh };
}

async function storedProduct(id: string) {
  const db = await getDb();
  return (await db.select().from(products).where(eq(products.id, id)))[0]!;
}

async function inventoryEvents(productId: string) {
  const db = await getDb();
  return db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.orderingKey, productId))
    .orderBy(outboxEvents.seq);
}

// The embedded database starts (migrations) in a hook, whose timeout allows for a busy machine.
beforeAll(async function warmDb() {
  await getDb();
});

describe('stock units (05 §3, 04 D2)', () => {
  it('receives units with increasing ids; figures and an inventory event change in the same transaction', async () => {
    const { m, product, wh } = await setup();
    const res = await wh('POST', '/ops/v1/stock-units', {
      receipt: {
        product_id: product.id,
        quantity: 5,
        location: 'A-01-02',
        best_before: '2027-03-31',
        batch_number: 'B7',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.stock_units).toHaveLength(5);
    const ids = res.body.stock_units.map((u: any) => u.id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(5);
    expect(res.body.stock_units[0]).toMatchObject({
      product_id: product.id,
      location: 'A-01-02',
      best_before: '2027-03-31',
      batch_number: 'B7',
      state: 'on_shelf',
    });
    const second = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 2, location: 'A-01-03', state: 'blocked' },
    });
    expect(second.body.stock_units[0].id > ids[4]).toBe(true);
    const p = await m.api('GET', `/v1/products/${product.id}`);
    expect(p.body.product.stock).toMatchObject({ on_hand: 7, reserved: 0, available: 5 });
    const events = await inventoryEvents(product.id);
    expect(events.map((e) => (e.payload as any).data)).toMatchObject([
      {
        product_id: product.id,
        sku: product.sku,
        on_hand: 5,
        available: 5,
        reserved: 0,
        reason: 'stock_received',
        change: { on_hand: 5 },
      },
      { on_hand: 7, available: 5, reason: 'stock_received', change: { on_hand: 2, available: 0 } },
    ]);
  });

  it('receives 10000 units in one call; 10001 is refused and stores nothing', async () => {
    const { product, wh } = await setup();
    const ok = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 10000, location: 'BULK-1' },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.stock_units).toHaveLength(10000);
    const tooMany = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 10001, location: 'BULK-1' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.validation_errors[0].path).toBe('receipt.quantity');
    expect((await storedProduct(product.id)).onHand).toBe(10000);
    const db = await getDb();
    expect(await countFigures(db, product.id)).toEqual({ on_hand: 10000, reserved: 0, available: 10000 });
  });

  it('rejects bad receipts with paths and changes nothing', async () => {
    const { product, wh } = await setup();
    const cases: [unknown, string][] = [
      [{ product_id: product.id, quantity: -1, location: 'A' }, 'receipt.quantity'],
      [{ product_id: product.id, quantity: 0, location: 'A' }, 'receipt.quantity'],
      [{ product_id: product.id, quantity: 1.5, location: 'A' }, 'receipt.quantity'],
      [{ product_id: product.id, quantity: '3', location: 'A' }, 'receipt.quantity'],
      [{ product_id: product.id, quantity: 1, location: 'A', state: 'lost' }, 'receipt.state'],
      [{ product_id: product.id, quantity: 1, location: 'A', state: 'reserved' }, 'receipt.state'],
      [
        { product_id: product.id, quantity: 1, location: 'A', best_before: '2025-02-30' },
        'receipt.best_before',
      ],
      [
        { product_id: product.id, quantity: 1, location: 'A', best_before: '31.12.2027' },
        'receipt.best_before',
      ],
      [{ product_id: product.id, quantity: 1, location: '' }, 'receipt.location'],
      [{ quantity: 1, location: 'A' }, 'receipt.product_id'],
    ];
    for (const [receipt, path] of cases) {
      const res = await wh('POST', '/ops/v1/stock-units', { receipt });
      expect(res.status, JSON.stringify(receipt)).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_ERROR');
      expect(res.body.validation_errors.map((e: any) => e.path)).toContain(path);
    }
    const stored = await storedProduct(product.id);
    expect([stored.onHand, stored.available]).toEqual([0, 0]);
    expect(await inventoryEvents(product.id)).toHaveLength(0);
  });

  it("refuses a product of another merchant (404) and another merchant's unit (404)", async () => {
    const { product, wh, op } = await setup();
    const other = await merchantFixture();
    const asOther = (method: string, path: string, body?: unknown) =>
      op.api(method, path, { merchant: other.merchantId, body });
    const res = await asOther('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 1, location: 'A' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error_code).toBe('PRODUCT_NOT_FOUND');
    const { body } = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 1, location: 'A' },
    });
    const unitId = body.stock_units[0].id;
    const patch = await asOther('PATCH', `/ops/v1/stock-units/${unitId}`, {
      stock_unit: { state: 'blocked' },
    });
    expect(patch.status).toBe(404);
    expect(patch.body.error_code).toBe('STOCK_UNIT_NOT_FOUND');
    const count = await asOther('POST', `/ops/v1/products/${product.id}/stock-count`, {
      stock_count: { counted_quantity: 0 },
    });
    expect(count.status).toBe(404);
    expect(count.body.error_code).toBe('PRODUCT_NOT_FOUND');
    const db = await getDb();
    const [unit] = await db.select().from(stockUnits).where(eq(stockUnits.id, unitId));
    expect(unit!.state).toBe('on_shelf');
    expect((await other.api('GET', `/v1/products/${product.id}/stock-units`)).status).toBe(404);
    expect((await wh('PATCH', '/ops/v1/stock-units/xyz', { stock_unit: { state: 'blocked' } })).status).toBe(
      404,
    );
  });

  it('changes state through the state machine and moves units; figures follow', async () => {
    const { m, product, wh } = await setup();
    const { body } = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 3, location: 'A' },
    });
    const [u1, u2] = body.stock_units.map((u: any) => u.id);
    const blocked = await wh('PATCH', `/ops/v1/stock-units/${u1}`, {
      stock_unit: { state: 'blocked', location: 'QUARANTINE' },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.stock_unit).toMatchObject({ id: u1, state: 'blocked', location: 'QUARANTINE' });
    expect(await storedProduct(product.id)).toMatchObject({ onHand: 3, available: 2, reserved: 0 });
    const written = await wh('PATCH', `/ops/v1/stock-units/${u2}`, { stock_unit: { state: 'written_off' } });
    expect(written.status).toBe(200);
    expect(await storedProduct(product.id)).toMatchObject({ onHand: 2, available: 1, reserved: 0 });
    const back = await wh('PATCH', `/ops/v1/stock-units/${u2}`, { stock_unit: { state: 'on_shelf' } });
    expect(back.status).toBe(409);
    expect(back.body.error_code).toBe('STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED');
    const reserve = await wh('PATCH', `/ops/v1/stock-units/${u1}`, { stock_unit: { state: 'reserved' } });
    expect(reserve.status).toBe(409);
    const unknown = await wh('PATCH', `/ops/v1/stock-units/${u1}`, { stock_unit: { state: 'lost' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.validation_errors[0].path).toBe('stock_unit.state');
    const empty = await wh('PATCH', `/ops/v1/stock-units/${u1}`, { stock_unit: {} });
    expect(empty.status).toBe(400);
    const move = await wh('PATCH', `/ops/v1/stock-units/${u1}`, { stock_unit: { location: 'B-2' } });
    expect(move.body.stock_unit).toMatchObject({ state: 'blocked', location: 'B-2' });
    expect(await storedProduct(product.id)).toMatchObject({ onHand: 2, available: 1, reserved: 0 });
    const db = await getDb();
    expect(await countFigures(db, product.id)).toEqual({ on_hand: 2, reserved: 0, available: 1 });
    // The unit list still shows the written-off unit: 3 units in all.
    const listed = await m.api('GET', `/v1/products/${product.id}/stock-units`);
    expect(listed.body.total).toBe(3);
    expect(listed.body.stock_units.map((u: any) => u.state)).toEqual(['blocked', 'written_off', 'on_shelf']);
    expect((await m.api('GET', `/v1/products/${product.id}/stock-units?state=written_off`)).body.total).toBe(
      1,
    );
    // Moves alone do not change figures, so they send no inventory event: receipt + 2 state changes.
    expect((await inventoryEvents(product.id)).map((e) => (e.payload as any).data.reason)).toEqual([
      'stock_received',
      'unit_state_changed',
      'unit_state_changed',
    ]);
  });

  it('picks a free unit by hand (counted as reserved) but never changes a unit an order holds (04 E20)', async () => {
    const { m, product, wh } = await setup();
    const { body } = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 4, location: 'A' },
    });
    const ids: string[] = body.stock_units.map((u: any) => u.id);
    const order = await m.api('POST', '/v1/orders', {
      body: { order: { status: 'confirmed', customer: CUSTOMER, items: [line(product.id, 1)] } },
    });
    expect(order.status).toBe(201);
    const db = await getDb();
    const state = async (id: string) => (await db.select().from(stockUnits).where(eq(stockUnits.id, id)))[0]!;
    const heldIds = [];
    for (const id of ids) if ((await state(id)).orderId) heldIds.push(id);
    expect(heldIds).toHaveLength(1);
    const [reserved] = heldIds;
    const free = ids.filter((id) => id !== reserved);
    expect(await storedProduct(product.id)).toMatchObject({ onHand: 4, reserved: 1, available: 3 });

    // A manual pick: on_shelf -> picking, counted as reserved (E12); then put back, and picked and written off.
    const pick = await wh('PATCH', `/ops/v1/stock-units/${free[0]}`, { stock_unit: { state: 'picking' } });
    expect(pick.status).toBe(200);
    expect(pick.body.stock_unit).toMatchObject({ state: 'picking', order_id: null });
    expect(await storedProduct(product.id)).toMatchObject({ onHand: 4, reserved: 2, available: 2 });
    expect(await countFigures(db, product.id)).toEqual({ on_hand: 4, reserved: 2, available: 2 });
    const back = await wh('PATCH', `/ops/v1/stock-units/${free[0]}`, { stock_unit: { state: 'on_shelf' } });
    expect(back.status).toBe(200);
    await wh('PATCH', `/ops/v1/stock-units/${free[1]}`, { stock_unit: { state: 'picking' } });
    const done = await wh('PATCH', `/ops/v1/stock-units/${free[1]}`, {
      stock_unit: { state: 'written_off' },
    });
    expect(done.status).toBe(200);
    expect(await storedProduct(product.id)).toMatchObject({ onHand: 3, reserved: 1, available: 2 });

    // `reserved` is set only by an order's reservation.
    const reserve = await wh('PATCH', `/ops/v1/stock-units/${free[2]}`, {
      stock_unit: { state: 'reserved' },
    });
    expect(reserve.status).toBe(409);
    expect(reserve.body.error_code).toBe('STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED');

    // The order's unit: reserved, then being picked for the order (the system's step, written here directly).
    for (const to of ['picking', 'on_shelf', 'blocked', 'written_off', 'not_shelved']) {
      const res = await wh('PATCH', `/ops/v1/stock-units/${reserved}`, { stock_unit: { state: to } });
      expect(res.status, to).toBe(409);
      expect(res.body.error_code, to).toBe('STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED');
    }
    await db.update(stockUnits).set({ state: 'picking' }).where(eq(stockUnits.id, reserved!));
    for (const to of ['on_shelf', 'reserved', 'blocked', 'written_off']) {
      const res = await wh('PATCH', `/ops/v1/stock-units/${reserved}`, { stock_unit: { state: to } });
      expect(res.status, to).toBe(409);
      expect(res.body.error_code, to).toBe('STOCK_UNIT_STATE_CHANGE_NOT_ALLOWED');
    }
    const unit = await state(reserved!);
    expect(unit).toMatchObject({ state: 'picking', orderId: order.body.order.id });
  });

  it('lists units with state, location and best_before filters and pagination', async () => {
    const { m, product, wh } = await setup();
    await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 3, location: 'A-1', best_before: '2027-01-31' },
    });
    await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 2, location: 'B-1', state: 'not_shelved' },
    });
    const all = await m.api('GET', `/v1/products/${product.id}/stock-units`);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(5);
    expect(all.body.stock_units.map((u: any) => u.location)).toEqual(['A-1', 'A-1', 'A-1', 'B-1', 'B-1']);
    const q = (qs: string) => m.api('GET', `/v1/products/${product.id}/stock-units?${qs}`);
    expect((await q('state=not_shelved')).body.total).toBe(2);
    expect((await q('state=on_shelf,not_shelved')).body.total).toBe(5);
    expect((await q('location=A-1')).body.total).toBe(3);
    expect((await q('best_before=2027-01-31')).body.total).toBe(3);
    const page = await q('limit=2&offset=2');
    expect(page.body.total).toBe(5);
    expect(page.body.stock_units.map((u: any) => u.location)).toEqual(['A-1', 'B-1']);
    for (const bad of ['state=lost', 'best_before=2025-02-30', 'limit=0']) {
      const r = await q(bad);
      expect(r.status, bad).toBe(400);
      expect(r.body.error_code).toBe('VALIDATION_ERROR');
    }
  });

  it('records warehouse counts: a disagreeing count marks a discrepancy until a later count agrees', async () => {
    const { m, product, wh } = await setup();
    await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 4, location: 'A' },
    });
    const off = await wh('POST', `/ops/v1/products/${product.id}/stock-count`, {
      stock_count: { counted_quantity: 3 },
    });
    expect(off.status).toBe(200);
    expect(off.body.product.stock).toMatchObject({ on_hand: 4, last_counted_quantity: 3, discrepancy: true });
    expect(off.body.product.stock.last_counted_at).toEqual(expect.any(String));
    expect((await m.api('GET', `/v1/products/${product.id}`)).body.product.stock.discrepancy).toBe(true);
    const ok = await wh('POST', `/ops/v1/products/${product.id}/stock-count`, {
      stock_count: { counted_quantity: 4 },
    });
    expect(ok.body.product.stock).toMatchObject({ last_counted_quantity: 4, discrepancy: false });
    for (const bad of [-1, 2.5, '4', null]) {
      const r = await wh('POST', `/ops/v1/products/${product.id}/stock-count`, {
        stock_count: { counted_quantity: bad },
      });
      expect(r.status).toBe(400);
      expect(r.body.validation_errors[0].path).toBe('stock_count.counted_quantity');
    }
    const db = await getDb();
    const counts = await db
      .select()
      .from(stockCounts)
      .where(and(eq(stockCounts.productId, product.id)));
    expect(counts.map((c) => c.countedQuantity).sort()).toEqual([3, 4]);
    expect((await storedProduct(product.id)).stockDiscrepancy).toBe(false);
  });

  it('needs warehouse:operate; a merchant client cannot receive stock', async () => {
    const m = await merchantFixture();
    const product = await createProduct(m.merchantId, { sku: uniq('S') });
    const res = await m.api('POST', '/ops/v1/stock-units', {
      body: { receipt: { product_id: product.id, quantity: 1, location: 'A' } },
    });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('INSUFFICIENT_SCOPE');
    expect((await storedProduct(product.id)).onHand).toBe(0);
  });

  it('keeps figures equal to the units under parallel receipts and changes of the same units', async () => {
    const { product, wh } = await setup();
    const { body } = await wh('POST', '/ops/v1/stock-units', {
      receipt: { product_id: product.id, quantity: 6, location: 'A' },
    });
    const ids: string[] = body.stock_units.map((u: any) => u.id);
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        wh('POST', '/ops/v1/stock-units', {
          receipt: { product_id: product.id, quantity: 3, location: 'B' },
        }),
      ),
      // Each unit is blocked and written off concurrently: both may succeed in either order, never twice-counted.
      ...ids.flatMap((id) => [
        wh('PATCH', `/ops/v1/stock-units/${id}`, { stock_unit: { state: 'blocked' } }),
        wh('PATCH', `/ops/v1/stock-units/${id}`, { stock_unit: { state: 'written_off' } }),
      ]),
    ]);
    for (const r of results) expect([200, 201, 409]).toContain(r.status);
    const db = await getDb();
    const counted = await countFigures(db, product.id);
    const stored = await storedProduct(product.id);
    expect({ on_hand: stored.onHand, reserved: stored.reserved, available: stored.available }).toEqual(
      counted,
    );
    expect(counted.on_hand).toBe(
      15 +
        ids.length -
        results.filter((r) => r.status === 200 && r.body.stock_unit.state === 'written_off').length,
    );
  });
});
