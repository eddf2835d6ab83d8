import type { DbOrTx } from '@/db/client';
import { ordersPerDay, type OrdersPerDay } from './orders-per-day';
import type { DashboardPeriod } from './period';
import { returnLineCounts, type ReturnLineCounts } from './return-line-counts';
import { returnRateByProduct, type ProductReturnRate } from './return-rate-by-product';
import { returnsPerDay, type ReturnsPerDay } from './returns-per-day';

/** The figures of a period that are worth keeping: everything of the dashboard but the live stock. */
export interface PeriodFigures {
  orders: OrdersPerDay;
  returns: ReturnsPerDay;
  returnRates: ProductReturnRate[];
  returnLines: ReturnLineCounts;
}

/**
 * Adds up the period's figures from the orders and returns themselves (the slow part at a million rows): what
 * the daily figures must always equal (tests/portal/dashboard-daily-figures.test.ts).
 */
export async function recomputePeriodFigures(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<PeriodFigures> {
  const [orders, returns, returnRates, returnLines] = await Promise.all([
    ordersPerDay(db, merchantId, period),
    returnsPerDay(db, merchantId, period),
    returnRateByProduct(db, merchantId, period),
    returnLineCounts(db, merchantId, period),
  ]);
  return { orders, returns, returnRates, returnLines };
}
