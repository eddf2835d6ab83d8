import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orderReturnItems, type OrderReturn } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { merchantScope } from '@/server/core/resource-scope';
import { loadItem, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { refreshReturnFlags } from '@/server/returns/lifecycle/refresh-return-flags';
import { assertLineAction } from '@/server/returns/return-states';
import type { ReturnDto, ReturnReasonInput } from '@/server/returns/schemas';
import { recordActivity } from '@/server/activity/record-activity';

export interface ReasonChange {
  itemId: string;
  /** null clears the line's reason. */
  reason: ReturnReasonInput | null;
}

/**
 * The merchant sets, changes or clears (null) lines' return reasons until the parcel arrives; afterwards 409
 * ORDER_RETURN_NOT_EDITABLE. Several lines change in one transaction (the portal saves every line at once;
 * PATCH /v1/order-returns/{id}/items/{itemId} changes one); a line whose reason is unchanged is left alone.
 */
export async function editReturnReasons(
  db: Db,
  merchantId: string,
  returnId: string,
  changes: ReasonChange[],
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
    await applyReasonChanges(tx, r, changes, actor);
    return readReturn(tx, merchantScope(merchantId), returnId);
  });
}

/** The reason changes on a return the caller locked (also PATCH of a line with an exchange, in one transaction). */
export async function applyReasonChanges(
  tx: DbOrTx,
  r: OrderReturn,
  changes: ReasonChange[],
  actor: Actor,
): Promise<void> {
  const items = [];
  for (const c of changes) items.push({ item: await loadItem(tx, r.id, c.itemId), to: c.reason });
  assertLineAction(r.status, 'edit_reason');
  let changed = false;
  for (const { item, to } of items) {
    const code = to?.code ?? null;
    const note = to?.note || null;
    if (item.returnReasonCode === code && item.returnReasonNote === note) continue;
    changed = true;
    await tx
      .update(orderReturnItems)
      .set({ returnReasonCode: code, returnReasonNote: note })
      .where(eq(orderReturnItems.id, item.id));
    await recordActivity(tx, {
      merchantId: r.merchantId,
      entityType: 'order_return',
      entityId: r.id,
      action: 'reason_changed',
      actor,
      details: {
        item_id: item.id,
        from: item.returnReasonCode ? { code: item.returnReasonCode, note: item.returnReasonNote } : null,
        to: code ? { code, note } : null,
      },
    });
  }
  if (changed) {
    await refreshReturnFlags(tx, r.id);
    await updateReturn(tx, r.id, {});
  }
}
