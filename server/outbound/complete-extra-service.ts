import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderItems, orders } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import {
  completionStamp,
  emitServiceCompleted,
  type CompletionInput,
} from '@/server/orders/extra-service-work';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import type { AttachmentDto } from '@/server/orders/schemas';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';

/** Orders whose extra services the warehouse may mark done: from confirmation until shipped. */
const COMPLETABLE = ['confirmed', 'waiting_products', 'processing', 'problem', 'processed'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /ops/v1/orders/{orderId}/extra-services/{attachmentId}/_complete: the warehouse did an extra service of
 * the order (order level or a line's). Its `completion_stamp` is set (the merchant's API shows it, 01 §2.6)
 * and the work goes to the outbox, from which billing charges it. Once only: 409
 * EXTRA_SERVICE_ALREADY_COMPLETED. Under the order's row lock, so it and the merchant's edit serialise.
 */
export async function completeOrderExtraService(
  db: Db,
  scope: ResourceScope,
  orderId: string,
  attachmentId: string,
  input: CompletionInput,
  actor: Actor,
): Promise<AttachmentDto> {
  return db.transaction(async (tx) => {
    const { order, items } = await lockOrder(tx, scope, orderId);
    if (!UUID.test(attachmentId)) throw new AppError('EXTRA_SERVICE_NOT_FOUND');
    const id = attachmentId.toLowerCase();
    const orderLevel = (order.extraServices as AttachmentDto[]) ?? [];
    const holder = orderLevel.some((a) => a.id.toLowerCase() === id)
      ? null
      : items.find((i) =>
          ((i.extraServices as AttachmentDto[]) ?? []).some((a) => a.id.toLowerCase() === id),
        );
    const list = holder ? ((holder.extraServices as AttachmentDto[]) ?? []) : orderLevel;
    const found = list.find((a) => a.id.toLowerCase() === id);
    if (!found || found.status !== 'active') throw new AppError('EXTRA_SERVICE_NOT_FOUND');
    if (found.completion_stamp) throw new AppError('EXTRA_SERVICE_ALREADY_COMPLETED');
    if (!COMPLETABLE.includes(order.status))
      throw new AppError('EXTRA_SERVICE_NOT_COMPLETABLE', undefined, { details: { status: order.status } });
    const stamp = completionStamp(actor, input);
    const done: AttachmentDto = { ...found, completion_stamp: stamp };
    const next = list.map((a) => (a === found ? done : a));
    if (holder) await tx.update(orderItems).set({ extraServices: next }).where(eq(orderItems.id, holder.id));
    else await tx.update(orders).set({ extraServices: next }).where(eq(orders.id, order.id));
    await emitServiceCompleted(tx, {
      merchantId: order.merchantId,
      subject: 'order',
      parentId: order.id,
      itemId: holder?.id ?? null,
      attachmentId: found.id,
      serviceId: found.service.id,
      quantity: found.quantity ?? null,
      completedAt: stamp.ts,
    });
    await recordActivity(tx, {
      merchantId: order.merchantId,
      entityType: 'order',
      entityId: order.id,
      action: 'extra_service_completed',
      actor,
      details: {
        attachment_id: found.id,
        service_code: found.service.code,
        item_id: holder?.id ?? null,
        comment: input.comment ?? null,
      },
    });
    return done;
  });
}
