import { and, count, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { orderReturns } from '@/db/schema';
import type { PeriodFigures } from './period-figures';
import { returnsOfPeriod } from './returns-of-period';
import type { DashboardPeriod } from './period';
import { countLines } from './return-line-counts';
import { RETURN_RATE_TOP, toReturnRates } from './return-rate-by-product';
import { ordersPerDayOf } from './orders-per-day';

/** An exchange that counts on the dashboard: not cancelled (as returns-per-day.ts counts them). */
const LIVE_EXCHANGE = ['waiting', 'held', 'released'];

/**
 * The period's figures from the merchant's daily figures (dashboard_daily_figures, kept by the database's
 * triggers as orders, returns and shipments change; docs/decisions/portal.md "Dashboard"): each chart reads
 * the period's days of one figure, whatever the number of orders and returns behind them. The same figures,
 * with the same meaning, as the reads of the records themselves (orders-per-day.ts and its neighbours).
 */
export async function dailyPeriodFigures(
  db: DbOrTx,
  merchantId: string,
  period: DashboardPeriod,
): Promise<PeriodFigures> {
  const inPeriod = (figure: string) =>
    sql`merchant_id = ${merchantId} and figure = ${figure} and day >= ${period.firstDate}::date and day <= ${period.lastDate}::date`;
  const [orderRows, returnRows, lineRows, rateRows, exchangeRows] = await Promise.all([
    db.execute<{ day: string; status: string; n: string | number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, key1 as status, sum(n) as n
        from dashboard_daily_figures where ${inPeriod('orders')} and key1 <> 'deleted'
       group by day, key1 having sum(n) > 0`),
    db.execute<{ day: string; n: string | number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(n) as n
        from dashboard_daily_figures where ${inPeriod('returns')}
       group by day having sum(n) > 0`),
    db.execute<{ reason: string; condition: string; n: string | number }>(sql`
      select key1 as reason, key2 as condition, sum(n) as n
        from dashboard_daily_figures where ${inPeriod('return_lines')}
       group by key1, key2 having sum(n) > 0`),
    db.execute<{ product_id: string; sku: string; name: string; shipped: string; returned: string }>(sql`
      with returned as (
        select key1 as product_id, sum(units) as units
          from dashboard_daily_figures where ${inPeriod('returned_units')}
         group by key1 having sum(n) > 0
      ), shipped as (
        select key1 as product_id, sum(units) as units
          from dashboard_daily_figures where ${inPeriod('shipped_units')} and key1 in (select product_id from returned)
         group by key1
      )
      select p.id as product_id, p.sku, p.name, s.units as shipped, r.units as returned
        from returned r
        join shipped s on s.product_id = r.product_id and s.units > 0
        join products p on p.id = r.product_id and p.merchant_id = ${merchantId}
       order by least(r.units, s.units) / s.units desc, r.units desc, p.sku
       limit ${RETURN_RATE_TOP}`),
    // Exchanges are few beside returns: counted from the returns that carry one (a partial index of them,
    // order_returns_merchant_exchange_created_idx), not kept as a daily figure.
    db
      .select({ n: count() })
      .from(orderReturns)
      .where(and(returnsOfPeriod(merchantId, period), inArray(orderReturns.exchangeStatus, LIVE_EXCHANGE))),
  ]);

  const returnsByDay = new Map(returnRows.rows.map((r) => [r.day, Number(r.n)]));
  const returnDays = period.dates.map((date) => ({ date, count: returnsByDay.get(date) ?? 0 }));
  return {
    orders: ordersPerDayOf(orderRows.rows, period),
    returns: {
      days: returnDays,
      total: returnDays.reduce((s, d) => s + d.count, 0),
      exchanges: Number(exchangeRows[0]?.n ?? 0),
    },
    returnRates: toReturnRates(rateRows.rows),
    returnLines: countLines(
      lineRows.rows.map((r) => ({ reason: r.reason || null, condition: r.condition || null, n: r.n })),
    ),
  };
}

/** Whether the merchant's history is still to be added up into its daily figures (the migration's backfill). */
export async function dailyFiguresPending(db: DbOrTx, merchantId: string): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from dashboard_figures_pending where merchant_id = ${merchantId}`,
  );
  return res.rows.length > 0;
}
