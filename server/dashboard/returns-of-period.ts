import { and, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import { orderReturns } from '@/db/schema';
import type { DashboardPeriod } from './period';

/** The merchant's returns registered in the period, cancelled ones (status deleted) left out: every return chart's. */
export function returnsOfPeriod(merchantId: string, period: DashboardPeriod): SQL {
  return and(
    eq(orderReturns.merchantId, merchantId),
    gte(orderReturns.createdAt, period.from),
    lt(orderReturns.createdAt, period.to),
    ne(orderReturns.status, 'deleted'),
  )!;
}
