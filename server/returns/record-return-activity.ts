import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { countChangeRows } from '@/server/core/count-shards';

/** Who did what to a return (06 "Everywhere"), written in the transaction of the change. */
export async function recordReturnActivity(
  tx: DbOrTx,
  input: {
    merchantId: string;
    returnId: string;
    action: string;
    actor: Actor;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(activityLog).values({
    merchantId: input.merchantId,
    entityType: 'order_return',
    entityId: input.returnId,
    action: input.action,
    actorType: input.actor.type,
    actorId: input.actor.id,
    actorLabel: input.actor.label,
    details: input.details ?? null,
  });
}

/**
 * A status change: the activity entry and the per-status counts (in the return's shard), in the caller's
 * transaction (returns send no webhooks, 02 §6).
 */
export async function recordStatusChange(
  tx: DbOrTx,
  input: {
    merchantId: string;
    returnId: string;
    from: string;
    to: string;
    action: string;
    actor: Actor;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await recordReturnActivity(tx, {
    ...input,
    details: { from: input.from, to: input.to, ...(input.details ?? {}) },
  });
  const counts = countChangeRows(
    input.merchantId,
    input.returnId,
    input.from === 'none' ? null : input.from,
    input.to,
  );
  await tx.execute(sql`
    insert into return_status_counts (merchant_id, status, shard, count) values ${counts}
    on conflict (merchant_id, status, shard) do update set count = return_status_counts.count + excluded.count`);
}
