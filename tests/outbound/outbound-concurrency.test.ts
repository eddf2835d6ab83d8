import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { shipments } from '@/db/schema';
import { countFigures } from '@/server/stock/figures';
import { describeDisagreement, verifyStockLedger } from '@/server/stock-ledger/ledger/verify-ledger';
import { operatorFixture, merchantFixture, type ApiResponse } from '../support/fixtures';
import { figures, unitStates } from '../support/order-helpers';
import {
  confirmedOrder,
  reportProblem,
  ship,
  startPicking,
  stockedProduct,
} from '../support/outbound-helpers';

/**
 * Outbound operations on one order at once. On PostgreSQL a second session holds the order's row lock while
 * the requests start, so they really wait side by side (seen in pg_locks) and race when it is released; on
 * the embedded database (one connection) the same requests run one after another and the same rules hold.
 */
const onPostgres = !!process.env.DATABASE_URL;

async function race(orderId: string, waiters: number, calls: () => Promise<ApiResponse>[]) {
  if (!onPostgres) return Promise.all(calls());
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from orders where id = $1 for update', [orderId]);
  const running = calls();
  const settled: unknown[] = [];
  for (const r of running) void r.then((x) => settled.push([x.status, x.body]));
  const end = Date.now() + 15_000;
  for (;;) {
    const r = await holder.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (r.rows[0].n >= waiters) break;
    if (Date.now() > end) {
      const seen = await holder.query(
        `select pid, pg_blocking_pids(pid) as by, state, wait_event_type, wait_event, left(query, 80) as q, (select pg_backend_pid()) as me from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`,
      );
      await holder.query('rollback');
      await holder.end();
      throw new Error(
        `the requests never waited side by side: ${JSON.stringify(seen.rows)} ${JSON.stringify(settled)}`,
      );
    }
    await new Promise((res) => setTimeout(res, 20));
  }
  await holder.query('rollback');
  await holder.end();
  return Promise.all(running);
}

/** Every unit received is on a shelf, held, written off or shipped: none lost, none doubled. */
async function conserved(productId: string, received: number) {
  const db = await getDb();
  const states = await unitStates(productId);
  const shipped = await db.execute(
    sql`select count(*)::int as n from shipment_units where product_id = ${productId}`,
  );
  const inStock = Object.values(states).reduce((a, b) => a + b, 0);
  expect(inStock + Number((shipped.rows[0] as { n: number }).n)).toBe(received);
  expect(await figures(productId)).toEqual(await countFigures(db, productId));
  // And the stock ledger adds up (npm run stock:verify).
  expect((await verifyStockLedger(db, { productIds: [productId] })).map(describeDisagreement)).toEqual([]);
}

describe('outbound in parallel', () => {
  it('two pickers start the same order: one wins, the other 409 ORDER_NOT_PICKABLE', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 2);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
    expect((await op.api('GET', `/ops/v1/orders?merchant_id=${m.merchantId}`)).body.total).toBe(1);
    const results = await race(o.id, 2, () => [startPicking(op, o.id), startPicking(op, o.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error_code).toBe('ORDER_NOT_PICKABLE');
    expect(await unitStates(p.id)).toEqual({ picking: 2 });
    await conserved(p.id, 2);
  });

  it('a shipment posted twice with one key at once makes one shipment; both answer it', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const p = await stockedProduct(m.merchantId, 3);
    const o = await confirmedOrder(m, [{ productId: p.id, quantity: 3 }]);
    await startPicking(op, o.id);
    const items = [{ order_item_id: o.items[0]!.id, quantity: 2 }];
    const results = await race(o.id, 2, () => [
      ship(op, o.id, items, { key: 'same-key' }),
      ship(op, o.id, items, { key: 'same-key' }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results[0]!.body.shipment.id).toBe(results[1]!.body.shipment.id);
    expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    const db = await getDb();
    expect(await db.select().from(shipments).where(eq(shipments.orderId, o.id))).toHaveLength(1);
    expect(await figures(p.id)).toEqual({ on_hand: 1, reserved: 1, available: 0 });
    await conserved(p.id, 3);
  });

  it('picking and shipping race a merchant cancel: either cancelled with units released, or processing', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    const outcomes = new Set<string>();
    for (let round = 0; round < 4; round++) {
      const p = await stockedProduct(m.merchantId, 2);
      const o = await confirmedOrder(m, [{ productId: p.id, quantity: 2 }]);
      const calls = () => {
        const cancel = m.api('POST', `/v1/orders/${o.id}/_cancel`);
        const pickThenShip = startPicking(op, o.id).then((r) =>
          r.status === 200 ? ship(op, o.id, [{ order_item_id: o.items[0]!.id, quantity: 2 }]) : r,
        );
        return round % 2 ? [cancel, pickThenShip] : [pickThenShip, cancel];
      };
      const [a, b] = await race(o.id, 2, calls);
      const [cancel, warehouse] = round % 2 ? [a!, b!] : [b!, a!];
      const order = (await m.api('GET', `/v1/orders/${o.id}`)).body.order;
      if (cancel.status === 200) {
        expect(order.status).toBe('cancelled');
        expect(warehouse.body.error_code).toBe('ORDER_NOT_PICKABLE');
        expect(await unitStates(p.id)).toEqual({ on_shelf: 2 });
        outcomes.add('cancelled');
      } else {
        expect(cancel.body.error_code).toBe('ORDER_NOT_CANCELLABLE');
        expect(warehouse.status).toBe(201);
        expect(order.status).toBe('processed');
        expect(await figures(p.id)).toEqual({ on_hand: 0, reserved: 0, available: 0 });
        outcomes.add('shipped');
      }
      await conserved(p.id, 2);
    }
    expect(outcomes.size).toBeGreaterThanOrEqual(1);
  });

  it('a problem report races a shipment of the same line: one of them, units conserved', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    for (let round = 0; round < 4; round++) {
      const p = await stockedProduct(m.merchantId, 1);
      const o = await confirmedOrder(m, [{ productId: p.id, quantity: 1 }]);
      await startPicking(op, o.id);
      const line = o.items[0]!.id;
      const calls = () => {
        const s = ship(op, o.id, [{ order_item_id: line, quantity: 1 }]);
        const pr = reportProblem(op, o.id, { code: 'unit_missing', item_id: line });
        return round % 2 ? [s, pr] : [pr, s];
      };
      const results = await race(o.id, 2, calls);
      const s = results.find((r) => r.body?.shipment || r.body?.error_code === 'ORDER_NOT_SHIPPABLE')!;
      const pr = results.find((r) => r !== s)!;
      const order = (await m.api('GET', `/v1/orders/${o.id}`)).body.order;
      if (s.status === 201) {
        expect(pr.body.error_code).toBe('ORDER_PROBLEM_NOT_REPORTABLE');
        expect(order.status).toBe('processed');
      } else {
        expect(s.body.error_code).toBe('ORDER_NOT_SHIPPABLE');
        expect(pr.status).toBe(200);
        expect(order.status).toBe('problem');
        expect(await unitStates(p.id)).toEqual({ written_off: 1 });
      }
      await conserved(p.id, 1);
    }
  });
});
