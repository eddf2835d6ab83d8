import type { DbOrTx } from '@/db/client';
import { ordersPerDay, type OrdersPerDay } from './orders-per-day';
import { dashboardPeriod, type DashboardPeriod, type DashboardPeriodDays } from './period';
import { returnLineCounts, type ReturnLineCounts } from './return-line-counts';
import { returnRateByProduct, type ProductReturnRate } from './return-rate-by-product';
import { returnsPerDay, type ReturnsPerDay } from './returns-per-day';
import { stockPerProduct, type StockPerProduct } from './stock-per-product';

export interface Dashboard {
  period: DashboardPeriod;
  orders: OrdersPerDay;
  returns: ReturnsPerDay;
  returnRates: ProductReturnRate[];
  returnLines: ReturnLineCounts;
  stock: StockPerProduct;
}

/** Every figure of the merchant's dashboard for the period (the reads run side by side on the pool). */
export async function getDashboard(
  db: DbOrTx,
  merchantId: string,
  options: { days: DashboardPeriodDays; lowStock?: number; at?: Date },
): Promise<Dashboard> {
  const period = dashboardPeriod(options.days, options.at);
  const [orders, returns, returnRates, returnLines, stock] = await Promise.all([
    ordersPerDay(db, merchantId, period),
    returnsPerDay(db, merchantId, period),
    returnRateByProduct(db, merchantId, period),
    returnLineCounts(db, merchantId, period),
    stockPerProduct(db, merchantId, options.lowStock),
  ]);
  return { period, orders, returns, returnRates, returnLines, stock };
}
