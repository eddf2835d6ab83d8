import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturnItems } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { loadItem, loadReturn, updateReturn } from './load-return';
import { readReturn } from './read-return';
import { recordReturnActivity } from './record-return-activity';
import { refreshReturnFlags } from './refresh-return-flags';
import { assertLineAction } from './return-states';
import type { EditReturnItemInput, ReturnDto } from './schemas';

/**
 * PATCH /v1/order-returns/{id}/items/{itemId}: the merchant sets, changes or clears (null) a line's return
 * reason until the parcel arrives; afterwards 409 ORDER_RETURN_NOT_EDITABLE.
 */
export async function editReturnReason(
  db: Db,
  merchantId: string,
  returnId: string,
  itemId: string,
  input: EditReturnItemInput,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantId, returnId, { forUpdate: true });
    const item = await loadItem(tx, r.id, itemId);
    assertLineAction(r.status, 'edit_reason');
    const reason = input.return_reason;
    await tx
      .update(orderReturnItems)
      .set({ returnReasonCode: reason?.code ?? null, returnReasonNote: reason?.note || null })
      .where(eq(orderReturnItems.id, item.id));
    await refreshReturnFlags(tx, r.id);
    await updateReturn(tx, r.id, {});
    await recordReturnActivity(tx, {
      merchantId: r.merchantId,
      returnId: r.id,
      action: 'reason_changed',
      actor,
      details: {
        item_id: item.id,
        from: item.returnReasonCode ? { code: item.returnReasonCode, note: item.returnReasonNote } : null,
        to: reason ? { code: reason.code, note: reason.note || null } : null,
      },
    });
    return readReturn(tx, merchantId, returnId);
  });
}
