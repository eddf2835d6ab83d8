import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { SYSTEM_ACTOR } from '@/server/core/actor';
import { createOrderFromLines } from '@/server/orders/lifecycle/new-order';
import { exchangeOrdersOf, exchangeReturn, orderRow, returnEvents } from '../support/exchange-data';
import {
  merchantFixture,
  operatorFixture,
  type ApiResponse,
  type MerchantFixture,
} from '../support/fixtures';
import { arrive } from '../support/returns-data';

/**
 * Exchanges under concurrency. On PostgreSQL a second session holds the return's row lock while the requests
 * start, so they really wait side by side (seen in pg_stat_activity) and race when it is released; on the
 * embedded database (one connection) the same requests run one after another and the same rules hold.
 */
const onPostgres = !!process.env.DATABASE_URL;

async function race(returnId: string, calls: () => Promise<ApiResponse>[]) {
  if (!onPostgres) return Promise.all(calls());
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from order_returns where id = $1 for update', [returnId]);
  const running = calls();
  const end = Date.now() + 15_000;
  for (;;) {
    const r = await holder.query(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if (r.rows[0].n >= running.length) break;
    if (Date.now() > end) {
      await holder.query('rollback');
      await holder.end();
      throw new Error('the requests never waited side by side');
    }
    await new Promise((res) => setTimeout(res, 20));
  }
  await holder.query('rollback');
  await holder.end();
  return Promise.all(running);
}

const exchangeAction = (m: MerchantFixture, id: string, action: '_release' | '_cancel') =>
  m.api('POST', `/v1/order-returns/${id}/exchange/${action}`);

describe('exchanges under concurrency', () => {
  it('a release by inspection racing a manual cancel has one outcome, and the order agrees', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const { r } = await exchangeReturn(m);
    await arrive(op, r.id);
    const [inspected, cancelled] = await race(r.id, () => [
      op.api('POST', `/ops/v1/order-returns/${r.id}/items/${r.items[0].id}/_inspect`, {
        body: { inspection: { received_quantity: 1, condition: 'sellable' } },
      }),
      exchangeAction(m, r.id, '_cancel'),
    ]);
    expect(inspected!.status).toBe(200);
    const final = (await m.api('GET', `/v1/order-returns/${r.id}`)).body.order_return;
    const order = await orderRow(r.exchange_order.id);
    if (final.exchange_status === 'released') {
      expect(cancelled!.status).toBe(409);
      expect(cancelled!.body.error_code).toBe('ORDER_RETURN_EXCHANGE_RELEASED');
      expect(order.status).toBe('confirmed');
      expect(await returnEvents(r.id, 'order_return.exchange_released')).toHaveLength(1);
    } else {
      expect(final.exchange_status).toBe('cancelled');
      expect(cancelled!.status).toBe(200);
      expect(order.status).toBe('cancelled');
      expect(await returnEvents(r.id, 'order_return.exchange_released')).toHaveLength(0);
    }
  });

  it('two releases of one exchange at once: one 200, one 409, one confirmed order reserving once', async () => {
    const m = await merchantFixture();
    const { r, sizeL } = await exchangeReturn(m, { stock: 3 });
    const results = await race(r.id, () => [
      exchangeAction(m, r.id, '_release'),
      exchangeAction(m, r.id, '_release'),
    ]);
    expect(results.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(results.find((x) => x.status === 409)!.body.error_code).toBe('ORDER_RETURN_EXCHANGE_RELEASED');
    const orders = await exchangeOrdersOf(r.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.status).toBe('confirmed');
    const product = await m.api('GET', `/v1/products/${sizeL.id}`);
    expect(product.body.product.stock.reserved).toBe(1);
    expect(await returnEvents(r.id, 'order_return.exchange_released')).toHaveLength(1);
  });

  it('a return cancelled while its exchange is being released: either released (order kept) or both cancelled', async () => {
    const m = await merchantFixture();
    const { r } = await exchangeReturn(m);
    const [released, cancelled] = await race(r.id, () => [
      exchangeAction(m, r.id, '_release'),
      m.api('POST', `/v1/order-returns/${r.id}/_cancel`),
    ]);
    expect(cancelled!.status).toBe(200);
    const final = (await m.api('GET', `/v1/order-returns/${r.id}`)).body.order_return;
    expect(final.status).toBe('deleted');
    const order = await orderRow(r.exchange_order.id);
    if (released!.status === 200) {
      expect(final.exchange_status).toBe('released');
      expect(order.status).toBe('confirmed');
    } else {
      expect(released!.body.error_code).toBe('ORDER_RETURN_EXCHANGE_CANCELLED');
      expect(final.exchange_status).toBe('cancelled');
      expect(order.status).toBe('cancelled');
    }
  });

  it('a second exchange order of one return cannot exist (the unique index), whatever creates it', async () => {
    const m = await merchantFixture();
    const { r, sizeL } = await exchangeReturn(m);
    const db = await getDb();
    await expect(
      db.transaction((tx) =>
        createOrderFromLines(
          tx,
          m.merchantId,
          { customer: null, items: [{ productId: sizeL.id, quantity: 1 }], exchangeForReturnId: r.id },
          SYSTEM_ACTOR,
        ),
      ),
    ).rejects.toThrow();
    expect(await exchangeOrdersOf(r.id)).toHaveLength(1);
  });
});
