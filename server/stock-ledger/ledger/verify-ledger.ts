import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/** One place where the units and the ledger (or the product's stored figures) do not agree. */
export interface LedgerDisagreement {
  product_id: string;
  merchant_id: string | null;
  sku: string | null;
  /**
   * `position`: a location, state and lot whose units differ from the sum of its movements; `balance`: from its
   * running balance (stock_balances); `figures`: the product's stored on_hand differs from its movements.
   */
  kind: 'position' | 'balance' | 'figures';
  location: string | null;
  state: string | null;
  batch_number: string | null;
  best_before: string | null;
  /** What the units say (position: units there; figures: on_hand counted from the ledger's on-hand states). */
  units: number;
  /** What the ledger (position), the running balance (balance) or the product row (figures: on_hand) says. */
  recorded: number;
}

/**
 * `npm run stock:verify` (docs/decisions/stock-ledger.md "It adds up"): for every product, the units at each
 * location, ledger state, batch and best-before equal the sum of its movements there and its running balance,
 * and the stored on_hand equals its movements into the on-hand states. One statement, so it reads one snapshot and may run beside
 * writers. `productIds` narrows it to some products (tests of one product's work). Answers every disagreement,
 * none when the ledger adds up.
 */
export async function verifyStockLedger(
  db: DbOrTx,
  opts: { productIds?: string[]; limit?: number } = {},
): Promise<LedgerDisagreement[]> {
  const only = (column: string): SQL =>
    opts.productIds
      ? sql`where ${sql.raw(column)} = any(${`{${opts.productIds.join(',')}}`}::text[])`
      : sql``;
  const res = await db.execute(sql`
    with units as (
      select product_id, location, stock_ledger_state(state) as state,
             coalesce(batch_number, '') as batch, coalesce(best_before::text, '') as bb, count(*)::bigint as n
        from stock_units ${only('product_id')}
       group by 1, 2, 3, 4, 5),
    signed as (
      select product_id, to_location as location, to_state as state, batch_number, best_before, quantity as q
        from stock_movements ${only('product_id')}
      union all
      select product_id, from_location, from_state, batch_number, best_before, -quantity
        from stock_movements ${only('product_id')}),
    ledger as (
      select product_id, location, state, coalesce(batch_number, '') as batch, coalesce(best_before::text, '') as bb,
             sum(q)::bigint as n
        from signed where state is not null
       group by 1, 2, 3, 4, 5),
    positions as (
      select coalesce(u.product_id, l.product_id) as product_id, coalesce(u.location, l.location) as location,
             coalesce(u.state, l.state) as state, coalesce(u.batch, l.batch) as batch, coalesce(u.bb, l.bb) as bb,
             coalesce(u.n, 0) as units, coalesce(l.n, 0) as recorded
        from units u
        full join ledger l
          on l.product_id = u.product_id and l.location = u.location and l.state = u.state
         and l.batch = u.batch and l.bb = u.bb
       where coalesce(u.n, 0) <> coalesce(l.n, 0)),
    balances as (
      select product_id, location, state, coalesce(batch_number, '') as batch, coalesce(best_before::text, '') as bb,
             sum(quantity)::bigint as n
        from stock_balances ${only('product_id')}
       group by 1, 2, 3, 4, 5),
    balance_diff as (
      select coalesce(u.product_id, b.product_id) as product_id, coalesce(u.location, b.location) as location,
             coalesce(u.state, b.state) as state, coalesce(u.batch, b.batch) as batch, coalesce(u.bb, b.bb) as bb,
             coalesce(u.n, 0) as units, coalesce(b.n, 0) as recorded
        from units u
        full join balances b
          on b.product_id = u.product_id and b.location = u.location and b.state = u.state
         and b.batch = u.batch and b.bb = u.bb
       where coalesce(u.n, 0) <> coalesce(b.n, 0)),
    on_hand as (
      select product_id, sum(n)::bigint as n from ledger
       where state <> 'written_off' group by product_id),
    figures as (
      select p.id as product_id, coalesce(o.n, 0) as units, p.on_hand::bigint as recorded
        from products p left join on_hand o on o.product_id = p.id
       ${opts.productIds ? sql`where p.id = any(${`{${opts.productIds.join(',')}}`}::text[]) and` : sql`where`}
             p.on_hand <> coalesce(o.n, 0))
    select d.*, p.merchant_id, p.sku from (
      select 'position' as kind, product_id, location, state, nullif(batch, '') as batch_number,
             nullif(bb, '') as best_before, units, recorded from positions
      union all
      select 'balance', product_id, location, state, nullif(batch, ''), nullif(bb, ''), units, recorded
        from balance_diff
      union all
      select 'figures', product_id, null, null, null, null, units, recorded from figures) d
    left join products p on p.id = d.product_id
    order by d.product_id, d.kind, d.location, d.state
    limit ${opts.limit ?? 1000}`);
  return (res.rows as Record<string, unknown>[]).map((r) => ({
    product_id: String(r.product_id),
    merchant_id: (r.merchant_id as string | null) ?? null,
    sku: (r.sku as string | null) ?? null,
    kind: r.kind as LedgerDisagreement['kind'],
    location: (r.location as string | null) ?? null,
    state: (r.state as string | null) ?? null,
    batch_number: (r.batch_number as string | null) ?? null,
    best_before: (r.best_before as string | null) ?? null,
    units: Number(r.units),
    recorded: Number(r.recorded),
  }));
}

/** A disagreement in words, for the command's output and test failures. */
export function describeDisagreement(d: LedgerDisagreement): string {
  const product = `product ${d.product_id}${d.sku ? ` (${d.sku})` : ''}${d.merchant_id ? ` of merchant ${d.merchant_id}` : ''}`;
  if (d.kind === 'figures')
    return `${product}: on_hand is ${d.recorded}, its movements into on-hand states add up to ${d.units}`;
  const lot = [d.batch_number && `batch ${d.batch_number}`, d.best_before && `best before ${d.best_before}`]
    .filter(Boolean)
    .join(', ');
  const what = d.kind === 'balance' ? 'its running balance says' : 'movements add up to';
  return `${product}: ${d.units} units ${d.state} at ${d.location}${lot ? ` (${lot})` : ''}, ${what} ${d.recorded}`;
}
