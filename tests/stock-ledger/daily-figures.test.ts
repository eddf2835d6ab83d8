import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { setClockForTests } from '@/server/core/clock';
import { readDailyStockFigures } from '@/server/stock-ledger/daily-figures/read-daily-figures';
import { dayOf, writeEndedDays, writeStockDay } from '@/server/stock-ledger/daily-figures/write-day';
import { merchantFixture, operatorFixture, uniq } from '../support/fixtures';
import { confirmedOrder, ship, startPicking, stockedProduct } from '../support/outbound-helpers';

/** The daily stock figures (docs/decisions/stock-ledger.md "Daily stock figures"). */
afterEach(() => setClockForTests(null));

const daysAgo = (n: number, hour = 12) => {
  const d = new Date(Date.now() - n * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

describe('daily stock figures', () => {
  it("writes each day's on-hand units per product and location kind from the day before and the day's movements", async () => {
    const m = await merchantFixture();
    const op = await operatorFixture();
    const [pick, bulk] = [uniq('DF-P'), uniq('DF-B')];
    await op.api('POST', '/ops/v1/locations', { body: { location: { code: pick, kind: 'pick' } } });
    await op.api('POST', '/ops/v1/locations', { body: { location: { code: bulk, kind: 'bulk' } } });
    const [d3, d2] = [dayOf(daysAgo(3)), dayOf(daysAgo(2))];

    setClockForTests(daysAgo(3));
    const p = await stockedProduct(m.merchantId, 0);
    await op.api('POST', '/ops/v1/stock-units', {
      merchant: m.merchantId,
      body: { receipt: { product_id: p.id, quantity: 10, location: bulk } },
    });
    await op.api('POST', '/ops/v1/stock-units', {
      merchant: m.merchantId,
      body: { receipt: { product_id: p.id, quantity: 2, location: pick, state: 'blocked' } },
    });
    setClockForTests(daysAgo(2));
    await op.api('POST', '/ops/v1/stock-units/_move', {
      merchant: m.merchantId,
      body: { move: { product: { id: p.id }, from_location: bulk, to_location: pick, quantity: 4 } },
    });
    const order = await confirmedOrder(m, [{ productId: p.id, quantity: 3 }]);
    await startPicking(op, order.id);
    await ship(op, order.id, [{ order_item_id: order.items[0]!.id, quantity: 3 }], { key: randomUUID() });
    setClockForTests(null);

    const db = await getDb();
    await writeStockDay(db, d3);
    await writeStockDay(db, d2);
    const read = () => readDailyStockFigures(db, m.merchantId, { from: d3, to: d2 });
    const expected = [
      { day: d3, product_id: p.id, location_kind: 'bulk', on_hand: 10 },
      { day: d3, product_id: p.id, location_kind: 'pick', on_hand: 2 },
      // 4 moved to pick, then 3 shipped from the lowest unit ids (those moved): bulk 6, pick 2 + 1
      { day: d2, product_id: p.id, location_kind: 'bulk', on_hand: 6 },
      { day: d2, product_id: p.id, location_kind: 'pick', on_hand: 3 },
    ];
    expect(await read()).toEqual(expected);
    // Again: the same (idempotent); and from the whole history when the day before was not written.
    await writeStockDay(db, d2);
    expect(await read()).toEqual(expected);
    await db.execute(sql`delete from daily_stock_figure_days where day = ${d3}::date`);
    await writeStockDay(db, d2);
    expect(await read()).toEqual(expected);
  });

  it('writes only ended days; the night run writes yesterday', async () => {
    const db = await getDb();
    await expect(writeStockDay(db, dayOf(new Date()))).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    const written = await writeEndedDays(db);
    expect(written).toContain(dayOf(daysAgo(1)));
    const res = await db.execute(
      sql`select 1 from daily_stock_figure_days where day = ${dayOf(daysAgo(1))}::date`,
    );
    expect(res.rows).toHaveLength(1);
  });
});
