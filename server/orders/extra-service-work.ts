import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { catalogServices } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { emitEvent } from '@/server/outbox/emit';

/** The body of an extra service's `_complete` (optional: an empty body marks it done without a comment). */
export const CompleteExtraServiceBody = z
  .object({
    completion: z
      .object({ comment: z.string().trim().max(1000, 'At most 1000 characters.').optional() })
      .optional(),
  })
  .optional();

/** The input of an extra service's `_complete`: an optional comment, carried in the stamp's `p.comment` (01 §2.6). */
export interface CompletionInput {
  comment?: string | null;
}

export interface Stamp {
  ts: string;
  user?: string;
  source?: string;
  p?: Record<string, unknown>;
}

/** The completion_stamp of 01 §2.6: when, by whom, through what; the comment in `p.comment`. */
export function completionStamp(actor: Actor, input: CompletionInput): Stamp {
  return {
    ts: now().toISOString(),
    user: actor.label ?? actor.id ?? 'system',
    source: actor.type === 'user' ? 'portal' : actor.type === 'api_client' ? 'api' : 'system',
    p: input.comment ? { comment: input.comment } : {},
  };
}

/**
 * The warehouse's work on an extra service, written to the outbox in the transaction that stamps it: billing
 * charges it from there (`service:<code>`), never in this transaction.
 */
export async function emitServiceCompleted(
  tx: DbOrTx,
  input: {
    merchantId: string;
    subject: 'order' | 'order_return';
    parentId: string;
    itemId: string | null;
    attachmentId: string;
    serviceId: string;
    quantity: number | null;
    completedAt: string;
  },
): Promise<void> {
  const [svc] = await tx
    .select({ id: catalogServices.id, code: catalogServices.code, name: catalogServices.name })
    .from(catalogServices)
    .where(eq(catalogServices.id, input.serviceId));
  await emitEvent(tx, {
    merchantId: input.merchantId,
    type: 'work.extra_service_completed',
    orderingKey: input.parentId,
    data: {
      subject: input.subject,
      [input.subject === 'order' ? 'order_id' : 'order_return_id']: input.parentId,
      item_id: input.itemId,
      attachment_id: input.attachmentId,
      service: { id: input.serviceId, code: svc?.code ?? null, name: svc?.name ?? null },
      quantity: input.quantity,
      completed_at: input.completedAt,
    },
  });
}
