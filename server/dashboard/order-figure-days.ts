import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { SHIPPED_STATUSES } from '@/server/orders/lifecycle/status-machine';

/**
 * The order figures of the dashboard's daily figures (`orders` per creation day and status, and the lines of
 * orders that left without a shipment, `shipped_units` under key2 'order') are kept off the write
 * transactions (docs/decisions/portal.md "Dashboard" rule 10): a creation writes no figure. A day is marked
 * in dashboard_figure_days when an order of it changes (the outbox's dispatcher marks the creation day of
 * every order its order events name, server/outbox/dispatch.ts), and a marked day is counted again
 * from that merchant's orders of that day. A recount replaces the day's rows, so counting a day twice, or a
 * change seen by two marks, counts nothing twice.
 */

/** The outbox events that say an order changed in a way its day's figures may show. */
export const ORDER_FIGURE_EVENTS = ['order.created', 'order.status_changed', 'order.shipped'] as const;

const SHIPPED = sql.join(
  SHIPPED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Marks every day the merchant has orders of: for writers that bypass the domain's operations (the demo's
 * seed, bulk loads, a repair by hand), whose changes no event names.
 */
export async function markOrderDays(db: DbOrTx, merchantId: string): Promise<void> {
  await db.execute(sql`
    insert into dashboard_figure_days (merchant_id, day)
    select distinct merchant_id, (created_at at time zone 'UTC')::date from orders where merchant_id = ${merchantId}
    on conflict do nothing`);
}

/**
 * The statement that marks the days of the orders named by the events in `events` (a CTE of the dispatcher's),
 * returning the days it newly marked.
 */
export function markDaysOfEvents(events: string) {
  return sql`
    insert into dashboard_figure_days (merchant_id, day)
    select distinct o.merchant_id, (o.created_at at time zone 'UTC')::date
      from ${sql.raw(events)} e join orders o on o.id = e.ordering_key
     where e.type in (${sql.join(
       ORDER_FIGURE_EVENTS.map((t) => sql`${t}`),
       sql`, `,
     )})
    on conflict do nothing
    returning day`;
}

/** Counts one merchant's day again from its orders, replacing the day's order figures. */
async function recountDay(tx: DbOrTx, merchantId: string, day: string): Promise<void> {
  const ofDay = sql`o.merchant_id = ${merchantId}
    and o.created_at >= ${day}::date::timestamp at time zone 'UTC'
    and o.created_at < (${day}::date + 1)::timestamp at time zone 'UTC'`;
  await tx.execute(sql`
    delete from dashboard_daily_figures
     where merchant_id = ${merchantId} and day = ${day}::date
       and (figure = 'orders' or (figure = 'shipped_units' and key2 = 'order'))`);
  await tx.execute(sql`
    insert into dashboard_daily_figures (merchant_id, figure, day, key1, key2, shard, n, units)
    select ${merchantId}, f.figure, ${day}::date, f.key1, f.key2, 0, sum(f.n), sum(f.units)
      from (
        select 'orders' as figure, o.status as key1, '' as key2, 1::bigint as n, 0::numeric as units
          from orders o where ${ofDay}
        union all
        select 'shipped_units', i.product_id, 'order', 1, i.quantity
          from orders o join order_items i on i.order_id = o.id
         where ${ofDay} and o.status in (${SHIPPED})
           and not exists (select 1 from shipments s where s.order_id = o.id)
      ) f
     group by f.figure, f.key1, f.key2
     order by f.figure, f.key1, f.key2`);
}

/**
 * Counts every merchant's marked days again, a day a transaction, and clears their marks (the background's
 * job, server/dashboard/jobs/count-order-days.ts). Days another session is counting are left to it. Answers
 * the number of days counted.
 */
export async function countMarkedDays(db: DbOrTx, limit = 1000): Promise<number> {
  let counted = 0;
  for (; counted < limit; counted++) {
    const took = await db.transaction(async (tx) => {
      const res = await tx.execute<Mark>(sql`
        select merchant_id, to_char(day, 'YYYY-MM-DD') as day from dashboard_figure_days
         order by merchant_id, day
         limit 1
         for update skip locked`);
      if (!res.rows[0]) return false;
      await recountMarks(tx, res.rows[0].merchant_id, res.rows);
      return true;
    });
    if (!took) break;
  }
  return counted;
}

/**
 * Counts one merchant's marked days again, in one transaction, and clears their marks. A day another
 * session is counting is waited for, so what the merchant's committed orders say is in the figures when this
 * returns (a dashboard read calls it first). Answers the number of days counted.
 */
export async function countMerchantMarkedDays(db: DbOrTx, merchantId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const res = await tx.execute<Mark>(sql`
      select merchant_id, to_char(day, 'YYYY-MM-DD') as day from dashboard_figure_days
       where merchant_id = ${merchantId} order by day for update`);
    if (res.rows.length > 0) await recountMarks(tx, merchantId, res.rows);
    return res.rows.length;
  });
}

type Mark = { merchant_id: string; day: string };

/**
 * The marked days of one merchant (their rows locked by the caller) counted again and their marks cleared. A
 * merchant whose history the backfill has not added up yet only loses its marks (the backfill counts what
 * they name); the merchant's lock, taken shared as its writers do, waits for a backfill under way.
 *
 * The marks go first, before any day is counted. A dispatcher marking one of these days meanwhile then waits
 * for this transaction and marks the day again once it commits, so an order committed after a day's count
 * began is counted by the next recount. Cleared after the count, its mark would find the old one still there,
 * do nothing, and the order would stay out of the figures until the day changed again.
 */
async function recountMarks(tx: DbOrTx, merchantId: string, marks: Mark[]): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock_shared(hashtext('dashboard_figures'), hashtext(${merchantId}))`,
  );
  const days = marks.map((m) => m.day);
  await tx.execute(sql`delete from dashboard_figure_days
    where merchant_id = ${merchantId} and day in (${sql.join(
      days.map((d) => sql`${d}::date`),
      sql`, `,
    )})`);
  const pending = await tx.execute(
    sql`select 1 from dashboard_figures_pending where merchant_id = ${merchantId}`,
  );
  if (pending.rows.length > 0) return;
  for (const day of days) await recountDay(tx, merchantId, day);
}

/**
 * Brings a merchant's order figures up to its committed orders before its dashboard is read: marks the days
 * of its order events the dispatcher has not reached yet, then counts its marked days.
 */
export async function settleOrderFigures(db: DbOrTx, merchantId: string): Promise<void> {
  await db.execute(sql`
    with e as (
      select ordering_key, type from outbox_events where dispatched_at is null and merchant_id = ${merchantId}
    )
    ${markDaysOfEvents('e')}`);
  await countMerchantMarkedDays(db, merchantId);
}
