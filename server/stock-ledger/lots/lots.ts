import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { getProductOrThrow } from '@/server/products/find-product';

/** Lots and expiry for the merchant (docs/decisions/stock-ledger.md §4), read from the running balances. */
export const StockLotSchema = z
  .object({
    batch_number: z.string().nullable(),
    best_before: z.string().nullable(),
    on_hand: z.number().int(),
    on_shelf: z.number().int().meta({ description: 'Shelved units, reserved and picking ones included.' }),
    not_shelved: z.number().int(),
    blocked: z.number().int(),
    locations: z.array(z.object({ location: z.string(), on_hand: z.number().int() })),
  })
  .meta({ id: 'StockLot' });
export type StockLotDto = z.infer<typeof StockLotSchema>;

/**
 * GET /v1/products/{id}/stock-lots: the product's units on hand per batch and best-before, earliest expiry first
 * (no date last), each with the locations holding it.
 */
export async function listStockLots(
  db: DbOrTx,
  merchantId: string,
  productId: string,
): Promise<{ stock_lots: StockLotDto[]; total: number }> {
  const product = await getProductOrThrow(db, merchantId, productId);
  const res = await db.execute(sql`
    select batch_number, best_before::text as best_before, location, state, sum(quantity)::int as n
      from stock_balances
     where product_id = ${product.id} and state <> 'written_off'
     group by batch_number, best_before, location, state
    having sum(quantity) > 0`);
  const lots = new Map<string, StockLotDto>();
  for (const r of res.rows as {
    batch_number: string | null;
    best_before: string | null;
    location: string;
    state: string;
    n: number;
  }[]) {
    const k = JSON.stringify([r.best_before, r.batch_number]);
    const lot =
      lots.get(k) ??
      lots
        .set(k, {
          batch_number: r.batch_number,
          best_before: r.best_before,
          on_hand: 0,
          on_shelf: 0,
          not_shelved: 0,
          blocked: 0,
          locations: [],
        })
        .get(k)!;
    const n = Number(r.n);
    lot.on_hand += n;
    if (r.state === 'on_shelf' || r.state === 'not_shelved' || r.state === 'blocked') lot[r.state] += n;
    const at = lot.locations.find((l) => l.location === r.location);
    if (at) at.on_hand += n;
    else lot.locations.push({ location: r.location, on_hand: n });
  }
  const list = [...lots.values()].sort(
    (a, b) =>
      (a.best_before ?? '9999-99-99').localeCompare(b.best_before ?? '9999-99-99') ||
      (a.batch_number ?? '').localeCompare(b.batch_number ?? ''),
  );
  for (const l of list) l.locations.sort((a, b) => a.location.localeCompare(b.location));
  return { stock_lots: list, total: list.length };
}

/** The dashboard's card: the merchant's units on hand whose best-before is within `days` (or past). */
export async function expiringUnits(
  db: DbOrTx,
  merchantId: string,
  until: string,
): Promise<{ products: number; units: number }> {
  const res = await db.execute(sql`
    select count(distinct product_id)::int as products, coalesce(sum(quantity), 0)::int as units
      from stock_balances
     where merchant_id = ${merchantId} and best_before <= ${until}::date and state <> 'written_off' and quantity > 0`);
  const r = res.rows[0] as { products: number; units: number };
  return { products: Number(r.products), units: Number(r.units) };
}
