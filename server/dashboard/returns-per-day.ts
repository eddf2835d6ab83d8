import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturns } from '@/db/schema';
import { utcDayOf } from './day-of';
import type { DashboardPeriod } from './period';
import { returnsOfPeriod } from './returns-of-period';

export interface ReturnsPerDay {
  days: { date: string; count: number }[];
  total: number;
  /** Of those, the returns with an exchange not cancelled (absent in snapshots kept before exchanges: 0). */
  exchanges?: number;
}

/**
 * The merchant's returns registered on each day of the period. Cancelled returns (status `deleted`: registered,
 * never sent) are left out, here and in every figure of the dashboard.
 */
export async function returnsPerDay(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<ReturnsPerDay> {
  const day = utcDayOf(orderReturns.createdAt);
  const rows = await db
    .select({
      day,
      n: count(),
      exchanges: sql<number>`count(*) filter (where ${orderReturns.exchangeStatus} in ('waiting', 'held', 'released'))`,
    })
    .from(orderReturns)
    .where(returnsOfPeriod(merchantId, period))
    .groupBy(day);
  const byDay = new Map(rows.map((r) => [r.day, Number(r.n)]));
  const days = period.dates.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
  const exchanges = rows.reduce((s, r) => s + Number(r.exchanges), 0);
  return { days, total: days.reduce((s, d) => s + d.count, 0), exchanges };
}
