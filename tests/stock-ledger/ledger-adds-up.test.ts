import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { stockMovements } from '@/db/schema';
import { UNIT_STATES } from '@/server/stock/figures';
import { ledgerState } from '@/server/stock/ledger-states';
import { describeDisagreement, verifyStockLedger } from '@/server/stock-ledger/ledger/verify-ledger';
import {
  confirmedOrder,
  reportProblem,
  ship,
  startPicking,
  stockedProduct,
} from '../support/outbound-helpers';
import {
  merchantFixture,
  operatorFixture,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { arrive, createReturnViaApi } from '../support/returns-data';
import { split } from '../support/split-helpers';

/**
 * The ledger adds up (docs/decisions/stock-ledger.md): every writer of stock units records its movements, so
 * after the work the other suites do (receipts, changes by hand, orders reserved, picked, shipped, problems,
 * splits, returns completed) each product's units per location, state and lot equal its movements, and on_hand
 * equals its movements into on-hand states; reservations and picking write no movement.
 */
let m: MerchantFixture;
let op: OperatorFixture;
beforeAll(async () => {
  m = await merchantFixture();
  op = await operatorFixture();
});

async function movementsOf(productId: string) {
  const db = await getDb();
  return db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(stockMovements.id);
}

async function expectAddsUp(productIds: string[]) {
  const found = await verifyStockLedger(await getDb(), { productIds });
  expect(found.map(describeDisagreement)).toEqual([]);
}

const receive = (productId: string, receipt: Record<string, unknown>) =>
  op.api('POST', '/ops/v1/stock-units', {
    merchant: m.merchantId,
    body: { receipt: { product_id: productId, ...receipt } },
  });

describe('the ledger states', () => {
  it('the SQL twin maps every unit state as ledgerState does', async () => {
    const db = await getDb();
    for (const s of UNIT_STATES) {
      const res = await db.execute(sql`select stock_ledger_state(${s}) as l`);
      expect((res.rows[0] as { l: string }).l).toBe(ledgerState(s));
    }
  });
});

describe('every writer records its movements', () => {
  it('a receipt is one row per product, location, state and lot, with its receipt as reference', async () => {
    const p = await stockedProduct(m.merchantId, 0);
    const res = await receive(p.id, {
      quantity: 250,
      location: 'LEDGER-A1',
      batch_number: 'B1',
      best_before: '2031-01-31',
    });
    expect(res.status).toBe(201);
    const rows = await movementsOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      merchantId: m.merchantId,
      quantity: 250,
      fromState: null,
      fromLocation: null,
      toState: 'on_shelf',
      toLocation: 'LEDGER-A1',
      batchNumber: 'B1',
      bestBefore: '2031-01-31',
      reason: 'units_received',
      referenceType: 'stock_receipt',
      actorType: 'api_client',
      actorId: op.clientId,
    });
    await expectAddsUp([p.id]);
  });

  it('changes by hand: blocked, unblocked, moved, written off; a manual pick writes nothing', async () => {
    const p = await stockedProduct(m.merchantId, 0);
    const units = (await receive(p.id, { quantity: 4, location: 'LEDGER-B1' })).body.stock_units;
    const patch = (id: string, stock_unit: Record<string, unknown>) =>
      op.api('PATCH', `/ops/v1/stock-units/${id}`, { merchant: m.merchantId, body: { stock_unit } });
    expect((await patch(units[0].id, { state: 'blocked' })).status).toBe(200);
    expect((await patch(units[0].id, { state: 'on_shelf', location: 'LEDGER-B2' })).status).toBe(200);
    expect((await patch(units[1].id, { location: 'LEDGER-B3' })).status).toBe(200);
    expect((await patch(units[2].id, { state: 'written_off' })).status).toBe(200);
    expect((await patch(units[3].id, { state: 'picking' })).status).toBe(200);
    expect((await patch(units[3].id, { state: 'on_shelf' })).status).toBe(200);
    const rows = (await movementsOf(p.id)).slice(1);
    expect(rows.map((r) => [r.reason, r.fromState, r.fromLocation, r.toState, r.toLocation])).toEqual([
      ['blocked', 'on_shelf', 'LEDGER-B1', 'blocked', 'LEDGER-B1'],
      ['unblocked', 'blocked', 'LEDGER-B1', 'on_shelf', 'LEDGER-B2'],
      ['moved', 'on_shelf', 'LEDGER-B1', 'on_shelf', 'LEDGER-B3'],
      ['written_off', 'on_shelf', 'LEDGER-B1', 'written_off', 'LEDGER-B1'],
    ]);
    expect(rows.every((r) => r.referenceType === 'stock_unit' && r.quantity === 1)).toBe(true);
    await expectAddsUp([p.id]);
  });

  it('orders: reservation and picking write nothing; a shipment one row per location; problems', async () => {
    const p = await stockedProduct(m.merchantId, 3, 'LEDGER-C1');
    await receive(p.id, { quantity: 3, location: 'LEDGER-C2' });
    const before = (await movementsOf(p.id)).length;
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 5 }]);
    expect((await startPicking(op, order.id)).status).toBe(200);
    expect(await movementsOf(p.id)).toHaveLength(before);

    const missing = await reportProblem(op, order.id, { code: 'unit_missing', item_id: order.items[0]!.id });
    expect(missing.status).toBe(200);
    const shipped = await ship(op, order.id, [{ order_item_id: order.items[0]!.id, quantity: 5 }], {
      key: randomUUID(),
    });
    expect(shipped.status).toBe(201);
    const rows = (await movementsOf(p.id)).slice(before);
    expect(rows[0]).toMatchObject({ reason: 'written_off', referenceType: 'order', referenceId: order.id });
    const out = rows.filter((r) => r.reason === 'order_shipped');
    expect(out.map((r) => [r.fromLocation, r.quantity]).sort()).toEqual([
      ['LEDGER-C1', 2],
      ['LEDGER-C2', 3],
    ]);
    expect(out.every((r) => r.toState === null && r.referenceId === shipped.body.shipment.id)).toBe(true);
    await expectAddsUp([p.id]);
  });

  it('a cancelled order writes nothing; a damaged unit is blocked where it stood', async () => {
    const p = await stockedProduct(m.merchantId, 2, 'LEDGER-D1');
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    expect((await m.api('POST', `/v1/orders/${order.id}/_cancel`)).status).toBe(200);
    const second = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
    await startPicking(op, second.id);
    expect(
      (await reportProblem(op, second.id, { code: 'unit_damaged', item_id: second.items[0]!.id })).status,
    ).toBe(200);
    const rows = await movementsOf(p.id);
    expect(rows.map((r) => r.reason)).toEqual(['units_received', 'blocked']);
    expect(rows[1]).toMatchObject({ fromLocation: 'LEDGER-D1', toLocation: 'LEDGER-D1', toState: 'blocked' });
    await expectAddsUp([p.id]);
  });

  it('a split: split_out of the source (its incident), split_in of the target (its inbound shipment)', async () => {
    const p = await stockedProduct(m.merchantId, 3, 'LEDGER-E1');
    await receive(p.id, { quantity: 2, location: 'LEDGER-E2', batch_number: 'SPL' });
    const res = await split(m, { source_sku: p.sku, target: { sku: `${p.sku}-T` } });
    expect(res.status).toBe(200);
    const target = res.body.target_product_id as string;
    const out = (await movementsOf(p.id)).filter((r) => r.reason === 'split_out');
    const into = await movementsOf(target);
    expect(out.map((r) => [r.fromLocation, r.batchNumber, r.quantity]).sort()).toEqual([
      ['LEDGER-E1', null, 3],
      ['LEDGER-E2', 'SPL', 2],
    ]);
    expect(out.every((r) => r.referenceId === res.body.incident_id)).toBe(true);
    expect(into.map((r) => [r.reason, r.toLocation, r.batchNumber, r.quantity]).sort()).toEqual([
      ['split_in', 'LEDGER-E1', null, 3],
      ['split_in', 'LEDGER-E2', 'SPL', 2],
    ]);
    expect(into.every((r) => r.referenceId === res.body.inbound_shipment_id)).toBe(true);
    await expectAddsUp([p.id, target]);
  });

  it('a completed return: return_received at its arrival location, blocked where inspection says', async () => {
    const p = await stockedProduct(m.merchantId, 0);
    const q = await stockedProduct(m.merchantId, 0);
    const r = await createReturnViaApi(m, {
      items: [
        { product: { id: p.id }, quantity: 2 },
        { product: { id: q.id }, quantity: 1 },
      ],
    });
    await arrive(op, r.id, { warehouse_location: { id: 'LEDGER-RET' } });
    const inspect = (itemId: string, condition: string, received: number) =>
      op.api('POST', `/ops/v1/order-returns/${r.id}/items/${itemId}/_inspect`, {
        body: { inspection: { received_quantity: received, condition } },
      });
    expect((await inspect(r.items[0].id, 'sellable', 2)).status).toBe(200);
    expect((await inspect(r.items[1].id, 'damaged', 1)).status).toBe(200);
    const decided = await m.api('POST', `/v1/order-returns/${r.id}/_merchant-decision`, {
      body: { merchant_decision: { code: 'to_shelf' } },
    });
    expect(decided.status).toBe(200);
    expect((await op.api('POST', `/ops/v1/order-returns/${r.id}/_release`)).status).toBe(200);
    expect(await movementsOf(p.id)).toHaveLength(0);
    expect((await op.api('POST', `/ops/v1/order-returns/${r.id}/_complete`)).status).toBe(200);
    expect((await movementsOf(p.id)).map((x) => [x.reason, x.toState, x.toLocation, x.quantity])).toEqual([
      ['return_received', 'on_shelf', 'LEDGER-RET', 2],
    ]);
    expect((await movementsOf(q.id)).map((x) => [x.reason, x.toState, x.referenceId])).toEqual([
      ['return_received', 'blocked', r.id],
    ]);
    await expectAddsUp([p.id, q.id]);
  });
});

describe('stock:verify names what does not add up', () => {
  it('a unit changed without its movement, and figures changed without units', async () => {
    const p = await stockedProduct(m.merchantId, 3, 'LEDGER-F1');
    const db = await getDb();
    const moved = await db.execute(sql`update stock_units set location = 'LEDGER-F2'
      where id = (select id from stock_units where product_id = ${p.id} limit 1) returning id`);
    await db.execute(sql`update products set on_hand = on_hand + 1 where id = ${p.id}`);
    const found = await verifyStockLedger(db, { productIds: [p.id] });
    expect(found.map(describeDisagreement)).toEqual([
      `product ${p.id} (${p.sku}) of merchant ${m.merchantId}: 2 units on_shelf at LEDGER-F1, its running balance says 3`,
      `product ${p.id} (${p.sku}) of merchant ${m.merchantId}: 1 units on_shelf at LEDGER-F2, its running balance says 0`,
      `product ${p.id} (${p.sku}) of merchant ${m.merchantId}: on_hand is 4, its movements into on-hand states add up to 3`,
      `product ${p.id} (${p.sku}) of merchant ${m.merchantId}: 2 units on_shelf at LEDGER-F1, movements add up to 3`,
      `product ${p.id} (${p.sku}) of merchant ${m.merchantId}: 1 units on_shelf at LEDGER-F2, movements add up to 0`,
    ]);
    // Put back, so that a whole-database stock:verify after the suite finds nothing of this test.
    await db.execute(
      sql`update stock_units set location = 'LEDGER-F1' where id = ${(moved.rows[0] as { id: string }).id}`,
    );
    await db.execute(sql`update products set on_hand = on_hand - 1 where id = ${p.id}`);
    await expectAddsUp([p.id]);
  });
});

describe('the opening balance (migration 0033)', () => {
  it("writes each product's units as they stand, so the ledger adds up on an earlier release's data", async () => {
    const { getDbHandle } = await import('@/db/client');
    const { applyOne, pgSession, pgliteSession, readMigration } = await import('@/db/migrate');
    const db = await getDb();
    const p = await stockedProduct(m.merchantId, 0);
    // Units as a release without the ledger wrote them: no movement.
    await db.execute(sql`insert into stock_units (merchant_id, product_id, location, state, batch_number, best_before)
      select ${m.merchantId}, ${p.id}, 'OPEN-' || (g % 2), (array['on_shelf','reserved','picking','blocked','written_off','not_shelved'])[g % 6 + 1],
             case when g % 3 = 0 then 'LOT' end, case when g % 4 = 0 then date '2030-01-01' end
        from generate_series(1, 60) g`);
    await db.execute(sql`update products set on_hand = 50, reserved = 20, available = 10 where id = ${p.id}`);
    expect((await verifyStockLedger(db, { productIds: [p.id] })).length).toBeGreaterThan(0);

    const batched = readMigration('0033_stock_ledger').sql.filter((s) => s.includes('repeat-until-done'));
    expect(batched).toHaveLength(1);
    const h = await getDbHandle();
    const client = h.pool ? await h.pool.connect() : null;
    try {
      const session = client ? pgSession(client) : pgliteSession(h.pglite!);
      await applyOne(session, { sql: batched });
      await applyOne(session, { sql: batched }); // again: nothing twice
    } finally {
      client?.release();
    }
    await expectAddsUp([p.id]);
    const rows = await movementsOf(p.id);
    expect(rows.every((r) => r.reason === 'opening_balance' && r.fromState === null)).toBe(true);
    expect(rows.reduce((s, r) => s + r.quantity, 0)).toBe(60);
    expect(new Set(rows.map((r) => r.toState))).toEqual(
      new Set(['on_shelf', 'blocked', 'written_off', 'not_shelved']),
    );
  });
});
