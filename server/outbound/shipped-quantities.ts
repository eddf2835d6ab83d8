import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

export interface ShippedQuantities {
  /** When the first of the order's shipments left; null when nothing shipped yet. */
  firstShippedAt: Date | null;
  /** When the last shipment left (a return window counts from the shipment that carried the unit). */
  lastShippedAt: Date | null;
  /** Units shipped per order line id (lines never shipped are absent). */
  lines: Map<string, number>;
  /** Per line, when each of its shipments left and how many units it carried, oldest first. */
  shipments: { shipmentId: string; shippedAt: Date; items: { orderItemId: string; quantity: number }[] }[];
}

/**
 * What of an order was shipped, and when: the one question other features ask of outbound fulfilment
 * (returns' eligibility and windows, simulations). Reads the shipments only; a deleted order or one never
 * shipped answers empty quantities and null dates.
 */
export async function shippedQuantities(db: DbOrTx, orderId: string): Promise<ShippedQuantities> {
  const res = await db.execute(sql`
    select id, shipped_at, items from shipments where order_id = ${orderId} order by shipped_at, id`);
  const rows = res.rows as { id: string; shipped_at: string | Date; items: unknown }[];
  const lines = new Map<string, number>();
  const list: ShippedQuantities['shipments'] = [];
  for (const r of rows) {
    const raw = (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as {
      order_item_id: string;
      quantity: number;
    }[];
    const items = raw.map((i) => ({ orderItemId: i.order_item_id, quantity: Number(i.quantity) }));
    for (const i of items) lines.set(i.orderItemId, (lines.get(i.orderItemId) ?? 0) + i.quantity);
    list.push({ shipmentId: r.id, shippedAt: new Date(r.shipped_at), items });
  }
  return {
    firstShippedAt: list[0]?.shippedAt ?? null,
    lastShippedAt: list.at(-1)?.shippedAt ?? null,
    lines,
    shipments: list,
  };
}

/** When the order's units left the warehouse (its first shipment), or null. */
export async function orderShippedAt(db: DbOrTx, orderId: string): Promise<Date | null> {
  return (await shippedQuantities(db, orderId)).firstShippedAt;
}
