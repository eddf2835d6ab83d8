import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { outboxEvents } from '@/db/schema';
import { outboxRow } from '@/server/outbox/emit';

/** Figures are kept this many days (storage fees and the stock chart read at most this far back). */
export const KEEP_DAYS = 400;

const DAY_MS = 86_400_000;
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/**
 * Writes one UTC day's figures (docs/decisions/stock-ledger.md "Daily stock figures"): each product's on-hand
 * units per location at the end of `day`, from the day before's figures plus the day's movements (when the day
 * before was not written, from every movement before the day, once). The location's kind is read as it is now.
 * Idempotent: the day's rows are replaced, under a lock of the day, so two runs of one day wait for each other.
 * Only days that have ended may be written (422 VALIDATION_ERROR otherwise), and none older than KEEP_DAYS.
 * Each merchant with stock that day gets `work.stock_day_written` in the same transaction: billing charges the
 * day's storage from it (docs/decisions/billing.md "Storage"); writing a day again sends it again, which charges
 * nothing twice.
 */
export async function writeStockDay(db: DbOrTx, day: string): Promise<{ day: string; rows: number }> {
  const today = dayOf(now());
  if (!(day < today) || day < addDays(today, -KEEP_DAYS))
    throw new AppError(
      'VALIDATION_ERROR',
      `Only an ended day of the last ${KEEP_DAYS} days can be written.`,
      {
        details: { day },
      },
    );
  const start = `${day}T00:00:00Z`;
  const end = `${addDays(day, 1)}T00:00:00Z`;
  const before = addDays(day, -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('daily_stock_figures'), hashtext(${day}))`);
    const [prev] = (
      await tx.execute(sql`select 1 as ok from daily_stock_figure_days where day = ${before}::date`)
    ).rows as { ok: number }[];
    const base = prev
      ? sql`select product_id, location, merchant_id, on_hand as n from daily_stock_figures where day = ${before}::date`
      : sql`select product_id, to_location as location, merchant_id, quantity as n from stock_movements
             where occurred_at < ${start}::timestamptz and to_state <> 'written_off'
            union all
            select product_id, from_location, merchant_id, -quantity from stock_movements
             where occurred_at < ${start}::timestamptz and from_state <> 'written_off'`;
    await tx.execute(sql`delete from daily_stock_figures where day = ${day}::date`);
    const res = await tx.execute(sql`
      insert into daily_stock_figures (day, product_id, location, merchant_id, location_kind, on_hand)
      select ${day}::date, f.product_id, f.location, min(f.merchant_id), coalesce(min(l.kind), 'unassigned'), sum(f.n)::int
        from (
          ${base}
          union all
          select product_id, to_location, merchant_id, quantity from stock_movements
           where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz and to_state <> 'written_off'
          union all
          select product_id, from_location, merchant_id, -quantity from stock_movements
           where occurred_at >= ${start}::timestamptz and occurred_at < ${end}::timestamptz and from_state <> 'written_off'
        ) f
        left join locations l on l.code = f.location
       group by f.product_id, f.location
      having sum(f.n) <> 0`);
    const rows = res.rowCount ?? 0;
    await tx.execute(sql`
      insert into daily_stock_figure_days (day, rows) values (${day}::date, ${rows})
      on conflict (day) do update set rows = excluded.rows, written_at = now()`);
    const stocked = await tx.execute(sql`
      select distinct merchant_id from daily_stock_figures where day = ${day}::date and on_hand > 0`);
    const events = (stocked.rows as { merchant_id: string }[]).map((r) =>
      outboxRow({
        merchantId: r.merchant_id,
        type: 'work.stock_day_written',
        orderingKey: `stock_day:${day}`,
        data: { day },
      }),
    );
    for (let i = 0; i < events.length; i += 1000)
      await tx.insert(outboxEvents).values(events.slice(i, i + 1000));
    return { day, rows };
  });
}

/** Figures older than KEEP_DAYS go. */
export async function purgeStockDays(db: DbOrTx): Promise<void> {
  const oldest = addDays(dayOf(now()), -KEEP_DAYS);
  await db.execute(sql`delete from daily_stock_figures where day < ${oldest}::date`);
  await db.execute(sql`delete from daily_stock_figure_days where day < ${oldest}::date`);
}

/**
 * The nightly run: yesterday, and any of the last 7 days not written yet (a missed night), oldest first so each
 * builds on the one before; then the purge.
 */
export async function writeEndedDays(db: DbOrTx): Promise<string[]> {
  const yesterday = addDays(dayOf(now()), -1);
  const days = Array.from({ length: 7 }, (_, i) => addDays(yesterday, i - 6));
  const res = await db.execute(sql`select day::text as day from daily_stock_figure_days
    where day >= ${days[0]}::date`);
  const written = new Set((res.rows as { day: string }[]).map((r) => r.day));
  const first = days.findIndex((d) => !written.has(d));
  const todo = first === -1 ? [yesterday] : days.slice(first);
  for (const d of todo) await writeStockDay(db, d);
  await purgeStockDays(db);
  return todo;
}
