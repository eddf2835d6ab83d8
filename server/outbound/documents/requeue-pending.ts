import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { now } from '@/server/core/clock';
import { log } from '@/server/core/logger';
import { queueShipmentDocuments } from './queue-documents';

/** Pending this long, a shipment's documents have missed their job (it renders in seconds, expires in 60 s). */
export const DOCUMENTS_OVERDUE_MS = 2 * 60_000;
/** Older than this, a shipment still pending is left to people (its render kept failing): no endless retries. */
const GIVE_UP_MS = 24 * 60 * 60_000;

/** Queues the render job of every shipment whose documents are overdue; answers how many it queued. */
export async function requeuePendingDocuments(limit = 200): Promise<number> {
  const db = await getDb();
  const at = now().getTime();
  const res = await db.execute(sql`
    select id from shipments
     where documents_status = 'pending'
       and shipped_at < ${new Date(at - DOCUMENTS_OVERDUE_MS).toISOString()}::timestamptz
       and shipped_at > ${new Date(at - GIVE_UP_MS).toISOString()}::timestamptz
     order by shipped_at
     limit ${limit}`);
  const ids = (res.rows as { id: string }[]).map((r) => r.id);
  for (const id of ids) await queueShipmentDocuments(id);
  if (ids.length) log.info('overdue shipment documents queued again', { shipments: ids.length });
  return ids.length;
}
