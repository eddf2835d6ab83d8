import { and, asc, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';

/**
 * A notice's `status_history`: each transition is one entry of the activity history (action `status.<to>`),
 * written in the transaction of the change, so the history shows exactly the changes that were kept.
 */
export async function recordNoticeStatus(
  tx: DbOrTx,
  input: {
    merchantId: string;
    noticeId: string;
    from: string | null;
    to: string;
    actor: Actor;
    note?: string | null;
    details?: Record<string, unknown>;
    at?: Date;
  },
): Promise<void> {
  await recordActivity(tx, {
    merchantId: input.merchantId,
    entityType: 'inbound_shipment',
    entityId: input.noticeId,
    action: `status.${input.to}`,
    actor: input.actor,
    details: { from: input.from, to: input.to, note: input.note ?? null, ...(input.details ?? {}) },
    at: input.at,
  });
}

export interface StatusChange {
  status: string;
  at: string;
  actor: { type: string; label: string | null };
  note: string | null;
}

export async function readStatusHistory(
  db: DbOrTx,
  merchantId: string,
  noticeId: string,
): Promise<StatusChange[]> {
  const rows = await db
    .select()
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, 'inbound_shipment'),
        eq(activityLog.entityId, noticeId),
        eq(activityLog.merchantId, merchantId),
        like(activityLog.action, 'status.%'),
      ),
    )
    .orderBy(asc(activityLog.id));
  return rows.map((r) => {
    const d = (r.details ?? {}) as { note?: string | null };
    return {
      status: r.action.slice('status.'.length),
      at: r.createdAt.toISOString(),
      actor: { type: r.actorType, label: r.actorLabel },
      note: d.note ?? null,
    };
  });
}
