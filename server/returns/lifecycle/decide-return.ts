import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturnItems } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { assertLineDecision } from '@/server/returns/lines/assert-line-decision';
import { loadItems, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { recordStatusChange } from '@/server/returns/lifecycle/record-status-change';
import { assertOrdersOwned, assertRestockProductOwned } from '@/server/returns/resolve-references';
import { assertTransition, takesLineDecisions } from '@/server/returns/return-states';
import type { DecisionInput, ReturnDto } from '@/server/returns/schemas';
import { recordActivity } from '@/server/activity/record-activity';

/**
 * POST /v1/order-returns/{id}/_merchant-decision (02 §3.1, §4.4): records the whole decision and the
 * exceptional lines; every call fully replaces the previous decision (a line left out goes back to its
 * default). Allowed from pending_merchant_decision and, until release, from accepted.
 */
export async function decideReturn(
  db: Db,
  merchantId: string,
  returnId: string,
  input: DecisionInput,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
    const to = assertTransition(r.status, 'decide');
    const lines = input.items ?? [];
    if (lines.length && !takesLineDecisions(input.code))
      throw new AppError('ORDER_RETURN_DECISION_ITEMS_NOT_ALLOWED');
    const items = await loadItems(tx, r.id);
    if (input.code === 'resend_as_it_is') {
      const originalOrderId = r.originalOrderId ?? items.find((it) => it.originalOrderId)?.originalOrderId;
      if (!originalOrderId) throw new AppError('ORDER_RETURN_DECISION_REQUIRES_ORIGINAL_ORDER');
      await assertOrdersOwned(tx, r.merchantId, [{ id: originalOrderId, path: 'original_order.id' }]).catch(
        () => {
          throw new AppError(
            'ORDER_RETURN_DECISION_REQUIRES_ORIGINAL_ORDER',
            'The linked original order no longer exists.',
          );
        },
      );
    }
    const known = new Set(items.map((it) => it.id));
    lines.forEach((line, i) => {
      const path = `merchant_decision.items[${i}]`;
      if (!known.has(line.id))
        throw new AppError('ORDER_RETURN_DECISION_UNKNOWN_ITEM', undefined, {
          details: { path: `${path}.id`, id: line.id },
        });
      assertLineDecision(input.code, line, path);
    });
    await assertRestockProductOwned(
      tx,
      r.merchantId,
      lines.flatMap((l, i) =>
        l.restock_as_product
          ? [{ id: l.restock_as_product.id, path: `merchant_decision.items[${i}].restock_as_product.id` }]
          : [],
      ),
    );
    // full replacement: clear every line, then write the explicit ones
    await tx
      .update(orderReturnItems)
      .set({ decisionCode: null, restockAsProductId: null })
      .where(eq(orderReturnItems.orderReturnId, r.id));
    for (const line of lines) {
      await tx
        .update(orderReturnItems)
        .set({ decisionCode: line.code, restockAsProductId: line.restock_as_product?.id ?? null })
        .where(eq(orderReturnItems.id, line.id));
    }
    await updateReturn(tx, r.id, { status: to, merchantDecisionCode: input.code });
    const details = {
      code: input.code,
      items: lines.map((l) => ({ id: l.id, code: l.code, restock_as_product: l.restock_as_product ?? null })),
    };
    if (r.status !== to) {
      await recordStatusChange(tx, {
        merchantId: r.merchantId,
        returnId: r.id,
        from: r.status,
        to,
        action: 'decided',
        actor,
        details,
      });
    } else {
      await recordActivity(tx, {
        merchantId: r.merchantId,
        entityType: 'order_return',
        entityId: r.id,
        action: 'decision_replaced',
        actor,
        details,
      });
    }
    return readReturn(tx, merchantScope(merchantId), returnId);
  });
}
