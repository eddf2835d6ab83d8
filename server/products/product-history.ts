import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';
import type { TimelineEntry } from '@/server/portal/timeline-entry';

/** A product's activity (created, changed, stock received, counted) for the portal timeline, newest first. */
export async function productHistory(
  db: DbOrTx,
  merchantId: string,
  productId: string,
  limit = 50,
): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'product'),
        eq(activityLog.entityId, productId),
        eq(activityLog.merchantId, merchantId),
      ),
    )
    .orderBy(desc(activityLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    action: r.action,
    actorType: r.actorType,
    actorLabel: r.actorLabel,
    note: noteOf(r.action, r.details as any),
  }));
}

function noteOf(action: string, d: Record<string, any> | null): string | null {
  if (!d) return null;
  if (action === 'stock.received')
    return `${d.quantity} units to ${d.location} (${String(d.state).replace('_', ' ')})`;
  if (action === 'stock.counted')
    return `counted ${d.counted_quantity}, on hand ${d.on_hand}${d.discrepancy ? ' – discrepancy' : ''}`;
  if (action === 'order_shipped')
    return `${d.quantity} ${d.quantity === 1 ? 'unit' : 'units'} shipped with order ${d.order_id}`;
  if (action === 'product.updated' && Array.isArray(d.fields)) return `changed ${d.fields.join(', ')}`;
  return null;
}
