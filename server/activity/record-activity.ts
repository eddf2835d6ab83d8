import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';
import type { Actor } from '@/server/core/actor';

/** What the activity history (06 "Everywhere") is kept for: one timeline per entity. */
export type ActivityEntityType =
  | 'order'
  | 'order_return'
  | 'product'
  | 'stock_unit'
  | 'webhook_endpoint'
  | 'user'
  | 'inbound_shipment'
  | 'invoice'
  | 'rate_card';

/** One entry: who (actor) did what (action, details) to which entity, for which merchant (null: the warehouse's). */
export interface ActivityEntry {
  merchantId: string | null;
  entityType: ActivityEntityType;
  entityId: string;
  action: string;
  actor: Actor;
  details?: Record<string, unknown> | null;
  /** When; the database's now() unless the change carries its own time. */
  at?: Date;
}

function row(e: ActivityEntry): typeof activityLog.$inferInsert {
  return {
    merchantId: e.merchantId,
    entityType: e.entityType,
    entityId: e.entityId,
    action: e.action,
    actorType: e.actor.type,
    actorId: e.actor.id,
    actorLabel: e.actor.label,
    details: e.details ?? null,
    ...(e.at ? { createdAt: e.at } : {}),
  };
}

/**
 * The one writer of the activity history: one row per entry, in the transaction of the change it tells (so the
 * history never shows a change that was rolled back, nor misses one that was kept).
 */
export async function recordActivity(tx: DbOrTx, entries: ActivityEntry | ActivityEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length > 0) await tx.insert(activityLog).values(list.map(row));
}

/** The same entry as one statement, for writes sent together (db/together.ts). */
export function activityStatement(e: ActivityEntry): SQL {
  return sql`insert into activity_log (merchant_id, entity_type, entity_id, action, actor_type, actor_id, actor_label, details)
    values (${e.merchantId}, ${e.entityType}, ${e.entityId}, ${e.action}, ${e.actor.type}, ${e.actor.id}, ${e.actor.label},
            ${e.details ? JSON.stringify(e.details) : null}::jsonb)`;
}
