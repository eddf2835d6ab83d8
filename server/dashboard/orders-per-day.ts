import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orders } from '@/db/schema';
import { ORDER_STATUSES, type OrderStatus } from '@/server/orders/schemas';
import { utcDayOf } from './day-of';
import type { DashboardPeriod } from './period';

export interface OrdersPerDay {
  /** Statuses that occur in the period, in lifecycle order (the stacking order). */
  statuses: OrderStatus[];
  /** One entry per day of the period, oldest first, with a count per status (0 when none). */
  days: { date: string; counts: Partial<Record<OrderStatus, number>>; total: number }[];
  total: number;
}

/**
 * The merchant's orders created on each day of the period, per current status. Deleted orders are left out,
 * as the lists and the home counts leave them out (04 B1). One grouped read of the (merchant, status,
 * created_at) index.
 */
export async function ordersPerDay(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<OrdersPerDay> {
  const day = utcDayOf(orders.createdAt);
  const rows = await db
    .select({ day, status: orders.status, n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.merchantId, merchantId),
        gte(orders.createdAt, period.from),
        lt(orders.createdAt, period.to),
        ne(orders.status, 'deleted'),
      ),
    )
    .groupBy(day, orders.status);
  return ordersPerDayOf(rows, period);
}

/** Counts per day and status as the chart's days (every day of the period) and statuses (those that occur). */
export function ordersPerDayOf(
  rows: { day: string; status: string; n: string | number }[],
  period: DashboardPeriod,
): OrdersPerDay {
  const byDay = new Map<string, Partial<Record<OrderStatus, number>>>();
  const seen = new Set<string>();
  for (const r of rows) {
    const counts = byDay.get(r.day) ?? {};
    counts[r.status as OrderStatus] = Number(r.n);
    byDay.set(r.day, counts);
    seen.add(r.status);
  }
  const days = period.dates.map((date) => {
    const counts = byDay.get(date) ?? {};
    return { date, counts, total: Object.values(counts).reduce((s, n) => s + (n ?? 0), 0) };
  });
  return {
    statuses: ORDER_STATUSES.filter((s) => seen.has(s)),
    days,
    total: days.reduce((s, d) => s + d.total, 0),
  };
}
