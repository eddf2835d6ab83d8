import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturnItems } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { assertLineDecision } from '@/server/returns/lines/assert-line-decision';
import { loadItem, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { assertRestockProductOwned } from '@/server/returns/resolve-references';
import { canTransition, takesLineDecisions, type DecisionCode } from '@/server/returns/return-states';
import type { LineDecisionInput, ReturnDto } from '@/server/returns/schemas';
import { recordActivity } from '@/server/activity/record-activity';

/**
 * POST /v1/order-returns/{id}/items/{itemId}/merchant_decision (02 §4.5): sets or replaces one line's
 * decision under an existing whole decision of to_shelf or resend_as_new, while the return is accepted.
 */
export async function decideReturnLine(
  db: Db,
  merchantId: string,
  returnId: string,
  itemId: string,
  input: LineDecisionInput,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
    const item = await loadItem(tx, r.id, itemId);
    if (!r.merchantDecisionCode)
      throw new AppError('ORDER_RETURN_NO_DECISION', undefined, { details: { status: r.status } });
    // the same table as the whole decision: only an accepted (not yet released) return may change
    if (r.status !== 'accepted' || !canTransition(r.status, 'decide')) {
      throw new AppError('ORDER_RETURN_NOT_DECIDABLE', undefined, { details: { status: r.status } });
    }
    const whole = r.merchantDecisionCode as DecisionCode;
    if (!takesLineDecisions(whole)) throw new AppError('ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED');
    assertLineDecision(whole, input, 'merchant_decision');
    if (input.restock_as_product) {
      await assertRestockProductOwned(tx, r.merchantId, [
        { id: input.restock_as_product.id, path: 'merchant_decision.restock_as_product.id' },
      ]);
    }
    await tx
      .update(orderReturnItems)
      .set({ decisionCode: input.code, restockAsProductId: input.restock_as_product?.id ?? null })
      .where(eq(orderReturnItems.id, item.id));
    await updateReturn(tx, r.id, {});
    await recordActivity(tx, {
      merchantId: r.merchantId,
      entityType: 'order_return',
      entityId: r.id,
      action: 'line_decided',
      actor,
      details: { item_id: item.id, code: input.code, restock_as_product: input.restock_as_product ?? null },
    });
    return readReturn(tx, merchantScope(merchantId), returnId);
  });
}
