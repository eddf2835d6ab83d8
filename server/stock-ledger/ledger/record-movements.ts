import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { LedgerState, MovementReason } from './ledger-states';

/** The document a movement answers to: what a merchant or an auditor opens to see why. */
export const REFERENCE_TYPES = [
  'stock_receipt',
  'stock_unit',
  'inbound_shipment',
  'order_return',
  'shipment',
  'order',
  'incident',
  'stock_move',
  'cycle_count',
] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

export interface MovementReference {
  type: ReferenceType;
  id: string;
}

/** A place in the stock: a location and a ledger state. */
export interface Position {
  state: LedgerState;
  location: string;
}

/** Units of one product (and batch, best-before) taken out of `from` and put into `to` (null: outside the stock). */
export interface MovementLine {
  productId: string;
  quantity: number;
  from: Position | null;
  to: Position | null;
  batchNumber?: string | null;
  bestBefore?: string | null;
}

/** Why, on what document and by whom: one per call, shared by its lines. */
export interface MovementContext {
  merchantId: string;
  reason: MovementReason;
  reference: MovementReference | null;
  actor: Actor;
}

/**
 * The one writer of the stock ledger (docs/decisions/stock-ledger.md): every change of units' existence, state or
 * location calls it in the transaction of the change, after the product figures were updated (so every writer
 * takes the product row before the balances and counters, in one order). Lines are added up per product,
 * position pair, batch and best-before, so a bulk change (a receipt of 10,000 units, a shipment) writes one row
 * per product, location and state; lines that change nothing are dropped. One statement writes the rows, the
 * running balances (stock_balances), the movement counters of the lists' totals and the locations first named
 * here (as `unassigned`). Returns the number of rows written.
 */
export async function recordStockMovements(
  tx: DbOrTx,
  context: MovementContext,
  lines: MovementLine[],
): Promise<number> {
  const rows = aggregate(lines);
  if (rows.length === 0 || benchWithoutLedger) return 0;
  await tx.execute(sql`with ${movementWrites(context, rows, sql`true`)} select 1`);
  return rows.length;
}

/**
 * The same writes as common table expressions of a caller's statement (`written`, `balanced`, `registered`,
 * `counted`), each gated by `gate`: the figures' update (applyStockDelta) sends them in its own statement with
 * `exists (select 1 from updated)`, so the ledger costs no round trip of its own and its rows wait for the
 * product row (the lock order stays: product first). Null when the lines change nothing.
 */
export function ledgerWrites(context: MovementContext, lines: MovementLine[], gate: SQL): SQL | null {
  const rows = aggregate(lines);
  return rows.length === 0 || benchWithoutLedger ? null : movementWrites(context, rows, gate);
}

/**
 * The ledger's cost benchmark (bench/stock-ledger.ts) runs the same operations with and without the recording
 * statement in one process; nothing else may turn it off (the ledger would no longer add up).
 */
let benchWithoutLedger = false;
export function withoutLedgerForBenchmark(off: boolean): void {
  benchWithoutLedger = off;
}

function key(l: MovementLine): string {
  return JSON.stringify([
    l.productId,
    l.from?.state ?? null,
    l.from?.location ?? null,
    l.to?.state ?? null,
    l.to?.location ?? null,
    l.batchNumber ?? null,
    l.bestBefore ?? null,
  ]);
}

function changes(l: MovementLine): boolean {
  if (l.quantity <= 0) return false;
  if (!l.from || !l.to) return l.from !== l.to;
  return l.from.state !== l.to.state || l.from.location !== l.to.location;
}

/** Lines with one key summed; rows in product order, so concurrent writers take the counters in one order. */
export function aggregate(lines: MovementLine[]): MovementLine[] {
  const sums = new Map<string, MovementLine>();
  for (const l of lines) {
    if (!Number.isInteger(l.quantity) || l.quantity < 0)
      throw new Error(`recordStockMovements: quantity ${l.quantity} is not a whole number >= 0`);
    if (!changes(l)) continue;
    const k = key(l);
    const had = sums.get(k);
    if (had) had.quantity += l.quantity;
    else sums.set(k, { ...l });
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, l]) => l);
}

function movementWrites(c: MovementContext, rows: MovementLine[], gate: SQL): SQL {
  const at = now();
  const values = rows.map(
    (
      l,
    ) => sql`(${c.merchantId}, ${l.productId}, ${l.quantity}::int, ${l.from?.state ?? null}, ${l.to?.state ?? null},
      ${l.from?.location ?? null}, ${l.to?.location ?? null}, ${l.batchNumber ?? null}, ${l.bestBefore ?? null}::date,
      ${c.reason}, ${c.reference?.type ?? null}, ${c.reference?.id ?? null}, ${c.actor.type}, ${c.actor.id},
      ${c.actor.label}, ${at}::timestamptz)`,
  );
  // Codes a unit arrives at (not a state change in place): registered if new, for the team lead to classify.
  const arrivals = [
    ...new Set(rows.filter((l) => l.to && l.to.location !== l.from?.location).map((l) => l.to!.location)),
  ].sort();
  const perProduct = new Map<string, number>();
  for (const l of rows) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + 1);
  const counts = [...perProduct].map(([p, n]) => sql`(${p}, ${c.reason}, ${c.merchantId}, ${n}::bigint)`);
  const balances = balanceDeltas(rows).map(
    (d) =>
      sql`(${d.productId}, ${d.location}, ${d.state}, ${d.batchNumber}, ${d.bestBefore}::date, ${c.merchantId}, ${d.quantity}::int)`,
  );
  const list = (parts: SQL[]) => sql.join(parts, sql`, `);
  // In the order the writes always took: movements, balances, locations, counters.
  const ctes = [
    sql`written as (
      insert into stock_movements (merchant_id, product_id, quantity, from_state, to_state, from_location,
        to_location, batch_number, best_before, reason, reference_type, reference_id, actor_type, actor_id,
        actor_label, occurred_at)
      select v.* from (values ${list(values)}) as v where ${gate})`,
  ];
  if (balances.length)
    ctes.push(sql`balanced as (
      insert into stock_balances (product_id, location, state, batch_number, best_before, merchant_id, quantity)
      select v.* from (values ${list(balances)}) as v where ${gate}
      on conflict (product_id, location, state, batch_number, best_before)
      do update set quantity = stock_balances.quantity + excluded.quantity, updated_at = now())`);
  if (arrivals.length)
    ctes.push(sql`registered as (
      insert into locations (code)
      select v.code from (values ${list(arrivals.map((code) => sql`(${code})`))}) as v(code) where ${gate}
      on conflict (code) do nothing)`);
  ctes.push(sql`counted as (
      insert into stock_movement_counts (product_id, reason, merchant_id, count)
      select v.* from (values ${list(counts)}) as v where ${gate}
      on conflict (product_id, reason) do update set count = stock_movement_counts.count + excluded.count)`);
  return list(ctes);
}

interface BalanceDelta {
  productId: string;
  location: string;
  state: string;
  batchNumber: string | null;
  bestBefore: string | null;
  quantity: number;
}

/** What the rows change in the running balances: -q at each from position, +q at each to, summed, in key order. */
function balanceDeltas(rows: MovementLine[]): BalanceDelta[] {
  const sums = new Map<string, BalanceDelta>();
  const add = (l: MovementLine, p: Position, q: number) => {
    const d = { productId: l.productId, location: p.location, state: p.state };
    const k = JSON.stringify([d.productId, d.location, d.state, l.batchNumber ?? null, l.bestBefore ?? null]);
    const had = sums.get(k);
    if (had) had.quantity += q;
    else
      sums.set(k, {
        ...d,
        batchNumber: l.batchNumber ?? null,
        bestBefore: l.bestBefore ?? null,
        quantity: q,
      });
  };
  for (const l of rows) {
    if (l.from) add(l, l.from, -l.quantity);
    if (l.to) add(l, l.to, l.quantity);
  }
  return [...sums.entries()]
    .filter(([, d]) => d.quantity !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, d]) => d);
}
