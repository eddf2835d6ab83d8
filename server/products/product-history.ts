import type { DbOrTx } from '@/db/client';
import { timeline } from '@/server/activity/timeline';
import type { TimelineEntry } from '@/server/activity/timeline-entry';

/** A product's activity (created, changed, stock received, counted) for the portal timeline, newest first. */
export function productHistory(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  limit = 50,
): Promise<TimelineEntry[]> {
  return timeline(db, { merchantId, type: 'product', id: productId }, noteOf, { newestFirst: true, limit });
}

function noteOf(action: string, d: Record<string, any>): string | null {
  if (action === 'stock.received')
    return `${d.quantity} units to ${d.location} (${String(d.state).replace('_', ' ')})`;
  if (action === 'stock.counted')
    return `counted ${d.counted_quantity}, on hand ${d.on_hand}${d.discrepancy ? ' – discrepancy' : ''}`;
  if (action === 'order_shipped')
    return `${d.quantity} ${d.quantity === 1 ? 'unit' : 'units'} shipped with order ${d.order_id}`;
  if (action === 'product.updated' && Array.isArray(d.fields)) return `changed ${d.fields.join(', ')}`;
  return null;
}
