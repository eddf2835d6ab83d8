import type { DbOrTx } from '@/db/client';
import { log } from '@/server/core/logger';
import { enqueue } from '@/server/jobs/queue';
import { readPeriodFigures, type PeriodFigures } from './dashboard-snapshot';
import { refreshDashboardJob } from './jobs/refresh-dashboard';
import type { DashboardPeriod, DashboardPeriodDays } from './period';
import { stockPerProduct, type StockPerProduct } from './stock-per-product';

export interface Dashboard extends PeriodFigures {
  period: DashboardPeriod;
  stock: StockPerProduct;
}

/**
 * The dashboard as the home page shows it: the period's figures from the merchant's snapshot (computed on the
 * first view of the day's period, then recomputed in the background once older than DASHBOARD_MAX_AGE_SECONDS;
 * `computedAt` says when), and the stock as it is now.
 */
export async function readDashboard(
  db: DbOrTx,
  merchantId: string,
  options: { days: DashboardPeriodDays; lowStock?: number },
  /** Where the heavy reads go (the replica when there is one: db/client.ts getReadDb); writes go to `db`. */
  readDb: DbOrTx = db,
): Promise<Dashboard & { computedAt: Date }> {
  const [snapshot, stock] = await Promise.all([
    readPeriodFigures(db, merchantId, options.days, readDb),
    stockPerProduct(readDb, merchantId, options.lowStock),
  ]);
  if (snapshot.stale) {
    void enqueue(
      refreshDashboardJob,
      { merchant_id: merchantId, days: options.days },
      { singletonKey: `${merchantId}:${options.days}` },
    ).catch((err: Error) => log.warn('dashboard refresh not queued', { error: err.message }));
  }
  return { period: snapshot.period, ...snapshot.figures, stock, computedAt: snapshot.computedAt };
}
