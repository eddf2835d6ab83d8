import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { emitEvent } from '@/server/outbox/emit';
import {
  ledgerWrites,
  recordStockMovements,
  type MovementContext,
  type MovementLine,
} from '@/server/stock-ledger/ledger/record-movements';

/**
 * A product's stock figures (04 D2, E12) follow its units:
 *   on_hand   = units not written_off
 *   reserved  = units reserved or picking
 *   available = units on_shelf
 * Every change of units applies the matching delta here, in the same transaction, and emits
 * `product.inventory_changed` (05 §3). Nothing else writes the figures.
 */
export const UNIT_STATES = [
  'on_shelf',
  'reserved',
  'picking',
  'not_shelved',
  'written_off',
  'blocked',
] as const;
export type UnitState = (typeof UNIT_STATES)[number];

export interface Figures {
  on_hand: number;
  reserved: number;
  available: number;
}

/** What one unit in `state` contributes to the figures. */
export function contribution(state: UnitState): Figures {
  return {
    on_hand: state === 'written_off' ? 0 : 1,
    reserved: state === 'reserved' || state === 'picking' ? 1 : 0,
    available: state === 'on_shelf' ? 1 : 0,
  };
}

/** Delta of moving `count` units from one state to another (null: unit created / removed). */
export function transitionDelta(from: UnitState | null, to: UnitState | null, count = 1): Figures {
  const a = from ? contribution(from) : { on_hand: 0, reserved: 0, available: 0 };
  const b = to ? contribution(to) : { on_hand: 0, reserved: 0, available: 0 };
  return {
    on_hand: (b.on_hand - a.on_hand) * count,
    reserved: (b.reserved - a.reserved) * count,
    available: (b.available - a.available) * count,
  };
}

export function addFigures(...all: Figures[]): Figures {
  return all.reduce(
    (s, f) => ({
      on_hand: s.on_hand + f.on_hand,
      reserved: s.reserved + f.reserved,
      available: s.available + f.available,
    }),
    {
      on_hand: 0,
      reserved: 0,
      available: 0,
    },
  );
}

export type InventoryChangeReason =
  | 'stock_received'
  | 'unit_state_changed'
  | 'unit_moved'
  | 'order_reserved'
  | 'order_released'
  | 'product_split'
  | 'return_restocked'
  | 'stock_counted'
  | 'order_shipped'
  | 'order_problem'
  | 'inbound_received';

/**
 * Applies `delta` to the product's figures and emits `product.inventory_changed` with the new figures.
 * A zero delta changes and emits nothing. Returns the new figures. `movements` are the ledger's rows of the
 * same change of this product (recordStockMovements), sent in the figures' statement: one round trip, the
 * product row first.
 */
export async function applyStockDelta(
  tx: DbOrTx,
  input: {
    productId: string;
    delta: Figures;
    reason: InventoryChangeReason;
    details?: Record<string, unknown>;
    movements?: { context: MovementContext; lines: MovementLine[] };
  },
): Promise<Figures | null> {
  const { delta, movements } = input;
  if (delta.on_hand === 0 && delta.reserved === 0 && delta.available === 0) {
    if (movements) await recordStockMovements(tx, movements.context, movements.lines);
    return null;
  }
  if (movements?.lines.some((l) => l.productId !== input.productId))
    throw new Error('applyStockDelta: movements of another product');
  const ledger = movements
    ? ledgerWrites(movements.context, movements.lines, sql`exists (select 1 from updated)`)
    : null;
  const res = await tx.execute(sql`
    with updated as (
      update products
         set on_hand = on_hand + ${delta.on_hand},
             reserved = reserved + ${delta.reserved},
             available = available + ${delta.available},
             updated_at = now()
       where id = ${input.productId}
       returning id, merchant_id, sku, on_hand, reserved, available)${ledger ? sql`, ${ledger}` : sql``}
    select * from updated`);
  const row = res.rows[0] as
    | { id: string; merchant_id: string; sku: string; on_hand: number; reserved: number; available: number }
    | undefined;
  if (!row) throw new Error(`applyStockDelta: product ${input.productId} not found`);
  const figures = {
    on_hand: Number(row.on_hand),
    reserved: Number(row.reserved),
    available: Number(row.available),
  };
  await emitEvent(tx, {
    merchantId: row.merchant_id,
    type: 'product.inventory_changed',
    orderingKey: row.id,
    data: {
      product_id: row.id,
      sku: row.sku,
      ...figures,
      change: delta,
      reason: input.reason,
      ...(input.details ? { details: input.details } : {}),
    },
  });
  return figures;
}

/** Figures counted from the units themselves (the truth the stored figures must equal). */
export async function countFigures(tx: DbOrTx, productId: string): Promise<Figures> {
  const res = await tx.execute(sql`
    select count(*) filter (where state <> 'written_off')::int as on_hand,
           count(*) filter (where state in ('reserved', 'picking'))::int as reserved,
           count(*) filter (where state = 'on_shelf')::int as available
      from stock_units where product_id = ${productId}`);
  const r = res.rows[0] as { on_hand: number; reserved: number; available: number };
  return { on_hand: Number(r.on_hand), reserved: Number(r.reserved), available: Number(r.available) };
}
