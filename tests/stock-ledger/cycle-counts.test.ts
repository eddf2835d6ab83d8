import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { outboxEvents, products } from '@/db/schema';
import { describeDisagreement, verifyStockLedger } from '@/server/stock-ledger/ledger/verify-ledger';
import {
  merchantFixture,
  operatorFixture,
  uniq,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';

/** Cycle counts (docs/decisions/stock-ledger.md §3): blind, recount by another person, approval. */
let m: MerchantFixture;
let lead: OperatorFixture;
let counter: OperatorFixture;
let second: OperatorFixture;
beforeAll(async () => {
  m = await merchantFixture();
  [lead, counter, second] = await Promise.all([operatorFixture(), operatorFixture(), operatorFixture()]);
});

const create = (cycle_count: Record<string, unknown>) =>
  lead.api('POST', '/ops/v1/cycle-counts', { body: { cycle_count } });
const report = (who: OperatorFixture, id: string, location: string, items: unknown[]) =>
  who.api('POST', `/ops/v1/cycle-counts/${id}/results`, { body: { result: { location, items } } });

async function expectAddsUp(productIds: string[]) {
  const found = await verifyStockLedger(await getDb(), { productIds });
  expect(found.map(describeDisagreement)).toEqual([]);
}

describe('a cycle count', () => {
  it('blind count, variance, recount by another person, approval by the lead: adjustments in the ledger', async () => {
    const [a, b] = [uniq('CC-A'), uniq('CC-B')];
    const p = await stockedProduct(m.merchantId, 5, a);
    const q = await stockedProduct(m.merchantId, 2, b);
    const created = await create({ locations: [b, a], variance_threshold_units: 0 });
    expect(created.status).toBe(201);
    const c = created.body.cycle_count;
    expect(c.status).toBe('open');
    expect(c.locations.map((l: any) => [l.location, l.status, l.items])).toEqual(
      [a, b].sort().map((code) => [code, 'pending', []]),
    );

    // Location a: 3 found where 5 stand: recount needed; the same counter may not recount.
    const first = await report(counter, c.id, a, [{ product: { id: p.id }, quantity: 3 }]);
    expect(first.status).toBe(200);
    const atA = first.body.cycle_count.locations.find((l: any) => l.location === a);
    expect(atA.status).toBe('recount');
    expect(atA.items).toEqual([
      expect.objectContaining({ product_id: p.id, expected: 5, counted: 3, variance: -2 }),
    ]);
    const again = await report(counter, c.id, a, [{ product: { id: p.id }, quantity: 4 }]);
    expect([again.status, again.body.error_code]).toEqual([409, 'CYCLE_COUNT_SAME_COUNTER']);
    const recount = await report(second, c.id, a, [{ product: { id: p.id }, quantity: 4 }]);
    expect(recount.body.cycle_count.locations.find((l: any) => l.location === a).items[0]).toMatchObject({
      first_counted: 3,
      counted: 4,
      variance: -1,
    });
    // Location b: 3 found where 2 stand, counted by the second person, recounted by the first.
    await report(second, c.id, b, [{ product: { id: q.id }, quantity: 3 }]);
    const done = await report(counter, c.id, b, [{ product: { id: q.id }, quantity: 3 }]);
    expect(done.body.cycle_count.status).toBe('awaiting_approval');
    const late = await report(counter, c.id, b, []);
    expect([late.status, late.body.error_code]).toEqual([409, 'CYCLE_COUNT_NOT_COUNTABLE']);

    // Nothing changed before approval; a counter cannot approve.
    const db = await getDb();
    const onHand = async (id: string) =>
      (await db.select().from(products).where(eq(products.id, id)))[0]!.onHand;
    expect([await onHand(p.id), await onHand(q.id)]).toEqual([5, 2]);
    const byCounter = await counter.api('POST', `/ops/v1/cycle-counts/${c.id}/_approve`);
    expect([byCounter.status, byCounter.body.error_code]).toEqual([409, 'CYCLE_COUNT_APPROVER_IS_COUNTER']);
    const approved = await lead.api('POST', `/ops/v1/cycle-counts/${c.id}/_approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.cycle_count.status).toBe('approved');
    expect([await onHand(p.id), await onHand(q.id)]).toEqual([4, 3]);

    const movements = await m.api('GET', '/v1/stock-movements?reason=count_adjustment');
    expect(
      movements.body.stock_movements
        .map((x: any) => [x.product_id, x.from_state, x.to_state, x.quantity])
        .sort(),
    ).toEqual(
      [
        [p.id, 'on_shelf', 'written_off', 1],
        [q.id, null, 'blocked', 1],
      ].sort(),
    );
    expect(movements.body.stock_movements[0].reference).toEqual({ type: 'cycle_count', id: c.id });
    const events = await db
      .select()
      .from(outboxEvents)
      .where(and(eq(outboxEvents.merchantId, m.merchantId), eq(outboxEvents.type, 'product.stock_counted')));
    expect(events.map((e) => (e.payload as any).data.product_id).sort()).toEqual([p.id, q.id].sort());
    expect(
      (events.find((e) => (e.payload as any).data.product_id === p.id)!.payload as any).data.locations,
    ).toEqual([
      { location: a, batch_number: null, best_before: null, expected: 5, counted: 4, adjustment: -1 },
    ]);
    await expectAddsUp([p.id, q.id]);
    const twice = await lead.api('POST', `/ops/v1/cycle-counts/${c.id}/_approve`);
    expect([twice.status, twice.body.error_code]).toEqual([409, 'CYCLE_COUNT_NOT_APPROVABLE']);
  });

  it('chooses every location of a product, or locations not counted lately; rejects change nothing', async () => {
    // One random stem, so the two codes sort the same way in JavaScript and in the database's collation.
    const stem = uniq('CC-P');
    const [a, b] = [`${stem}-1`, `${stem}-2`];
    const p = await stockedProduct(m.merchantId, 1, a);
    await lead.api('POST', '/ops/v1/stock-units', {
      merchant: m.merchantId,
      body: { receipt: { product_id: p.id, quantity: 1, location: b } },
    });
    const byProduct = await create({ product_id: p.id });
    expect(byProduct.body.cycle_count.locations.map((l: any) => l.location)).toEqual([a, b].sort());
    const stale = await create({ not_counted_for_days: 30 });
    expect(stale.body.cycle_count.locations.map((l: any) => l.location)).toEqual(
      expect.arrayContaining([a, b]),
    );
    const rejected = await lead.api('POST', `/ops/v1/cycle-counts/${byProduct.body.cycle_count.id}/_reject`);
    expect(rejected.body.cycle_count.status).toBe('rejected');
    const closed = await report(counter, byProduct.body.cycle_count.id, a, []);
    expect([closed.status, closed.body.error_code]).toEqual([409, 'CYCLE_COUNT_NOT_COUNTABLE']);
    expect((await create({ locations: [uniq('NOWHERE')] })).body.error_code).toBe('LOCATION_NOT_FOUND');
    expect((await create({ product_id: '0'.repeat(24) })).body.error_code).toBe(
      'CYCLE_COUNT_NOTHING_TO_COUNT',
    );
    const both = await create({ product_id: p.id, locations: [a] });
    expect([both.status, both.body.error_code]).toEqual([400, 'VALIDATION_ERROR']);
    const early = await lead.api('POST', `/ops/v1/cycle-counts/${stale.body.cycle_count.id}/_approve`);
    expect([early.status, early.body.error_code]).toEqual([409, 'CYCLE_COUNT_NOT_APPROVABLE']);
    expect((await lead.api('GET', `/ops/v1/cycle-counts/${'0'.repeat(24)}`)).body.error_code).toBe(
      'CYCLE_COUNT_NOT_FOUND',
    );
    const list = await lead.api('GET', '/ops/v1/cycle-counts?status=rejected&limit=5');
    expect(list.body.cycle_counts[0]).toMatchObject({
      status: 'rejected',
      location_count: 2,
      counted_count: 0,
    });
    expect((await m.api('GET', '/ops/v1/cycle-counts')).status).toBe(403);
  });

  it('an approval racing a shipment of a counted product: stock that left is no variance, the ledger adds up', async () => {
    const a = uniq('CC-S');
    const p = await stockedProduct(m.merchantId, 4, a);
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    await startPicking(lead, order.id);
    const c = (await create({ locations: [a], variance_threshold_units: 5 })).body.cycle_count;
    await report(counter, c.id, a, [{ product: { id: p.id }, quantity: 3 }]);
    const [approved, shipped] = await Promise.all([
      lead.api('POST', `/ops/v1/cycle-counts/${c.id}/_approve`),
      ship(lead, order.id, [{ order_item_id: order.items[0]!.id, quantity: 2 }], { key: randomUUID() }),
    ]);
    expect([approved.status, shipped.status]).toEqual([200, 201]);
    // 4 expected, 3 counted: one free unit written off; the two shipped left through the shipment.
    const db = await getDb();
    expect((await db.select().from(products).where(eq(products.id, p.id)))[0]!.onHand).toBe(1);
    await expectAddsUp([p.id]);
  });
});
