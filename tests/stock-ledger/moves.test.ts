import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { stockUnits } from '@/db/schema';
import { describeDisagreement, verifyStockLedger } from '@/server/stock-ledger/ledger/verify-ledger';
import { createProduct } from '../support/data';
import {
  merchantFixture,
  operatorFixture,
  uniq,
  type ApiResponse,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';

/** POST /ops/v1/stock-units/_move (docs/decisions/stock-ledger.md §2). */
let m: MerchantFixture;
let op: OperatorFixture;
beforeAll(async () => {
  m = await merchantFixture();
  op = await operatorFixture();
});

const move = (body: Record<string, unknown>, key?: string, merchant = m.merchantId) =>
  op.api('POST', '/ops/v1/stock-units/_move', {
    merchant,
    body: { move: body },
    headers: key ? { 'idempotency-key': key } : {},
  });

async function locationsOf(productId: string) {
  const db = await getDb();
  const rows = await db.select().from(stockUnits).where(eq(stockUnits.productId, productId));
  const out: Record<string, number> = {};
  for (const r of rows) out[`${r.location}/${r.state}`] = (out[`${r.location}/${r.state}`] ?? 0) + 1;
  return out;
}

async function expectAddsUp(productIds: string[]) {
  const found = await verifyStockLedger(await getDb(), { productIds });
  expect(found.map(describeDisagreement)).toEqual([]);
}

describe('moving units', () => {
  it('moves units of a product by id, SKU or GTIN, lowest ids first, and records moved rows', async () => {
    const gtin = `64${Date.now()}`.slice(0, 13);
    const p = await createProduct(m.merchantId, { gtin });
    const [from, to] = [uniq('MV-F'), uniq('MV-T')];
    const received = await op.api('POST', '/ops/v1/stock-units', {
      merchant: m.merchantId,
      body: { receipt: { product_id: p.id, quantity: 5, location: from } },
    });
    const ids = received.body.stock_units.map((u: any) => u.id);
    const res = await move({ product: { gtin }, from_location: from, to_location: to, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.stock_move).toMatchObject({ to_location: to, quantity: 2 });
    expect(res.body.stock_move.stock_units.map((u: any) => u.id)).toEqual(ids.slice(0, 2));
    expect(
      (await move({ product: { sku: p.sku }, from_location: from, to_location: to, quantity: 1 })).status,
    ).toBe(200);
    expect(await locationsOf(p.id)).toEqual({ [`${from}/on_shelf`]: 2, [`${to}/on_shelf`]: 3 });
    const ledger = await m.api('GET', `/v1/products/${p.id}/stock-movements?reason=moved`);
    expect(ledger.body.stock_movements.map((x: any) => [x.quantity, x.from_location, x.to_location])).toEqual(
      [
        [1, from, to],
        [2, from, to],
      ],
    );
    expect(ledger.body.stock_movements[1].reference).toEqual({
      type: 'stock_move',
      id: res.body.stock_move.id,
    });
    await expectAddsUp([p.id]);
  });

  it('moves reserved units with their order: the pick list then names the new place', async () => {
    const [from, to] = [uniq('MV-R'), uniq('MV-R')];
    const p = await stockedProduct(m.merchantId, 2, from);
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    expect(
      (await move({ product: { id: p.id }, from_location: from, to_location: to, quantity: 2 })).status,
    ).toBe(200);
    expect(await locationsOf(p.id)).toEqual({ [`${to}/reserved`]: 2 });
    const picked = await startPicking(op, order.id);
    expect(picked.body.pick_list.walk.map((u: any) => u.location)).toEqual([to, to]);
    await expectAddsUp([p.id]);
  });

  it('moves named units, and only lots asked for', async () => {
    const p = await createProduct(m.merchantId);
    const [from, to] = [uniq('MV-N'), uniq('MV-N')];
    const rec = (batch: string) =>
      op.api('POST', '/ops/v1/stock-units', {
        merchant: m.merchantId,
        body: { receipt: { product_id: p.id, quantity: 2, location: from, batch_number: batch } },
      });
    const a = (await rec('A')).body.stock_units;
    await rec('B');
    const byLot = await move({
      product: { id: p.id },
      from_location: from,
      to_location: to,
      quantity: 2,
      batch_number: 'B',
    });
    expect(byLot.status).toBe(200);
    const named = await move({ unit_ids: [a[1].id], to_location: to, from_location: from });
    expect(named.body.stock_move.stock_units).toEqual([
      { id: a[1].id, product_id: p.id, from_location: from, state: 'on_shelf' },
    ]);
    const ledger = await m.api('GET', `/v1/products/${p.id}/stock-movements?reason=moved`);
    expect(ledger.body.stock_movements.map((x: any) => [x.batch_number, x.quantity])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    await expectAddsUp([p.id]);
  });

  it('answers a retry with the same key once, and refuses the key for another body', async () => {
    const [from, to] = [uniq('MV-K'), uniq('MV-K')];
    const p = await stockedProduct(m.merchantId, 3, from);
    const key = randomUUID();
    const body = { product: { id: p.id }, from_location: from, to_location: to, quantity: 2 };
    const first = await move(body, key);
    const again = await move(body, key);
    expect([again.status, again.body, again.headers.get('idempotent-replayed')]).toEqual([
      200,
      first.body,
      'true',
    ]);
    expect(await locationsOf(p.id)).toEqual({ [`${from}/on_shelf`]: 1, [`${to}/on_shelf`]: 2 });
    const other = await move({ ...body, quantity: 1 }, key);
    expect([other.status, other.body.error_code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
  });

  it('refuses what it cannot do, moving nothing', async () => {
    const [from, to] = [uniq('MV-E'), uniq('MV-E')];
    const p = await stockedProduct(m.merchantId, 2, from);
    const short = await move({ product: { id: p.id }, from_location: from, to_location: to, quantity: 3 });
    expect([short.status, short.body.error_code, short.body.details.found]).toEqual([
      409,
      'STOCK_MOVE_UNITS_UNAVAILABLE',
      2,
    ]);
    const closed = uniq('MV-CLOSED');
    await op.api('POST', '/ops/v1/locations', {
      body: { location: { code: closed, kind: 'bulk', active: false } },
    });
    const inactive = await move({
      product: { id: p.id },
      from_location: from,
      to_location: closed,
      quantity: 1,
    });
    expect([inactive.status, inactive.body.error_code]).toEqual([422, 'LOCATION_INACTIVE']);
    const unknown = await move({
      product: { sku: 'NO-SUCH' },
      from_location: from,
      to_location: to,
      quantity: 1,
    });
    expect([unknown.status, unknown.body.error_code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    const neither = await move({ from_location: from, to_location: to });
    expect([neither.status, neither.body.error_code]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await locationsOf(p.id)).toEqual({ [`${from}/on_shelf`]: 2 });
  });

  it("never reaches another merchant's units; merchant clients are refused", async () => {
    const other = await merchantFixture();
    const theirs = await stockedProduct(other.merchantId, 1, 'MV-THEIRS');
    const db = await getDb();
    const [unit] = await db.select().from(stockUnits).where(eq(stockUnits.productId, theirs.id));
    const res = await move({ unit_ids: [unit!.id], to_location: 'MV-MINE' });
    expect([res.status, res.body.error_code]).toEqual([404, 'STOCK_UNIT_NOT_FOUND']);
    const byId = await move({
      product: { id: theirs.id },
      from_location: 'MV-THEIRS',
      to_location: 'X',
      quantity: 1,
    });
    expect(byId.status).toBe(404);
    const asMerchant = await m.api('POST', '/ops/v1/stock-units/_move', {
      body: { move: { unit_ids: [unit!.id], to_location: 'X' } },
    });
    expect([asMerchant.status, asMerchant.body.error_code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
  });
});

/**
 * Races on PostgreSQL: a session holds the product's units while the calls start, so they wait side by side and
 * race when it lets go; on the embedded database (one connection) they run one after another and the same
 * rules hold. After each, the ledger adds up.
 */
const onPostgres = !!process.env.DATABASE_URL;

async function race(productId: string, waiters: number, calls: () => Promise<ApiResponse>[]) {
  if (!onPostgres) {
    const out: ApiResponse[] = [];
    for (const c of calls()) out.push(await c);
    return out;
  }
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from stock_units where product_id = $1 for update', [productId]);
  const running = calls();
  const end = Date.now() + 15_000;
  for (;;) {
    const r = await holder.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (r.rows[0].n >= waiters || Date.now() > end) break;
    await new Promise((res) => setTimeout(res, 20));
  }
  await holder.query('rollback');
  await holder.end();
  return Promise.all(running);
}

describe('moves in parallel', () => {
  it('two moves of the same units: one moves them, the other finds them gone', async () => {
    const [from, a, b] = [uniq('MVP'), uniq('MVP-A'), uniq('MVP-B')];
    const p = await stockedProduct(m.merchantId, 3, from);
    const [x, y] = await race(p.id, 2, () => [
      move({ product: { id: p.id }, from_location: from, to_location: a, quantity: 3 }),
      move({ product: { id: p.id }, from_location: from, to_location: b, quantity: 3 }),
    ]);
    expect([x!.status, y!.status].sort()).toEqual([200, 409]);
    const moved = await locationsOf(p.id);
    expect(Object.values(moved)).toEqual([3]);
    await expectAddsUp([p.id]);
  });

  it('a move racing the pick of the same units: both happen, the pick list names where they are', async () => {
    const [from, to] = [uniq('MVP'), uniq('MVP')];
    const p = await stockedProduct(m.merchantId, 2, from);
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    const [moved, picked] = await race(p.id, 2, () => [
      move({ product: { id: p.id }, from_location: from, to_location: to, quantity: 2 }),
      startPicking(op, order.id),
    ]);
    expect([moved!.status, picked!.status]).toEqual([200, 200]);
    expect(await locationsOf(p.id)).toEqual({ [`${to}/picking`]: 2 });
    await expectAddsUp([p.id]);
  });

  it('a move racing the shipment of the same units: shipped units are not moved', async () => {
    const [from, to] = [uniq('MVP'), uniq('MVP')];
    const p = await stockedProduct(m.merchantId, 2, from);
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    await startPicking(op, order.id);
    const [moved, shipped] = await race(p.id, 2, () => [
      move({ product: { id: p.id }, from_location: from, to_location: to, quantity: 2 }),
      ship(op, order.id, [{ order_item_id: order.items[0]!.id, quantity: 2 }], { key: randomUUID() }),
    ]);
    expect(shipped!.status).toBe(201);
    expect([200, 409]).toContain(moved!.status);
    expect(await locationsOf(p.id)).toEqual({});
    const db = await getDb();
    const out = await db.execute(
      sql`select from_location from stock_movements where product_id = ${p.id} and reason = 'order_shipped'`,
    );
    // The shipment takes the units from where the race left them: moved first, or never moved.
    expect(out.rows).toEqual([{ from_location: moved!.status === 200 ? to : from }]);
    await expectAddsUp([p.id]);
  });
});
