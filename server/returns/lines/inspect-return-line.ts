import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { orderReturnItems } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { exchangeAfterInspection } from '@/server/returns/exchange/exchange-order';
import { loadItem, loadItems, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { refreshReturnFlags } from '@/server/returns/lifecycle/refresh-return-flags';
import { assertLineAction } from '@/server/returns/return-states';
import type { InspectionInput, ReturnDto } from '@/server/returns/schemas';
import { recordActivity } from '@/server/activity/record-activity';
import { lineDiscrepancy } from '@/server/returns/lines/disposition';

/**
 * POST /ops/v1/order-returns/{id}/items/{itemId}/_inspect: the warehouse records what arrived of a line and in
 * what condition, from arrival until release (a later inspection replaces the earlier one; after release 409
 * ORDER_RETURN_NOT_INSPECTABLE). The return's discrepancy flag follows, and an `order_return.inspected` event
 * is written to the outbox in the same transaction; a waiting exchange is held or released as the lines say.
 */
export async function inspectReturnLine(db: Db, ...args: InspectionArgs): Promise<ReturnDto> {
  const [scope, returnId] = args;
  return db.transaction(async (tx) => {
    await inspectLine(tx, ...args);
    return readReturn(tx, scope, returnId);
  });
}

/** The same inspection for a caller that does not show the return afterwards (a screen that redirects). */
export async function recordInspection(db: Db, ...args: InspectionArgs): Promise<void> {
  await db.transaction((tx) => inspectLine(tx, ...args));
}

export type InspectionArgs = [
  scope: ResourceScope,
  returnId: string,
  itemId: string,
  input: InspectionInput,
  actor: Actor,
];

/** One line's inspection in the caller's transaction (the sandbox inspects every line of a return in one). */
export async function inspectLine(
  tx: Tx,
  ...[scope, returnId, itemId, input, actor]: InspectionArgs
): Promise<void> {
  const r = await loadReturn(tx, scope, returnId, { forUpdate: true });
  const item = await loadItem(tx, r.id, itemId);
  assertLineAction(r.status, 'inspect');
  const at = now();
  const note = input.note || null;
  await tx
    .update(orderReturnItems)
    .set({
      receivedQuantity: input.received_quantity,
      inspectionCondition: input.condition,
      inspectionNote: note,
      inspectedAt: at,
      inspectedBy: actor.label,
    })
    .where(eq(orderReturnItems.id, item.id));
  await refreshReturnFlags(tx, r.id);
  await updateReturn(tx, r.id, {});
  if (r.exchangeStatus) await exchangeAfterInspection(tx, r, await loadItems(tx, r.id), actor);
  const expected = item.expectedQuantity === null ? null : Number(item.expectedQuantity);
  const inspection = {
    item_id: item.id,
    product_id: item.productId,
    condition: input.condition,
    expected_quantity: expected,
    received_quantity: input.received_quantity,
    note,
  };
  await recordActivity(tx, {
    merchantId: r.merchantId,
    entityType: 'order_return',
    entityId: r.id,
    action: 'inspected',
    actor,
    details: inspection,
  });
  await emitEvent(tx, {
    merchantId: r.merchantId,
    type: 'order_return.inspected',
    orderingKey: r.id,
    data: {
      order_return_id: r.id,
      ...inspection,
      discrepancy: lineDiscrepancy(expected, input.received_quantity),
      inspected_at: at.toISOString(),
    },
  });
}
