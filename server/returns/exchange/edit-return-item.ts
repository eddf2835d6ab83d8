import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturnItems } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { merchantScope } from '@/server/core/resource-scope';
import { applyReasonChanges } from '@/server/returns/lines/edit-return-reason';
import { loadItem, loadItems, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { assertExchangeTransition, type ExchangeRelease } from '../return-states';
import type { EditReturnItemInput, ReturnDto } from '../schemas';
import { assertExchangeLines } from './exchange-lines';
import { exchangeOriginalOrderId, syncExchangeLines } from './exchange-order';

/**
 * PATCH /v1/order-returns/{id}/items/{itemId}: the line's return reason (until arrival, else 409
 * ORDER_RETURN_NOT_EDITABLE) and its exchange (until the exchange is released, else 409
 * ORDER_RETURN_EXCHANGE_RELEASED), in one transaction under the return's row lock. The exchange order's draft
 * lines follow; the first exchange of a return opens its exchange, and removing the last cancels it.
 */
export async function editReturnItem(
  db: Db,
  merchantId: string,
  returnId: string,
  itemId: string,
  input: EditReturnItemInput,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, merchantScope(merchantId), returnId, { forUpdate: true });
    const item = await loadItem(tx, r.id, itemId);
    if (input.return_reason !== undefined)
      await applyReasonChanges(tx, r, [{ itemId: item.id, reason: input.return_reason }], actor);
    if (input.exchange !== undefined) {
      if (r.exchangeStatus) assertExchangeTransition(r.exchangeStatus, 'edit');
      const items = await loadItems(tx, r.id);
      const policy = input.exchange
        ? await assertExchangeLines(
            tx,
            r.merchantId,
            [{ returnedProductId: item.productId, exchange: input.exchange, path: 'item.exchange' }],
            exchangeOriginalOrderId(r, items),
          )
        : null;
      const exchange = input.exchange;
      await tx
        .update(orderReturnItems)
        .set({
          exchangeProductId: exchange?.product.id ?? null,
          exchangeQuantity: exchange?.quantity ?? null,
        })
        .where(eq(orderReturnItems.id, item.id));
      await recordActivity(tx, {
        merchantId: r.merchantId,
        entityType: 'order_return',
        entityId: r.id,
        action: 'exchange_changed',
        actor,
        details: {
          item_id: item.id,
          to: exchange ? { product_id: exchange.product.id, quantity: exchange.quantity } : null,
        },
      });
      const after = await loadItems(tx, r.id);
      if (r.exchangeStatus || exchange) {
        const release = (r.exchangeRelease ?? policy?.exchangesRelease ?? 'on_inspection') as ExchangeRelease;
        await syncExchangeLines(tx, r, after, release, actor);
      }
      await updateReturn(tx, r.id, {});
    }
    return readReturn(tx, merchantScope(merchantId), returnId);
  });
}
