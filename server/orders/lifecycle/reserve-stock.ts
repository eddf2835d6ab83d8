import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { OrderItem } from '@/db/schema';
import { applyStockDelta, transitionDelta } from '@/server/stock/figures';

/**
 * Stock reservation for an order (04 B2), inside the caller's transaction.
 * For every `provider` line, ceil(quantity) free (on_shelf) units of its product are locked, earliest
 * best-before first (no date last), then by unit id (receiving order), honouring the line's best_before_date
 * and batch_numbers. Units locked by another transaction (a split, another order) are skipped, never waited on.
 * All or nothing: when any line is short, nothing is reserved and the result is false.
 */
export function unitsNeeded(quantity: number | string): number {
  return Math.ceil(Number(quantity));
}

const MAX_UNITS = 2_000_000_000;

/**
 * The next `need` free units of a line's product in FEFO order, skipping those already chosen and those another
 * transaction holds. stock_units_free_fefo_idx (free units only, in this order) reaches them directly, so the cost
 * does not grow with the units of the product already reserved, shipped or written off.
 */
export function freeUnitsQuery(
  item: Pick<OrderItem, 'productId' | 'bestBeforeDate' | 'batchNumbers'>,
  need: number,
  taken: string[] = [],
) {
  return sql`
    select id from stock_units
     where product_id = ${item.productId}
       and state = 'on_shelf'
       ${item.bestBeforeDate ? sql`and best_before = ${item.bestBeforeDate}` : sql``}
       ${item.batchNumbers?.length ? sql`and batch_number = any(${toPgArray(item.batchNumbers)}::text[])` : sql``}
       ${taken.length ? sql`and not (id = any(${toPgArray(taken)}::text[]))` : sql``}
     order by best_before asc nulls last, id asc
     limit ${need}
     for update skip locked`;
}

export async function reserveOrderStock(tx: DbOrTx, orderId: string, items: OrderItem[]): Promise<boolean> {
  const chosen: { unitId: string; itemId: string; productId: string }[] = [];
  for (const item of items) {
    if (item.fulfillmentBy !== 'provider') continue;
    const need = unitsNeeded(item.quantity);
    if (need > MAX_UNITS) return false;
    const taken = chosen.filter((c) => c.productId === item.productId).map((c) => c.unitId);
    const res = await tx.execute(freeUnitsQuery(item, need, taken));
    if (res.rows.length < need) return false;
    for (const r of res.rows as { id: string }[])
      chosen.push({ unitId: r.id, itemId: item.id, productId: item.productId });
  }
  if (chosen.length === 0) return true;
  const byItem = new Map<string, string[]>();
  for (const c of chosen) byItem.set(c.itemId, [...(byItem.get(c.itemId) ?? []), c.unitId]);
  for (const [itemId, unitIds] of byItem) {
    await tx.execute(sql`
      update stock_units set state = 'reserved', order_id = ${orderId}, order_item_id = ${itemId}, updated_at = now()
       where id = any(${toPgArray(unitIds)}::text[])`);
  }
  await applyPerProduct(tx, countBy(chosen.map((c) => c.productId)), 'on_shelf', 'reserved', orderId);
  return true;
}

/** Puts every unit the order holds back on the shelf (cancel, edit of a confirmed order). Returns the count. */
export async function releaseOrderStock(tx: DbOrTx, orderId: string): Promise<number> {
  const res = await tx.execute(sql`
    update stock_units set state = 'on_shelf', order_id = null, order_item_id = null, updated_at = now()
     where order_id = ${orderId} and state = 'reserved'
     returning product_id`);
  const rows = res.rows as { product_id: string }[];
  await applyPerProduct(tx, countBy(rows.map((r) => r.product_id)), 'reserved', 'on_shelf', orderId);
  return rows.length;
}

function countBy(ids: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const id of ids) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

/** Product rows are updated in id order so that two orders never lock the same products in opposite orders. */
async function applyPerProduct(
  tx: DbOrTx,
  counts: Map<string, number>,
  from: 'on_shelf' | 'reserved',
  to: 'on_shelf' | 'reserved',
  orderId: string,
) {
  for (const productId of [...counts.keys()].sort()) {
    await applyStockDelta(tx, {
      productId,
      delta: transitionDelta(from, to, counts.get(productId)!),
      reason: to === 'reserved' ? 'order_reserved' : 'order_released',
      details: { order_id: orderId },
    });
  }
}

/** A JS string array as a PostgreSQL array literal parameter (works on node-postgres and PGlite alike). */
function toPgArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
