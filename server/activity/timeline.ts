import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';
import type { TimelineEntry } from '@/server/activity/timeline-entry';
import type { ActivityEntityType } from './record-activity';

/** How a domain words one of its entries: a short note from the action and its details, or none. */
export type ActivityWording = (action: string, details: Record<string, unknown>) => string | null;

/**
 * The one reader of the activity history: an entity's entries for its screen, oldest first (a record's story)
 * or newest first with a limit (a product's long stock history). Another merchant's entity has no entries.
 */
export async function timeline(
  db: DbOrTx,
  entity: { merchantId: string; type: ActivityEntityType; id: string },
  wording: ActivityWording,
  opts: { newestFirst?: boolean; limit?: number } = {},
): Promise<TimelineEntry[]> {
  const query = db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, entity.type),
        eq(activityLog.entityId, entity.id),
        eq(activityLog.merchantId, entity.merchantId),
      ),
    )
    .orderBy(opts.newestFirst ? desc(activityLog.id) : asc(activityLog.id));
  const rows = opts.limit ? await query.limit(opts.limit) : await query;
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    action: r.action,
    actorType: r.actorType,
    actorLabel: r.actorLabel,
    note: wording(r.action, (r.details ?? {}) as Record<string, unknown>),
  }));
}
