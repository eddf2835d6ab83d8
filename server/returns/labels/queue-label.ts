import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { now } from '@/server/core/clock';
import { log } from '@/server/core/logger';
import { enqueue } from '@/server/jobs/queue';
import { renderReturnLabelJob } from '../jobs/render-return-label';

/** Pending this long, a label has missed its job (it renders in seconds; its job expires in 30 s). */
export const LABEL_OVERDUE_MS = 60_000;
/** Older than this a pending label is failed by the next request for it (request-label.ts STALE_MS). */
const GIVE_UP_MS = 24 * 60 * 60_000;

/**
 * Has the job queue render a label, once the request committed. Never throws: a label still pending is queued
 * again by the next request for it and by the sweep (requeuePendingLabels), and the render job claims a pending
 * label once, so a label queued twice is rendered once.
 */
export async function queueLabel(labelId: string): Promise<void> {
  try {
    await enqueue(renderReturnLabelJob, { label_id: labelId });
  } catch (err) {
    log.warn('return label not queued; the sweep queues it', {
      label_id: labelId,
      error: (err as Error).message,
    });
  }
}

/** Queues the render job of every label pending past LABEL_OVERDUE_MS; answers how many it queued. */
export async function requeuePendingLabels(limit = 200): Promise<number> {
  const db = await getDb();
  const at = now().getTime();
  const res = await db.execute(sql`
    select id from return_labels
     where status = 'pending'
       and requested_at < ${new Date(at - LABEL_OVERDUE_MS).toISOString()}::timestamptz
       and requested_at > ${new Date(at - GIVE_UP_MS).toISOString()}::timestamptz
     order by requested_at
     limit ${limit}`);
  const ids = (res.rows as { id: string }[]).map((r) => r.id);
  for (const id of ids) await queueLabel(id);
  if (ids.length) log.info('overdue return labels queued again', { labels: ids.length });
  return ids.length;
}
