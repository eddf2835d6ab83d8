import type { DbOrTx } from '@/db/client';
import { activityLog } from '@/db/schema';
import type { Actor } from '@/server/core/actor';

/** Who did what to a product or its stock (06 "Everywhere"); written in the transaction of the change. */
export async function recordProductActivity(
  tx: DbOrTx,
  entry: {
    merchantId: string;
    entityType?: 'product' | 'stock_unit' | 'webhook_endpoint';
    entityId: string;
    action: string;
    actor: Actor;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(activityLog).values({
    merchantId: entry.merchantId,
    entityType: entry.entityType ?? 'product',
    entityId: entry.entityId,
    action: entry.action,
    actorType: entry.actor.type,
    actorId: entry.actor.id,
    actorLabel: entry.actor.label,
    details: entry.details ?? null,
  });
}
