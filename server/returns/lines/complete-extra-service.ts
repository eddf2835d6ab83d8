import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { serviceAttachments } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import {
  completionStamp,
  emitServiceCompleted,
  type CompletionInput,
  type Stamp,
} from '@/server/orders/extra-service-work';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import type { ResourceScope } from '@/server/core/resource-scope';
import { loadReturn } from '@/server/returns/reads/load-return';
import type { ServiceAttachmentDto } from '@/server/returns/schemas';

/** Returns whose extra services the warehouse may mark done: once the parcel is at the warehouse. */
const COMPLETABLE = ['pending_merchant_decision', 'accepted', 'processing', 'processed'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /ops/v1/order-returns/{orderReturnId}/extra-services/{attachmentId}/_complete: the warehouse did an extra
 * service of the return (whole return or a line's): `completion_stamp` set, the work to the outbox (billing
 * charges it). Once only (409 EXTRA_SERVICE_ALREADY_COMPLETED), under the return's row lock.
 */
export async function completeReturnExtraService(
  db: Db,
  scope: ResourceScope,
  returnId: string,
  attachmentId: string,
  input: CompletionInput,
  actor: Actor,
): Promise<ServiceAttachmentDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, scope, returnId, { forUpdate: true });
    if (!UUID.test(attachmentId)) throw new AppError('EXTRA_SERVICE_NOT_FOUND');
    const [a] = await tx
      .select()
      .from(serviceAttachments)
      .where(
        and(
          eq(serviceAttachments.orderReturnId, r.id),
          eq(serviceAttachments.id, attachmentId.toLowerCase()),
        ),
      );
    if (!a || a.status !== 'active') throw new AppError('EXTRA_SERVICE_NOT_FOUND');
    if (a.completionStamp) throw new AppError('EXTRA_SERVICE_ALREADY_COMPLETED');
    if (!COMPLETABLE.includes(r.status))
      throw new AppError('EXTRA_SERVICE_NOT_COMPLETABLE', undefined, { details: { status: r.status } });
    const stamp = completionStamp(actor, input);
    await tx
      .update(serviceAttachments)
      .set({ completionStamp: stamp })
      .where(and(eq(serviceAttachments.orderReturnId, r.id), eq(serviceAttachments.id, a.id)));
    await emitServiceCompleted(tx, {
      merchantId: r.merchantId,
      subject: 'order_return',
      parentId: r.id,
      itemId: a.orderReturnItemId,
      attachmentId: a.id,
      serviceId: a.serviceId,
      quantity: a.quantity === null ? null : Number(a.quantity),
      completedAt: stamp.ts,
    });
    await recordActivity(tx, {
      merchantId: r.merchantId,
      entityType: 'order_return',
      entityId: r.id,
      action: 'extra_service_completed',
      actor,
      details: {
        attachment_id: a.id,
        service_code: a.serviceCode,
        item_id: a.orderReturnItemId,
        comment: input.comment ?? null,
      },
    });
    return {
      id: a.id,
      service: { id: a.serviceId, code: a.serviceCode },
      quantity: a.quantity === null ? null : Number(a.quantity),
      ...(a.parameters ? { parameters: a.parameters } : {}),
      merchant_remarks: a.merchantRemarks,
      created_stamp: a.createdStamp as Stamp,
      completion_stamp: stamp,
      status: 'active' as const,
    };
  });
}
