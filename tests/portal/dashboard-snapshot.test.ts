import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { dashboardSnapshots, orders } from '@/db/schema';
import { setClockForTests } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import { readPeriodFigures, refreshSnapshot } from '@/server/dashboard/dashboard-snapshot';
import { markOrderDays } from '@/server/dashboard/order-figure-days';
import { readDashboard } from '@/server/dashboard/read-dashboard';
import { refreshDashboardJob } from '@/server/dashboard/jobs/refresh-dashboard';
import { merchantFixture } from '../support/fixtures';
import { FULL_CUSTOMER } from '../support/returns-data';

afterEach(() => {
  setClockForTests(null);
  delete process.env.DASHBOARD_MAX_AGE_SECONDS;
});

async function addOrder(merchantId: string) {
  const db = await getDb();
  await db.insert(orders).values({ id: newId(), merchantId, status: 'processed', customer: FULL_CUSTOMER });
  // written as SQL, not through the order operations: its day is marked as such a writer must
  await markOrderDays(db, merchantId);
}

async function snapshotOf(merchantId: string, days: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dashboardSnapshots)
    .where(and(eq(dashboardSnapshots.merchantId, merchantId), eq(dashboardSnapshots.days, days)));
  return row;
}

describe('dashboard snapshot (docs/decisions/portal.md "Dashboard")', () => {
  it('computes the figures on the first view, then reads them back until they are recomputed', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    await addOrder(m.merchantId);
    const first = await readDashboard(db, m.merchantId, { days: 30 });
    expect(first.orders.total).toBe(1);
    const stored = await snapshotOf(m.merchantId, 30);
    expect(stored?.computedAt.getTime()).toBe(first.computedAt.getTime());

    // a new order is not in the fresh snapshot: the page reads one row, not the orders
    await addOrder(m.merchantId);
    const cached = await readPeriodFigures(db, m.merchantId, 30);
    expect(cached.figures.orders.total).toBe(1);
    expect(cached.stale).toBe(false);

    // the background job recomputes it
    await refreshDashboardJob.handler({ merchant_id: m.merchantId, days: 30 }, { jobId: 'j', retryCount: 0 });
    expect((await readPeriodFigures(db, m.merchantId, 30)).figures.orders.total).toBe(2);
    // another merchant has a snapshot of its own
    const other = await merchantFixture();
    expect((await readDashboard(db, other.merchantId, { days: 30 })).orders.total).toBe(0);
  });

  it('marks a snapshot older than DASHBOARD_MAX_AGE_SECONDS stale, and one of another day is recomputed at once', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    // noon of today (UTC): a snapshot taken ten minutes before is of today's period at whatever hour this runs
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    setClockForTests(new Date(noon.getTime() - 10 * 60_000));
    await refreshSnapshot(db, m.merchantId, 7);
    setClockForTests(noon);
    process.env.DASHBOARD_MAX_AGE_SECONDS = '300';
    expect((await readPeriodFigures(db, m.merchantId, 7)).stale).toBe(true);
    process.env.DASHBOARD_MAX_AGE_SECONDS = '3600';
    expect((await readPeriodFigures(db, m.merchantId, 7)).stale).toBe(false);

    await addOrder(m.merchantId);
    setClockForTests(new Date(noon.getTime() + 2 * 86_400_000)); // two days later: that snapshot is no use
    const later = await readPeriodFigures(db, m.merchantId, 7);
    expect(later.figures.orders.total).toBe(1);
    expect(later.stale).toBe(false);
  });

  it('never lets an older computation that finishes late replace a newer snapshot', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    await refreshSnapshot(db, m.merchantId, 90);
    const newest = (await snapshotOf(m.merchantId, 90))!.computedAt;
    setClockForTests(new Date(newest.getTime() - 60_000));
    await addOrder(m.merchantId);
    await refreshSnapshot(db, m.merchantId, 90);
    setClockForTests(null);
    const row = await snapshotOf(m.merchantId, 90);
    expect(row!.computedAt.getTime()).toBe(newest.getTime());
    expect((row!.data as any).figures.orders.total).toBe(0);
  });

  it('adds the figures up on every view when the maximum age is 0', async () => {
    const db = await getDb();
    const m = await merchantFixture();
    process.env.DASHBOARD_MAX_AGE_SECONDS = '0';
    await readDashboard(db, m.merchantId, { days: 7 });
    await addOrder(m.merchantId);
    expect((await readDashboard(db, m.merchantId, { days: 7 })).orders.total).toBe(1);
    expect(await snapshotOf(m.merchantId, 7)).toBeUndefined();
  });
});
