import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { recomputePeriodFigures } from '@/server/dashboard/dashboard-snapshot';
import { dailyPeriodFigures } from '@/server/dashboard/daily-figures';
import {
  countMarkedDays,
  countMerchantMarkedDays,
  settleOrderFigures,
} from '@/server/dashboard/order-figure-days';
import { dashboardPeriod } from '@/server/dashboard/period';
import { countOrderDaysJob } from '@/server/dashboard/jobs/count-order-days';
import { readDashboard } from '@/server/dashboard/read-dashboard';
import { dispatchOutbox } from '@/server/outbox/dispatch';
import { OUTBOX_SUBSCRIBERS } from '@/server/platform/outbox-subscribers';
import { CUSTOMER, line, merchantWithProducts } from '../support/order-helpers';
import { dispatchWholeOutbox } from '../support/outbox';

/**
 * The dashboard's order figures are kept off the write transactions (docs/decisions/portal.md "Dashboard"
 * rule 10): an order's creation writes no figure; the outbox's dispatcher marks its day, a recount of the day
 * counts it, and a dashboard read counts its merchant's days first, dispatched or not.
 */

type Db = Awaited<ReturnType<typeof getDb>>;

async function figureRows(db: Db, merchantId: string) {
  const res = await db.execute<{ figure: string; key1: string; n: string }>(sql`
    select figure, key1, sum(n)::text as n from dashboard_daily_figures
     where merchant_id = ${merchantId} group by figure, key1 order by figure, key1`);
  return res.rows.map((r) => `${r.figure}:${r.key1}=${r.n}`);
}

async function marks(db: Db, merchantId: string) {
  const res = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from dashboard_figure_days where merchant_id = ${merchantId}`,
  );
  return res.rows[0]!.n;
}

/**
 * Runs `fn` while no dispatcher can run: on the shared PostgreSQL database other test files dispatch the
 * whole outbox (and so mark this file's days too); a session holding the dispatchers' lock keeps them waiting.
 * `fn` must not dispatch. PGlite's database is this file's own.
 */
async function withDispatchersHeld<T>(fn: () => Promise<T>): Promise<T> {
  if (!process.env.DATABASE_URL) return fn();
  const session = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await session.connect();
  try {
    await session.query(`select pg_advisory_lock(hashtext('webhooks.dispatch-outbox'))`);
    return await fn();
  } finally {
    await session.end();
  }
}

const order = (productId: string) => ({ order: { customer: CUSTOMER, items: [line(productId, 1)] } });

/** Sessions waiting for a lock in a statement that holds `statement`. */
async function lockWaits(db: Db, statement: string) {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
    where wait_event_type = 'Lock' and query ilike ${'%' + statement + '%'}`);
  return res.rows[0]!.n;
}

async function undispatched(db: Db, merchantId: string) {
  const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_events
    where merchant_id = ${merchantId} and dispatched_at is null`);
  return res.rows[0]!.n;
}

async function waitFor(check: () => Promise<boolean>, ms = 10_000) {
  for (const end = Date.now() + ms; !(await check());) {
    if (Date.now() > end) throw new Error('waited 10 s in vain');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('order figures kept off the write transactions', () => {
  it('a creation writes no figure; the dispatcher marks its day and the recount counts it', async () => {
    const db = await getDb();
    const { m, products } = await merchantWithProducts([5]);
    const created = await withDispatchersHeld(async () => {
      const res = await m.api('POST', '/v1/orders', { body: order(products[0]!.id) });
      expect(res.status).toBe(201);
      expect(await figureRows(db, m.merchantId)).toEqual([]);
      expect(await marks(db, m.merchantId)).toBe(0);
      return res;
    });

    await dispatchWholeOutbox(db);
    expect(await marks(db, m.merchantId)).toBe(1);
    expect(await countMerchantMarkedDays(db, m.merchantId)).toBe(1);
    expect(await marks(db, m.merchantId)).toBe(0);
    expect(await figureRows(db, m.merchantId)).toEqual(['orders:draft=1']);

    // a status change moves the count at the next recount of its day
    const id = created.body.order.id as string;
    expect((await m.api('POST', `/v1/orders/${id}/_confirm`)).status).toBe(200);
    expect(await figureRows(db, m.merchantId)).toEqual(['orders:draft=1']);
    await dispatchWholeOutbox(db);
    await countMerchantMarkedDays(db, m.merchantId);
    expect(await figureRows(db, m.merchantId)).toEqual(['orders:confirmed=1']);
    // counting a day twice counts nothing twice
    await db.execute(sql`insert into dashboard_figure_days (merchant_id, day)
      select merchant_id, (created_at at time zone 'UTC')::date from orders where id = ${id}`);
    await countMerchantMarkedDays(db, m.merchantId);
    expect(await figureRows(db, m.merchantId)).toEqual(['orders:confirmed=1']);
  });

  it("a dashboard read counts the merchant's orders whose events are not dispatched yet", async () => {
    const db = await getDb();
    const { m, products } = await merchantWithProducts([5]);
    await withDispatchersHeld(async () => {
      for (let i = 0; i < 3; i++)
        expect((await m.api('POST', '/v1/orders', { body: order(products[0]!.id) })).status).toBe(201);
      const undispatched = await db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_events
        where merchant_id = ${m.merchantId} and type like 'order.%' and dispatched_at is null`);
      expect(undispatched.rows[0]!.n).toBe(3);
      const dashboard = await readDashboard(db, m.merchantId, { days: 7 });
      expect(dashboard.orders.total).toBe(3);
      // the events stay for the dispatcher (webhooks); their day is already counted
      const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_events
        where merchant_id = ${m.merchantId} and type like 'order.%' and dispatched_at is null`);
      expect(after.rows[0]!.n).toBe(3);
      expect(await marks(db, m.merchantId)).toBe(0);
    });
  });

  it('the background job counts the days the dispatcher marked, of every merchant', async () => {
    const db = await getDb();
    const a = await merchantWithProducts([5]);
    const b = await merchantWithProducts([5]);
    for (const { m, products } of [a, b])
      expect((await m.api('POST', '/v1/orders', { body: order(products[0]!.id) })).status).toBe(201);
    await dispatchWholeOutbox(db);
    expect(await marks(db, a.m.merchantId)).toBe(1);
    expect(await marks(db, b.m.merchantId)).toBe(1);
    await countOrderDaysJob.handler({}, { jobId: 'j', retryCount: 0 });
    for (const { m } of [a, b]) {
      expect(await marks(db, m.merchantId)).toBe(0);
      expect(await figureRows(db, m.merchantId)).toEqual(['orders:draft=1']);
    }
  });

  it('leaves a merchant whose history is still pending to the backfill', async () => {
    const db = await getDb();
    const { m, products } = await merchantWithProducts([5]);
    await db.execute(sql`insert into dashboard_figures_pending (merchant_id) values (${m.merchantId})`);
    try {
      expect((await m.api('POST', '/v1/orders', { body: order(products[0]!.id) })).status).toBe(201);
      await settleOrderFigures(db, m.merchantId);
      expect(await marks(db, m.merchantId)).toBe(0);
      expect(await figureRows(db, m.merchantId)).toEqual([]);
    } finally {
      await db.execute(sql`delete from dashboard_figures_pending where merchant_id = ${m.merchantId}`);
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'an order committed while its day is being counted is counted by the next recount',
    async () => {
      const db = await getDb();
      const { m, products } = await merchantWithProducts([5]);
      const first = await m.api('POST', '/v1/orders', { body: order(products[0]!.id) });
      expect(first.status).toBe(201);
      await dispatchWholeOutbox(db);
      expect(await marks(db, m.merchantId)).toBe(1);
      const today = String(first.body.order.created_at).slice(0, 10);

      // A session's uncommitted figure row of the day holds the recount's insert after its snapshot is taken:
      // the recount has begun and cannot see an order committed from now on.
      const holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(
          `insert into dashboard_daily_figures (merchant_id, figure, day, key1, key2, shard, n, units)
           values ($1, 'orders', $2, 'draft', '', 0, 0, 0)`,
          [m.merchantId, today],
        );
        const recount = countMerchantMarkedDays(db, m.merchantId);
        await waitFor(async () => (await lockWaits(db, 'insert into dashboard_daily_figures')) > 0);

        expect((await m.api('POST', '/v1/orders', { body: order(products[0]!.id) })).status).toBe(201);
        const dispatching = dispatchWholeOutbox(db);
        // The dispatcher marks the day (and waits for the recount to end) or has done so.
        await waitFor(
          async () =>
            (await lockWaits(db, 'insert into dashboard_figure_days')) > 0 ||
            (await undispatched(db, m.merchantId)) === 0,
        );
        await holder.query('rollback');
        await Promise.all([recount, dispatching]);
      } finally {
        await holder.end();
      }
      await countMerchantMarkedDays(db, m.merchantId);
      expect(await figureRows(db, m.merchantId)).toEqual(['orders:draft=2']);
    },
  );

  it.skipIf(!process.env.DATABASE_URL)(
    'equal the records when creations, dispatchers and recounts run side by side',
    async () => {
      const db = await getDb();
      const { m, products } = await merchantWithProducts([200, 200]);
      const creations = Array.from({ length: 24 }, (_, i) =>
        m.api('POST', '/v1/orders', { body: order(products[i % 2]!.id) }).then(async (res) => {
          expect(res.status).toBe(201);
          if (i % 3 === 0) await m.api('POST', `/v1/orders/${res.body.order.id}/_confirm`);
        }),
      );
      const background = Array.from({ length: 6 }, async () => {
        for (let k = 0; k < 5; k++) {
          await dispatchOutbox(db, OUTBOX_SUBSCRIBERS);
          await countMarkedDays(db);
        }
      });
      await Promise.all([...creations, ...background]);
      await dispatchWholeOutbox(db);
      await countMarkedDays(db);
      const period = dashboardPeriod(7);
      const kept = await dailyPeriodFigures(db, m.merchantId, period);
      expect(kept.orders.total).toBe(24);
      expect(kept).toEqual(await recomputePeriodFigures(db, m.merchantId, period));
    },
  );
});
