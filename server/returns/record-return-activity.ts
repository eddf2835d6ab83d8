import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { activityLog, returnStatusCounts } from '@/db/schema';
import type { Actor } from '@/server/core/actor';

/** Who did what to a return (06 "Everywhere"), written in the transaction of the change. */
export async function recordReturnActivity(
  tx: DbOrTx,
  input: { merchantId: string; returnId: string; action: string; actor: Actor; details?: Record<string, unknown> },
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

/** A status change: the activity entry and the per-status counts, in the caller's transaction (returns send no webhooks, 02 §6). */
export async function recordStatusChange(
  tx: DbOrTx,
  input: { merchantId: string; returnId: string; from: string; to: string; action: string; actor: Actor; details?: Record<string, unknown> },
): Promise<void> {
  await recordReturnActivity(tx, { ...input, details: { from: input.from, to: input.to, ...(input.details ?? {}) } });
  await tx
    .insert(returnStatusCounts)
    .values({ merchantId: input.merchantId, status: input.to, count: 1 })
    .onConflictDoUpdate({ target: [returnStatusCounts.merchantId, returnStatusCounts.status], set: { count: sql`${returnStatusCounts.count} + 1` } });
  if (input.from !== 'none') {
    await tx
      .update(returnStatusCounts)
      .set({ count: sql`${returnStatusCounts.count} - 1` })
      .where(and(eq(returnStatusCounts.merchantId, input.merchantId), eq(returnStatusCounts.status, input.from)));
  }
}
