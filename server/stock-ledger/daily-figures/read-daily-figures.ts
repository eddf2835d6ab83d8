import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

export interface DailyStockFigure {
  day: string;
  product_id: string;
  location_kind: string;
  on_hand: number;
}

/**
 * What storage fees are charged from (docs/decisions/stock-ledger.md "Daily stock figures"): a merchant's on-hand
 * units per product, location kind and written day, `from` to `to` inclusive (YYYY-MM-DD, UTC days).
 */
export async function readDailyStockFigures(
  db: DbOrTx,
  merchantId: string,
  range: { from: string; to: string; productId?: string },
): Promise<DailyStockFigure[]> {
  const res = await db.execute(sql`
    select day::text as day, product_id, location_kind, sum(on_hand)::int as on_hand
      from daily_stock_figures
     where merchant_id = ${merchantId} and day between ${range.from}::date and ${range.to}::date
       ${range.productId ? sql`and product_id = ${range.productId}` : sql``}
     group by day, product_id, location_kind
     order by day, product_id, location_kind`);
  return (res.rows as Record<string, string | number>[]).map((r) => ({
    day: String(r.day),
    product_id: String(r.product_id),
    location_kind: String(r.location_kind),
    on_hand: Number(r.on_hand),
  }));
}
