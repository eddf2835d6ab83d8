import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { readMigration } from '@/db/migrate';
import { newId } from '@/server/core/ids';
import { DEMO_MERCHANT_ID } from '@/server/demo/demo-data';
import { seedDemo } from '@/server/demo/seed';
import { SEED_STEPS } from '@/server/demo/steps';
import { compactDailyFigures } from '@/server/dashboard/compact-daily-figures';
import { recomputePeriodFigures } from '@/server/dashboard/dashboard-snapshot';
import { dailyFiguresPending, dailyPeriodFigures } from '@/server/dashboard/daily-figures';
import { countMerchantMarkedDays, markOrderDays } from '@/server/dashboard/order-figure-days';
import { DASHBOARD_PERIODS, dashboardPeriod } from '@/server/dashboard/period';
import { merchantFixture } from '../support/fixtures';
import { createProduct } from '../support/data';
import { FULL_CUSTOMER } from '../support/returns-data';

/**
 * The daily figures (dashboard_daily_figures: returns and shipments kept by triggers, orders counted again
 * for the days marked) always equal the figures added up from the records, after any mix of writes: orders
 * created, moved and cancelled, lines changed, shipments made and removed, returns registered, inspected,
 * cancelled and changed; also for writers running side by side, and for a backfill running while the
 * merchant writes. These writes are SQL, as a bulk load's would be, so no event names their orders: the
 * merchant's order days are marked as such a writer must (markOrderDays) before the figures are read.
 */

const DAY = 86_400_000;
const STATUSES = ['draft', 'open', 'processed', 'returning', 'returned', 'deleted', 'problem'];
const REASONS = [null, 'defective', 'damaged_in_transit', 'not_a_code'];
const CONDITIONS = [null, 'sellable', 'damaged', 'not_a_condition'];

/** A small deterministic random sequence, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

type Db = Awaited<ReturnType<typeof getDb>>;
type Exec = Pick<Db, 'execute'>;

const daysAgo = (n: number, rnd: () => number) => new Date(Date.now() - n * DAY - Math.floor(rnd() * DAY));

async function addOrder(db: Exec, m: string, products: string[], rnd: () => number, status?: string) {
  const id = newId();
  const created = daysAgo(Math.floor(rnd() * 100), rnd);
  await db.execute(sql`insert into orders (id, merchant_id, status, customer, created_at)
    values (${id}, ${m}, ${status ?? STATUSES[Math.floor(rnd() * STATUSES.length)]},
            ${JSON.stringify(FULL_CUSTOMER)}::jsonb, ${created.toISOString()}::timestamptz)`);
  const lines = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < lines; i++)
    await db.execute(sql`insert into order_items (id, order_id, merchant_id, position, product_id, product_sku,
        product_name, fulfillment_by, quantity)
      values (${newId()}, ${id}, ${m}, ${i}, ${products[Math.floor(rnd() * products.length)]}, 'SKU', 'Product',
              'provider', ${1 + Math.floor(rnd() * 5)})`);
  return id;
}

async function addShipment(db: Exec, m: string, orderId: string, rnd: () => number) {
  const id = newId();
  await db.execute(sql`insert into shipments (id, merchant_id, order_id, carrier, tracking_codes, parcels, items, shipped_at)
    values (${id}, ${m}, ${orderId}, 'posti', '{}', '[]'::jsonb, '[]'::jsonb, ${daysAgo(Math.floor(rnd() * 95), rnd).toISOString()}::timestamptz)`);
  await db.execute(sql`insert into shipment_units (unit_id, merchant_id, shipment_id, order_id, order_item_id, product_id, location)
    select ${newId()} || i.position::text || g::text, ${m}, ${id}, ${orderId}, i.id, i.product_id, 'L-1'
      from order_items i cross join generate_series(1, 2) g where i.order_id = ${orderId}`);
  return id;
}

async function addReturn(db: Exec, m: string, products: string[], rnd: () => number) {
  const id = newId();
  await db.execute(sql`insert into order_returns (id, merchant_id, type, status, created_at)
    values (${id}, ${m}, 'customer_return', ${rnd() < 0.15 ? 'deleted' : 'pending_merchant_decision'},
            ${daysAgo(Math.floor(rnd() * 100), rnd).toISOString()}::timestamptz)`);
  const lines = 1 + Math.floor(rnd() * 3);
  for (let i = 0; i < lines; i++)
    await db.execute(sql`insert into order_return_items (id, order_return_id, position, product_id, quantity,
        received_quantity, return_reason_code, inspection_condition)
      values (${newId()}, ${id}, ${i}, ${products[Math.floor(rnd() * products.length)]}, ${1 + Math.floor(rnd() * 4)},
              ${rnd() < 0.3 ? Math.floor(rnd() * 4) : null}, ${REASONS[Math.floor(rnd() * REASONS.length)]},
              ${rnd() < 0.4 ? CONDITIONS[Math.floor(rnd() * CONDITIONS.length)] : null})`);
  return id;
}

/** Creates, changes and removes records of the merchant at random. */
async function mixOfWrites(db: Exec, m: string, products: string[], seed: number, rounds: number) {
  const rnd = random(seed);
  const orderIds: string[] = [];
  const returnIds: string[] = [];
  const shipmentIds: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)];
    const what = rnd();
    if (what < 0.3 || !orderIds.length) orderIds.push(await addOrder(db, m, products, rnd));
    else if (what < 0.4) {
      const status = STATUSES[Math.floor(rnd() * STATUSES.length)]!;
      await db.execute(sql`update orders set status = ${status} where id = ${pick(orderIds)!}`);
    } else if (what < 0.45)
      await db.execute(
        sql`update orders set created_at = created_at - interval '3 days' where id = ${pick(orderIds)!}`,
      );
    else if (what < 0.5)
      await db.execute(
        sql`update order_items set quantity = quantity + 1 where order_id = ${pick(orderIds)!}`,
      );
    else if (what < 0.6) shipmentIds.push(await addShipment(db, m, pick(orderIds)!, rnd));
    else if (what < 0.63 && shipmentIds.length) {
      const s = shipmentIds.splice(Math.floor(rnd() * shipmentIds.length), 1)[0]!;
      await db.execute(sql`delete from shipment_units where shipment_id = ${s}`);
      await db.execute(sql`delete from shipments where id = ${s}`);
    } else if (what < 0.66 && shipmentIds.length)
      await db.execute(
        sql`update shipments set shipped_at = shipped_at - interval '1 day' where id = ${pick(shipmentIds)!}`,
      );
    else if (what < 0.8) returnIds.push(await addReturn(db, m, products, rnd));
    else if (!returnIds.length) continue;
    else if (what < 0.87)
      await db.execute(sql`update order_return_items set received_quantity = ${Math.floor(rnd() * 5)},
          inspection_condition = ${CONDITIONS[Math.floor(rnd() * CONDITIONS.length)]}
        where order_return_id = ${pick(returnIds)!}`);
    else if (what < 0.92)
      await db.execute(
        sql`update order_returns set status = ${rnd() < 0.5 ? 'deleted' : 'arrived'} where id = ${pick(returnIds)!}`,
      );
    else if (what < 0.96)
      await db.execute(sql`delete from order_return_items where id = (select id from order_return_items
        where order_return_id = ${pick(returnIds)!} order by position limit 1)`);
    else
      await db.execute(sql`update order_return_items set product_id = ${pick(products)!}, return_reason_code = 'defective'
        where order_return_id = ${pick(returnIds)!}`);
  }
}

async function expectSameFigures(db: Db, m: string) {
  await markOrderDays(db, m);
  await countMerchantMarkedDays(db, m);
  for (const days of DASHBOARD_PERIODS) {
    const period = dashboardPeriod(days);
    const kept = await dailyPeriodFigures(db, m, period);
    expect(kept).toEqual(await recomputePeriodFigures(db, m, period));
    if (days === 90) {
      // the mix reaches every chart
      expect(kept.orders.total).toBeGreaterThan(0);
      expect(kept.returns.total).toBeGreaterThan(0);
      expect(kept.returnRates.length).toBeGreaterThan(0);
      expect(kept.returnLines.byCondition.length).toBeGreaterThan(0);
    }
  }
  // a period that ended 40 days ago
  const past = dashboardPeriod(30, new Date(Date.now() - 40 * DAY));
  expect(await dailyPeriodFigures(db, m, past)).toEqual(await recomputePeriodFigures(db, m, past));
}

async function products(m: string) {
  return Promise.all(
    ['A', 'B', 'C', 'D'].map(async (s) => (await createProduct(m, { sku: `P-${s}`, name: s })).id),
  );
}

/** The migration's batched backfill statement, run until it has no merchant left. */
async function backfill(db: Exec) {
  const stmt = readMigration('0028_dashboard_daily_figures').sql.find((s) =>
    s.includes('repeat-until-done'),
  )!;
  for (let i = 0; i < 100; i++) {
    const left = await db.execute(sql`select count(*)::int as n from dashboard_figures_pending`);
    if ((left.rows[0] as { n: number }).n === 0) return;
    await db.execute(sql.raw(stmt));
  }
}

describe('dashboard daily figures (docs/decisions/portal.md "Dashboard")', () => {
  it('equal the figures added up from the records after a mix of writes', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    const other = await merchantFixture();
    const ps = await products(m.merchantId);
    // a legacy order (shipped before shipments were recorded) that gets its first shipment later
    const legacy = await addOrder(db, m.merchantId, ps, random(7), 'processed');
    await mixOfWrites(db, m.merchantId, ps, 42, 160);
    await mixOfWrites(db, other.merchantId, await products(other.merchantId), 43, 40);
    await expectSameFigures(db, m.merchantId);
    await addShipment(db, m.merchantId, legacy, random(8));
    await expectSameFigures(db, m.merchantId);
    await compactDailyFigures(db, m.merchantId);
    await expectSameFigures(db, m.merchantId);
    await expectSameFigures(db, other.merchantId);
  });

  it('are added up from the history by the backfill, and the records are read until then', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    const ps = await products(m.merchantId);
    await mixOfWrites(db, m.merchantId, ps, 11, 80);
    await db.execute(sql`delete from dashboard_daily_figures where merchant_id = ${m.merchantId}`);
    await db.execute(sql`insert into dashboard_figures_pending (merchant_id) values (${m.merchantId})`);
    expect(await dailyFiguresPending(db, m.merchantId)).toBe(true);
    // writes while pending are left to the backfill
    await mixOfWrites(db, m.merchantId, ps, 12, 20);
    const empty = await db.execute(
      sql`select count(*)::int as n from dashboard_daily_figures where merchant_id = ${m.merchantId}`,
    );
    expect((empty.rows[0] as { n: number }).n).toBe(0);
    await backfill(db);
    expect(await dailyFiguresPending(db, m.merchantId)).toBe(false);
    await expectSameFigures(db, m.merchantId);
    await mixOfWrites(db, m.merchantId, ps, 13, 30);
    await expectSameFigures(db, m.merchantId);
  });

  it('equal them for the demo seed', async () => {
    const db = await getDb();
    await seedDemo(db, SEED_STEPS);
    await expectSameFigures(db, DEMO_MERCHANT_ID);
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'equal them after writers run side by side, and with a backfill running among them',
    async () => {
      const db = await getDb();
      const m = await merchantFixture();
      const ps = await products(m.merchantId);
      const writers = (seed: number) =>
        Array.from({ length: 6 }, (_, i) =>
          db.transaction((tx) => mixOfWrites(tx, m.merchantId, ps, seed + i, 25)),
        );
      await Promise.all(writers(100));
      await expectSameFigures(db, m.merchantId);
      // the sessions wrote into several shards; folding past days keeps the sums, a row a day and key
      await Promise.all([compactDailyFigures(db, m.merchantId), ...writers(150)]);
      await expectSameFigures(db, m.merchantId);
      await compactDailyFigures(db, m.merchantId);
      const spread = await db.execute(sql`select count(*)::int as n from dashboard_daily_figures
        where merchant_id = ${m.merchantId} and day < (now() at time zone 'UTC')::date and shard <> 0`);
      expect((spread.rows[0] as { n: number }).n).toBe(0);
      await expectSameFigures(db, m.merchantId);

      await db.execute(sql`delete from dashboard_daily_figures where merchant_id = ${m.merchantId}`);
      await db.execute(sql`insert into dashboard_figures_pending (merchant_id) values (${m.merchantId})`);
      await Promise.all([...writers(200), backfill(db), ...writers(300)]);
      expect(await dailyFiguresPending(db, m.merchantId)).toBe(false);
      await expectSameFigures(db, m.merchantId);
    },
  );
});
