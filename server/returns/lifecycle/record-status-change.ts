import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { countChangeRows } from '@/server/core/count-shards';
import { RETURN_STATUSES } from '@/server/returns/return-states';

/**
 * A return's status change (who did what to a return: 06 "Everywhere"): the activity entry and the per-status counts (in the return's shard), in the caller's
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
  await recordActivity(tx, {
    merchantId: input.merchantId,
    entityType: 'order_return',
    entityId: input.returnId,
    action: input.action,
    actor: input.actor,
    details: { from: input.from, to: input.to, ...(input.details ?? {}) },
  });
  const counts = countChangeRows(
    input.merchantId,
    input.returnId,
    input.from === 'none' ? null : input.from,
    input.to,
    RETURN_STATUSES,
  );
  await tx.execute(sql`
    insert into return_status_counts (merchant_id, status, shard, count) values ${counts}
    on conflict (merchant_id, status, shard) do update set count = return_status_counts.count + excluded.count`);
}
