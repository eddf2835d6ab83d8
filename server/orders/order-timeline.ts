import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';

export interface OrderTimelineEntry {
  id: number;
  at: Date;
  action: string;
  actorType: string;
  actorLabel: string | null;
  note: string | null;
}

/** The order's history for the detail page (06 "Everywhere"): who did what and when, oldest first. */
export async function orderTimeline(
  db: DbOrTx,
  merchantId: string,
  orderId: string,
): Promise<OrderTimelineEntry[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'order'),
        eq(activityLog.entityId, orderId),
        eq(activityLog.merchantId, merchantId),
      ),
    )
    .orderBy(asc(activityLog.id));
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    action: r.action,
    actorType: r.actorType,
    actorLabel: r.actorLabel,
    note: noteOf(r.action, r.details),
  }));
}

function noteOf(action: string, details: unknown): string | null {
  const d = (details ?? {}) as Record<string, unknown>;
  if (action === 'status_changed')
    return `${String(d.from).replace('_', ' ')} → ${String(d.to).replace('_', ' ')}`;
  if (action === 'created')
    return `as ${String(d.status ?? 'draft')}${d.source ? ` (${String(d.source)})` : ''}`;
  if (Array.isArray(d.fields) && d.fields.length) return `changed ${d.fields.join(', ')}`;
  if (action === 'shipped' && Array.isArray(d.tracking_codes))
    return `${String(d.carrier)}, tracking ${d.tracking_codes.join(', ')}`;
  if (action === 'problem_reported')
    return `${String(d.code).replace('_', ' ')}${d.note ? `: ${String(d.note)}` : ''}${d.replacement ? ' (replaced from stock)' : ''}`;
  return null;
}
