import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { unpricedEvents } from '@/db/schema';
import { chargeEvents } from '@/server/billing/charges/charge-events';
import { chargeQueuedEvents } from '@/server/billing/jobs/charge-outbox';
import { setClockForTests } from '@/server/core/clock';
import { writeStockDaysJob } from '@/server/storing/daily-figures/jobs/write-stock-days';
import { dayOf, writeStockDay } from '@/server/storing/daily-figures/write-day';
import { cardFor, chargeMerchantOutbox, chargesOf, merchantEvents } from '../support/billing-data';
import { createProduct } from '../support/data';
import {
  merchantFixture,
  operatorFixture,
  uniq,
  type MerchantFixture,
  type OperatorFixture,
} from '../support/fixtures';
import { dispatchWholeOutbox } from '../support/outbox';

/**
 * Storage fees (docs/decisions/billing.md "Storage"): each written day of the daily stock figures is charged per
 * product and day, by unit-days and location-days of the card's kinds, exactly once.
 */
afterEach(() => setClockForTests(null));

const onPostgres = !!process.env.DATABASE_URL;
const daysAgo = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  d.setUTCHours(12, 0, 0, 0);
  return d;
};

async function location(op: OperatorFixture, kind: string) {
  const code = uniq(`ST-${kind}`);
  const res = await op.api('POST', '/ops/v1/locations', { body: { location: { code, kind } } });
  expect(res.status).toBe(201);
  return code;
}

async function stock(
  op: OperatorFixture,
  m: MerchantFixture,
  productId: string,
  quantity: number,
  at: string,
) {
  const res = await op.api('POST', '/ops/v1/stock-units', {
    merchant: m.merchantId,
    body: { receipt: { product_id: productId, quantity, location: at } },
  });
  expect(res.status).toBe(201);
}

/** Charges what the outbox holds, as the workers do: dispatch (billing queues its events), then the charge job. */
async function chargeAll() {
  const db = await getDb();
  await dispatchWholeOutbox(db);
  await chargeQueuedEvents(db);
}

const STORAGE_CARD = [
  { fee: 'storage_unit_day', unit_price: 2 },
  { fee: 'storage_location_day:bulk', unit_price: 150 },
  { fee: 'storage_location_day:pick', unit_price: 90 },
];

/** Two products of one merchant sharing a bulk and a pick location, another merchant's units in the bulk one. */
async function storedDay(card: typeof STORAGE_CARD, ago = 3) {
  const op = await operatorFixture();
  const [m, other] = [await merchantFixture(), await merchantFixture()];
  await cardFor(op, m.merchantId, card);
  const [bulk1, bulk2, pick] = [
    await location(op, 'bulk'),
    await location(op, 'bulk'),
    await location(op, 'pick'),
  ];
  const day = dayOf(daysAgo(ago));
  setClockForTests(daysAgo(ago));
  const [p1, p2, theirs] = [
    await createProduct(m.merchantId),
    await createProduct(m.merchantId),
    await createProduct(other.merchantId),
  ];
  await stock(op, m, p1.id, 10, bulk1);
  await stock(op, m, p1.id, 3, pick);
  await stock(op, m, p2.id, 4, bulk1);
  await stock(op, m, p2.id, 6, bulk2);
  await stock(op, m, p2.id, 2, pick);
  await stock(op, other, theirs.id, 100, bulk1);
  setClockForTests(null);
  return { op, m, other, p1, p2, day };
}

describe('storage fees from the daily stock figures', () => {
  it('charges each product-day once by unit-days and location-days, a shared location once, on replay nothing more', async () => {
    const { m, p1, p2, day } = await storedDay(STORAGE_CARD);
    const db = await getDb();
    await writeStockDay(db, day);
    await chargeAll();
    const rows = (await chargesOf(m.merchantId)).map((c) => [
      c.fee,
      c.subjectId === p1.id ? 'p1' : 'p2',
      c.quantity,
      c.amount,
    ]);
    // p1: 13 units, its bulk location (10 of the 14 there) and the pick one (3 of 5); p2: 12 units and the bulk
    // location it has alone. Three locations: three location-days.
    expect(rows.sort()).toEqual(
      [
        ['storage_location_day:bulk', 'p1', 1, 150],
        ['storage_location_day:bulk', 'p2', 1, 150],
        ['storage_location_day:pick', 'p1', 1, 90],
        ['storage_unit_day', 'p1', 13, 26],
        ['storage_unit_day', 'p2', 12, 24],
      ].sort(),
    );
    for (const c of await chargesOf(m.merchantId)) {
      expect(c.referenceType).toBe('product_day');
      expect(c.referenceId).toBe(`${c.subjectId}:${day}`);
      expect(c.occurredAt.toISOString().slice(0, 10)).toBe(day);
    }

    // The day written again (on demand, or the job run again), the events redelivered: nothing more.
    await writeStockDay(db, day);
    await chargeAll();
    expect(await chargeMerchantOutbox(m.merchantId)).toEqual({ charged: 0, unpriced: 0 });
    expect(await chargesOf(m.merchantId)).toHaveLength(5);

    // The merchant finds a product's storage by the product, each opening its day.
    const api = await m.api('GET', `/v1/billing/charges?reference_id=${p2.id}`);
    expect(api.status).toBe(200);
    expect(api.body.total).toBe(2);
    expect(api.body.charges[0]).toMatchObject({
      reference: { type: 'product_day', id: `${p2.id}:${day}` },
      subject: { type: 'product', id: p2.id },
    });
  });

  it("charges only the card's way of pricing storage; a kind or a card without a price is unpriced work", async () => {
    // Location-days only: no unit-days, and the pick kind is not priced.
    const byLocation = await storedDay([{ fee: 'storage_location_day:bulk', unit_price: 150 }], 4);
    const db = await getDb();
    // No storage price at all: unit-days, unpriced with the reason.
    const none = await merchantFixture();
    await cardFor(byLocation.op, none.merchantId, [{ fee: 'outbound_order', unit_price: 100 }]);
    setClockForTests(daysAgo(4));
    const q = await createProduct(none.merchantId);
    await stock(byLocation.op, none, q.id, 7, await location(byLocation.op, 'bulk'));
    setClockForTests(null);

    await writeStockDay(db, byLocation.day);
    await chargeAll();
    expect((await chargesOf(byLocation.m.merchantId)).map((c) => [c.fee, c.quantity]).sort()).toEqual([
      ['storage_location_day:bulk', 1],
      ['storage_location_day:bulk', 1],
    ]);
    const open = async (merchantId: string) =>
      (await db.select().from(unpricedEvents).where(eq(unpricedEvents.merchantId, merchantId))).map((u) => [
        u.fee,
        u.quantity,
        u.reason,
        u.referenceId,
      ]);
    expect(await open(byLocation.m.merchantId)).toEqual([
      ['storage_location_day:pick', 1, 'fee_not_on_card', `${byLocation.p1.id}:${byLocation.day}`],
    ]);
    expect(await chargesOf(none.merchantId)).toEqual([]);
    expect(await open(none.merchantId)).toEqual([
      ['storage_unit_day', 7, 'fee_not_on_card', `${q.id}:${byLocation.day}`],
    ]);
  });

  it('the night job writes yesterday and its storage is charged', async () => {
    const op = await operatorFixture();
    const m = await merchantFixture();
    await cardFor(op, m.merchantId, STORAGE_CARD);
    const yesterday = dayOf(daysAgo(1));
    setClockForTests(daysAgo(1));
    const p = await createProduct(m.merchantId);
    await stock(op, m, p.id, 5, await location(op, 'pick'));
    setClockForTests(null);
    expect(writeStockDaysJob.schedule).toBe('5 0 * * *');
    await writeStockDaysJob.handler({}, { jobId: 'test', retryCount: 0 });
    await chargeAll();
    expect((await chargesOf(m.merchantId)).map((c) => [c.fee, c.quantity, c.referenceId]).sort()).toEqual([
      ['storage_location_day:pick', 1, `${p.id}:${yesterday}`],
      ['storage_unit_day', 5, `${p.id}:${yesterday}`],
    ]);
  });

  it.skipIf(!onPostgres)(
    'the job run twice at once and its events charged by four instances at once: one charge per product-day and fee',
    async () => {
      const { m, day } = await storedDay(STORAGE_CARD, 5);
      // Two runs of the day's job at once: they wait for each other on the day's lock, each tells billing.
      await Promise.all([
        writeStockDaysJob.handler({ day }, { jobId: 'a', retryCount: 0 }),
        writeStockDaysJob.handler({ day }, { jobId: 'b', retryCount: 0 }),
      ]);
      const events = (await merchantEvents(m.merchantId)).filter((e) => e.type === 'work.stock_day_written');
      // (at least: on the shared database another file's night run may write the day too)
      expect(events.length).toBeGreaterThanOrEqual(2);
      const sessions = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
          await c.connect();
          return c;
        }),
      );
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const schema = await import('@/db/schema');
      try {
        // Four sessions at once: a session whose insert meets another's uncommitted charge waits for it, then
        // writes nothing (the unique key on merchant, fee and reference).
        const results = await Promise.all(
          sessions.map((c) => drizzle(c, { schema }).transaction((tx) => chargeEvents(tx as never, events))),
        );
        expect(results.reduce((s, r) => s + r.charged, 0)).toBe(5);
      } finally {
        await Promise.all(sessions.map((c) => c.end()));
      }
      // And the queue's own path on top: nothing more.
      await chargeAll();
      const db = await getDb();
      const res = await db.execute(sql`
        select fee, reference_id, count(*)::int as n from charges
         where merchant_id = ${m.merchantId} group by fee, reference_id`);
      expect(res.rows).toHaveLength(5);
      expect((res.rows as { n: number }[]).every((r) => Number(r.n) === 1)).toBe(true);
    },
  );
});
