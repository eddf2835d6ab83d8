import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { dashboardSnapshots } from '@/db/schema';
import { config } from '@/server/core/config';
import { now } from '@/server/core/clock';
import { log } from '@/server/core/logger';
export { recomputePeriodFigures, type PeriodFigures } from './period-figures';
import { dailyFiguresPending, dailyPeriodFigures } from './daily-figures';
import { settleOrderFigures } from './order-figure-days';
import { recomputePeriodFigures, type PeriodFigures } from './period-figures';
import { dashboardPeriod, type DashboardPeriod, type DashboardPeriodDays } from './period';

/**
 * The period's figures: from the merchant's daily figures (daily-figures.ts: at most a row per day and key a
 * chart), or, while the backfill has not added up the merchant's history yet, from its records.
 */
export async function computePeriodFigures(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<PeriodFigures> {
  if (await dailyFiguresPending(db, merchantId)) return recomputePeriodFigures(db, merchantId, period);
  return dailyPeriodFigures(db, merchantId, period);
}

/**
 * Computes the period's figures (on `readDb`: the replica when there is one, db/client.ts getReadDb), after
 * bringing the merchant's order figures up to its committed orders (order-figure-days.ts, on `db`, the
 * primary), and keeps them as the merchant's snapshot of that period (on `db`).
 */
export async function refreshSnapshot(
  db: DbOrTx,
  merchantId: string,
  days: DashboardPeriodDays,
  readDb: DbOrTx = db,
): Promise<{ figures: PeriodFigures; computedAt: Date; period: DashboardPeriod }> {
  const computedAt = now();
  const period = dashboardPeriod(days, computedAt);
  await settleOrderFigures(db, merchantId);
  const figures = await computePeriodFigures(readDb, merchantId, period);
  const data = { lastDate: period.lastDate, figures };
  await db
    .insert(dashboardSnapshots)
    .values({ merchantId, days, data, computedAt })
    .onConflictDoUpdate({
      target: [dashboardSnapshots.merchantId, dashboardSnapshots.days],
      set: { data, computedAt },
      // an older computation finishing late never replaces a newer one
      setWhere: sql`${dashboardSnapshots.computedAt} < excluded.computed_at`,
    });
  return { figures, computedAt, period };
}

/**
 * The period's figures for a page: the snapshot when it is of today's period, else computed now (the first view
 * of a period, or the first after midnight UTC). A snapshot older than DASHBOARD_MAX_AGE_SECONDS is still
 * shown, and `stale` tells the caller to have it recomputed in the background. A maximum age of 0 turns the
 * snapshot off: the figures are added up on every view.
 */
export async function readPeriodFigures(
  db: DbOrTx,
  merchantId: string,
  days: DashboardPeriodDays,
  readDb: DbOrTx = db,
): Promise<{ figures: PeriodFigures; computedAt: Date; period: DashboardPeriod; stale: boolean }> {
  const period = dashboardPeriod(days);
  if (config.dashboardMaxAgeSeconds <= 0) {
    // no snapshot: every view adds the figures up (small databases, or a deployment that wants them live)
    const computedAt = now();
    await settleOrderFigures(db, merchantId);
    return {
      figures: await computePeriodFigures(readDb, merchantId, period),
      computedAt,
      period,
      stale: false,
    };
  }
  const [row] = await db
    .select()
    .from(dashboardSnapshots)
    .where(and(eq(dashboardSnapshots.merchantId, merchantId), eq(dashboardSnapshots.days, days)));
  const data = row?.data as { lastDate: string; figures: PeriodFigures } | undefined;
  if (row && data?.lastDate === period.lastDate) {
    const age = (now().getTime() - row.computedAt.getTime()) / 1000;
    return {
      figures: data.figures,
      computedAt: row.computedAt,
      period,
      stale: age > config.dashboardMaxAgeSeconds,
    };
  }
  const fresh = await refreshSnapshot(db, merchantId, days, readDb);
  log.debug('dashboard figures computed', { merchant_id: merchantId, days });
  return { ...fresh, stale: false };
}
