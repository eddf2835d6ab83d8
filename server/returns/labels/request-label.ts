import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orders, returnLabels } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError } from '@/server/core/errors';
import { newId } from '@/server/core/ids';
import { merchantScope } from '@/server/core/resource-scope';
import { loadItems, loadReturn } from '@/server/returns/reads/load-return';
import { OPEN_LABEL_STATUSES } from '../return-states';
import type { ReturnLabelDto } from '../schemas';
import { findLabel, toLabelDto, type LabelRow } from './present-label';
import { queueLabel } from './queue-label';
import { LABEL_FAILURES } from './produce-label';
import { recordActivity } from '@/server/activity/record-activity';

/** A label request as it stands when the wait ended. */
export interface LabelRequest {
  orderReturnId: string;
  label: ReturnLabelDto;
  /** Complete or failed; else still pending or processing. */
  finished: boolean;
}

const POLL_MS = 100;
/** An open request older than this lost its worker (crash, restart): it is failed and a new one starts. */
const STALE_MS = 5 * 60_000;

/**
 * POST /v1/order-returns/{id}/_request-label (02 §4.9, 04 C3): opens a label request (or returns the open
 * one: the return's row lock serialises concurrent callers, and a partial unique index backs it up), has the
 * job queue render it, and waits up to `waitSeconds` for the result. `finished`: the label is complete or
 * failed (the API answers 200), else it is still pending or processing (202).
 */
export async function requestLabel(
  db: Db,
  merchantId: string,
  returnId: string,
  waitSeconds: number,
  actor: Actor,
): Promise<LabelRequest> {
  const { label, created } = await db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
    const [open] = await tx
      .select()
      .from(returnLabels)
      .where(
        and(eq(returnLabels.orderReturnId, r.id), inArray(returnLabels.status, [...OPEN_LABEL_STATUSES])),
      )
      .orderBy(desc(returnLabels.requestedAt))
      .limit(1);
    if (open && now().getTime() - open.requestedAt.getTime() < STALE_MS)
      return { label: open, created: false };
    if (open) {
      await tx
        .update(returnLabels)
        .set({
          status: 'failed',
          errorCode: 'LABEL_RENDER_FAILED',
          error: LABEL_FAILURES.LABEL_RENDER_FAILED,
          updatedAt: now(),
        })
        .where(eq(returnLabels.id, open.id));
    }
    const items = await loadItems(tx, r.id);
    const originalOrderId =
      r.originalOrderId ?? items.find((it) => it.originalOrderId)?.originalOrderId ?? null;
    const [order] = originalOrderId
      ? await tx
          .select({ id: orders.id, merchantId: orders.merchantId, status: orders.status })
          .from(orders)
          .where(eq(orders.id, originalOrderId))
      : [];
    if (!order || order.merchantId !== r.merchantId || order.status === 'deleted')
      throw new AppError('ORIGINAL_ORDER_REQUIRED');
    const [row] = await tx
      .insert(returnLabels)
      .values({
        id: newId(),
        merchantId: r.merchantId,
        orderReturnId: r.id,
        status: 'pending',
        requestedAt: now(),
      })
      .returning();
    await recordActivity(tx, {
      merchantId: r.merchantId,
      entityType: 'order_return',
      entityId: r.id,
      action: 'label_requested',
      actor,
      details: { label_id: row!.id },
    });
    return { label: row!, created: true };
  });
  // A request for a label still pending queues it again: its first job may never have reached the queue.
  if (created || label.status === 'pending') await queueLabel(label.id);
  const current = await waitForResult(db, label, waitSeconds);
  return {
    orderReturnId: label.orderReturnId,
    label: await toLabelDto(current),
    finished: current.status === 'complete' || current.status === 'failed',
  };
}

async function waitForResult(db: Db, label: LabelRow, waitSeconds: number): Promise<LabelRow> {
  const deadline = Date.now() + waitSeconds * 1000;
  let current = label;
  while (!['complete', 'failed'].includes(current.status) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, Math.min(POLL_MS, Math.max(0, deadline - Date.now()))));
    current = (await findLabel(db, label.id)) ?? current;
  }
  return current;
}
