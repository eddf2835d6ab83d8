import type { DbOrTx } from '@/db/client';
import { timeline } from '@/server/activity/timeline';
import type { TimelineEntry } from '@/server/activity/timeline-entry';
import { carrierName } from '@/server/shipments/carriers';

/** The order's history for the detail page (06 "Everywhere"): who did what and when, oldest first. */
export function orderTimeline(db: DbOrTx, merchantId: string, orderId: string): Promise<TimelineEntry[]> {
  return timeline(db, { merchantId, type: 'order', id: orderId }, noteOf);
}

function noteOf(action: string, d: Record<string, unknown>): string | null {
  if (action === 'status_changed')
    return `${String(d.from).replace('_', ' ')} → ${String(d.to).replace('_', ' ')}`;
  if (action === 'created')
    return `as ${String(d.status ?? 'draft')}${d.source ? ` (${String(d.source)})` : ''}`;
  if (Array.isArray(d.fields) && d.fields.length) return `changed ${d.fields.join(', ')}`;
  if (action === 'shipped' && Array.isArray(d.tracking_codes))
    return `${carrierName(String(d.carrier))}, tracking ${d.tracking_codes.join(', ')}`;
  if (action === 'problem_reported')
    return `${String(d.code).replace('_', ' ')}${d.note ? `: ${String(d.note)}` : ''}${d.replacement ? ' (replaced from stock)' : ''}`;
  return null;
}
