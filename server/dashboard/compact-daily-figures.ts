import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * Folds a merchant's daily figures of days before today (UTC) into one row a key (shard 0), and drops keys
 * whose sum is nothing: the shards exist so that today's concurrent writers do not wait for each other, and a
 * past day is rarely written. A chart then reads a row per day and key. One statement (its own snapshot; the
 * rows it folds are locked by its DELETE, so a writer adding to one meanwhile waits, then adds to shard 0 or
 * a new shard row, and the sum stays right). Run by the dashboard's refresh job.
 */
export async function compactDailyFigures(db: DbOrTx, merchantId: string): Promise<void> {
  await db.execute(sql`
    with folded as (
      delete from dashboard_daily_figures
       where merchant_id = ${merchantId} and day < (now() at time zone 'UTC')::date
         and (shard <> 0 or (n = 0 and units = 0))
      returning merchant_id, figure, day, key1, key2, n, units
    ), sums as (
      select merchant_id, figure, day, key1, key2, sum(n) as n, sum(units) as units
        from folded group by 1, 2, 3, 4, 5
    )
    insert into dashboard_daily_figures as f (merchant_id, figure, day, key1, key2, shard, n, units)
    select merchant_id, figure, day, key1, key2, 0, n, units from sums
     where n <> 0 or units <> 0
     order by 1, 2, 3, 4, 5
    on conflict (merchant_id, figure, day, key1, key2, shard)
    do update set n = f.n + excluded.n, units = f.units + excluded.units`);
}
