import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { countFigures } from '@/server/stock/figures';
import { createProduct } from '../support/data';
import { merchantFixture, operatorFixture, uniq, type ApiResponse } from '../support/fixtures';
import { announce, arrive, close, receive, unitsOfNotice } from '../support/inbound-helpers';
import { figures } from '../support/order-helpers';

/**
 * Receipts and the close of one notice at once, on PostgreSQL: a second session holds the notice's row lock
 * while the requests start, so they really wait side by side (seen in pg_stat_activity) and race when it is
 * released. The embedded database has one connection, where nothing runs side by side: skipped there.
 */
const onPostgres = !!process.env.DATABASE_URL;

async function race(noticeId: string, waiters: number, calls: () => Promise<ApiResponse>[]) {
  const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query('begin');
  await holder.query('select id from inbound_shipments where id = $1 for update', [noticeId]);
  const running = calls();
  const end = Date.now() + 15_000;
  try {
    for (;;) {
      const r = await holder.query(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if (r.rows[0].n >= waiters) break;
      if (Date.now() > end) throw new Error('the requests never waited side by side');
      await new Promise((res) => setTimeout(res, 20));
    }
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
  return Promise.all(running);
}

async function receiptsOf(noticeId: string): Promise<number> {
  const db = await getDb();
  const res = await db.execute(
    sql`select count(*)::int as n from inbound_receipts where inbound_shipment_id = ${noticeId}`,
  );
  return Number((res.rows[0] as { n: number }).n);
}

describe.skipIf(!onPostgres)('inbound receiving in parallel (PostgreSQL)', () => {
  it('two receipts of the same box at once: both count, nothing lost', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 10 }] }]);
    await arrive(op, n.id);
    const box = n.boxes[0]!.code;
    const results = await race(n.id, 2, () => [
      receive(op, n.id, [{ product: { id: p.id }, quantity: 4 }], { box }),
      receive(op, n.id, [{ product: { id: p.id }, quantity: 6 }], { box }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const read = (await m.api('GET', `/v1/inbound-shipments/${n.id}`)).body.inbound_shipment;
    expect(read.boxes[0]).toMatchObject({ received_quantity: 10 });
    expect(read.totals).toMatchObject({ received_quantity: 10, receipts: 2, boxes_received: 1 });
    expect(read.status_history.map((h: any) => h.status)).toEqual(['announced', 'arrived', 'receiving']);
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 10 });
    expect(await figures(p.id)).toEqual(await countFigures(await getDb(), p.id));
  });

  it('a receipt racing _close: the receipt is in the closed figures, or refused with INBOUND_SHIPMENT_CLOSED', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    for (let round = 0; round < 3; round++) {
      const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 5 }] }]);
      await arrive(op, n.id);
      await receive(op, n.id, [{ product: { id: p.id }, quantity: 2 }]);
      const [receipt, closed] = await race(n.id, 2, () => [
        receive(op, n.id, [{ product: { id: p.id }, quantity: 3 }]),
        close(op, n.id, 'closing'),
      ]);
      expect(closed!.status).toBe(200);
      const final = (await m.api('GET', `/v1/inbound-shipments/${n.id}`)).body.inbound_shipment;
      if (receipt!.status === 201) {
        // the receipt committed first: the close saw it
        expect(closed!.body.inbound_shipment.totals.received_quantity).toBe(5);
        expect(final.lines[0]).toMatchObject({ received_quantity: 5, discrepancy: null });
      } else {
        expect(receipt!.status).toBe(409);
        expect(receipt!.body.error_code).toBe('INBOUND_SHIPMENT_CLOSED');
        expect(final.lines[0]).toMatchObject({ received_quantity: 2, discrepancy: 'short' });
      }
      // what the figures say is what is in stock, either way
      const units = await unitsOfNotice(n.id);
      expect(units.on_shelf).toBe(final.totals.received_quantity);
    }
  });

  it('the same receipt key from two instances at once: one receipt', async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const p = await createProduct(m.merchantId);
    const n = await announce(m, [{ lines: [{ productId: p.id, quantity: 8 }] }]);
    await arrive(op, n.id);
    const key = uniq('scan');
    const results = await race(n.id, 2, () => [
      receive(op, n.id, [{ product: { id: p.id }, quantity: 8 }], { key }),
      receive(op, n.id, [{ product: { id: p.id }, quantity: 8 }], { key }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect(results.map((r) => r.headers.get('idempotent-replayed')).sort()).toEqual(['true', null].sort());
    expect(results[0]!.body.receipt.id).toBe(results[1]!.body.receipt.id);
    expect(await receiptsOf(n.id)).toBe(1);
    expect(await unitsOfNotice(n.id)).toEqual({ on_shelf: 8 });
  });
});
