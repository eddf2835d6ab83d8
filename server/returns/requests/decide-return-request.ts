import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { returnAttachments, returnRequests, type ReturnRequest } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { log } from '@/server/core/logger';
import { kickMail } from '@/server/returns/customer-mail/jobs/send-customer-mails';
import { queueCustomerMail } from '@/server/returns/customer-mail/queue-mail';
import { emitEvent } from '@/server/outbox/emit';
import { createReturn } from '@/server/returns/lifecycle/create-return';
import { requestLabel } from '@/server/returns/labels/request-label';
import type { ReturnReasonCode } from '@/server/returns/return-states';
import { loadReturnRequest } from './list-return-requests';
import { toReturnRequestDto } from './present-return-request';
import type { ReturnRequestDto } from './schemas';

/**
 * Approval inside the caller's transaction, on a request row it locked: creates the order return exactly as
 * POST /v1/order-returns would (type customer_return, the order linked, reasons and notes per line, origin
 * customer_page), turns the customer's photos into attachments of their return lines, links the request to
 * the return and emits return_request.decided.
 */
export async function approveLocked(tx: DbOrTx, req: ReturnRequest, actor: Actor): Promise<ReturnRequest> {
  const created = await createReturn(
    tx as Db,
    req.merchantId,
    {
      type: 'customer_return',
      original_order: { id: req.orderId },
      merchant_reference: `request ${req.id}`,
      items: req.items.map((it) => ({
        product: { id: it.product_id },
        quantity: it.quantity,
        original_order: { id: req.orderId },
        return_reason: { code: it.reason_code as ReturnReasonCode, note: it.note },
        exchange: it.exchange_product_id
          ? { product: { id: it.exchange_product_id }, quantity: it.quantity }
          : null,
      })),
    },
    actor,
    'customer_page',
  );
  const photos = req.items.flatMap((it, i) =>
    it.photo_file_ids.map((fileId) => ({
      merchantId: req.merchantId,
      orderReturnId: created.id,
      fileId,
      orderReturnItemId: created.items[i]!.id,
      purpose: 'damage_evidence',
      remarks: 'Photo from the customer',
      uploadedBy: 'customer',
      uploadedAt: now(),
    })),
  );
  if (photos.length) await tx.insert(returnAttachments).values(photos);
  const [row] = await tx
    .update(returnRequests)
    .set({
      status: 'approved',
      orderReturnId: created.id,
      decidedAt: now(),
      decidedBy: actor.label,
      updatedAt: now(),
    })
    .where(eq(returnRequests.id, req.id))
    .returning();
  await emitEvent(tx, {
    merchantId: req.merchantId,
    type: 'return_request.decided',
    orderingKey: req.id,
    data: { return_request_id: req.id, status: 'approved', order_return_id: created.id },
  });
  await queueCustomerMail(tx, row!, 'approved');
  return row!;
}

/** After an approval committed: the prepaid label goes through the existing label job (never waited for). */
export async function afterApproval(db: Db, req: ReturnRequest, actor: Actor): Promise<void> {
  kickMail();
  if (req.method !== 'prepaid_label' || !req.orderReturnId) return;
  try {
    await requestLabel(db, req.merchantId, req.orderReturnId, 0, actor);
  } catch (err) {
    // The return stands; staff can request the label again from the return.
    log.error('return request label failed', {
      return_request_id: req.id,
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

async function decide(
  db: Db,
  merchantId: string,
  id: string,
  change: (tx: DbOrTx, req: ReturnRequest) => Promise<ReturnRequest>,
): Promise<ReturnRequest> {
  return db.transaction(async (tx) => {
    // the row lock serialises an approval and a decline sent together: the second finds it decided
    const req = await loadReturnRequest(tx, merchantId, id, { forUpdate: true });
    if (req.status !== 'pending')
      throw new AppError('RETURN_REQUEST_ALREADY_DECIDED', undefined, { details: { status: req.status } });
    return change(tx, req);
  });
}

/** POST /v1/return-requests/{id}/_approve */
export async function approveReturnRequest(
  db: Db,
  merchantId: string,
  id: string,
  actor: Actor,
): Promise<ReturnRequestDto> {
  const row = await decide(db, merchantId, id, (tx, req) => approveLocked(tx, req, actor));
  await afterApproval(db, row, actor);
  return toReturnRequestDto(row);
}

/** POST /v1/return-requests/{id}/_decline: the message is shown to the customer. */
export async function declineReturnRequest(
  db: Db,
  merchantId: string,
  id: string,
  message: string,
  actor: Actor,
): Promise<ReturnRequestDto> {
  const row = await decide(db, merchantId, id, async (tx, req) => {
    const [updated] = await tx
      .update(returnRequests)
      .set({
        status: 'declined',
        declineMessage: message,
        decidedAt: now(),
        decidedBy: actor.label,
        updatedAt: now(),
      })
      .where(eq(returnRequests.id, req.id))
      .returning();
    await emitEvent(tx, {
      merchantId,
      type: 'return_request.decided',
      orderingKey: req.id,
      data: { return_request_id: req.id, status: 'declined', order_return_id: null },
    });
    await queueCustomerMail(tx, updated!, 'declined');
    return updated!;
  });
  kickMail();
  return toReturnRequestDto(row);
}
