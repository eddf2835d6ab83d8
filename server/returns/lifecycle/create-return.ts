import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { orderReturnItems, orderReturns } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { newId } from '@/server/core/ids';
import { now } from '@/server/core/clock';
import { toReturnDto } from '@/server/returns/reads/present-return';
import { recordStatusChange } from '@/server/returns/lifecycle/record-status-change';
import { assertOrdersOwned, assertProductsOwned } from '@/server/returns/resolve-references';
import { assertExchangeLines } from '@/server/returns/exchange/exchange-lines';
import { openExchange } from '@/server/returns/exchange/exchange-order';
import type { ExchangeRelease, ReturnOrigin } from '@/server/returns/return-states';
import type { CreateReturnInput, ReturnDto } from '@/server/returns/schemas';

/**
 * POST /v1/order-returns (02 §4.1, 04 C1): a return in status preinfo_received; lines get 24-hex ids, keep what
 * was registered as their expected quantity, and may carry a return reason. `origin` says which door it came
 * through (api, portal, or customer_page for an approved return request). Lines with an exchange open the
exchange: its draft order, released at once under the policy's `on_registration`.
 */
export async function createReturn(
  db: Db,
  merchantId: string,
  input: CreateReturnInput,
  actor: Actor,
  origin: ReturnOrigin = 'api',
): Promise<ReturnDto> {
  const items = input.items ?? [];
  const orderRefs = [
    ...(input.original_order
      ? [{ id: input.original_order.id, path: 'order_return.original_order.id' }]
      : []),
    ...items.flatMap((it, i) =>
      it.original_order
        ? [{ id: it.original_order.id, path: `order_return.items[${i}].original_order.id` }]
        : [],
    ),
  ];
  return db.transaction(async (tx) => {
    await assertOrdersOwned(tx, merchantId, orderRefs);
    await assertProductsOwned(
      tx,
      merchantId,
      items.map((it, i) => ({ id: it.product.id, path: `order_return.items[${i}].product.id` })),
    );
    const policy = await assertExchangeLines(
      tx,
      merchantId,
      items.flatMap((it, i) =>
        it.exchange
          ? [
              {
                returnedProductId: it.product.id,
                exchange: it.exchange,
                path: `order_return.items[${i}].exchange`,
              },
            ]
          : [],
      ),
      input.original_order?.id ?? items.find((it) => it.original_order)?.original_order?.id ?? null,
      // An approved customer request keeps the exchanges the policy offered when the customer asked.
      { agreedEarlier: origin === 'customer_page' },
    );
    const at = now();
    const [row] = await tx
      .insert(orderReturns)
      .values({
        id: newId(),
        merchantId,
        name: input.name ?? null,
        type: input.type,
        status: 'preinfo_received',
        remarks: input.remarks ?? null,
        originalOrderId: input.original_order?.id ?? null,
        merchantReference: input.merchant_reference ?? null,
        handlingInstructions: input.handling_instructions ?? null,
        trackingCodes: input.tracking_codes?.length ? input.tracking_codes : null,
        origin,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    const lines = items.length
      ? await tx
          .insert(orderReturnItems)
          .values(
            items.map((it, i) => ({
              id: newId(),
              orderReturnId: row!.id,
              position: i,
              productId: it.product.id,
              quantity: it.quantity,
              expectedQuantity: it.quantity,
              originalOrderId: it.original_order?.id ?? null,
              returnReasonCode: it.return_reason?.code ?? null,
              returnReasonNote: it.return_reason?.note || null,
              exchangeProductId: it.exchange?.product.id ?? null,
              exchangeQuantity: it.exchange?.quantity ?? null,
            })),
          )
          .returning()
      : [];
    const reasonCodes = [...new Set(lines.flatMap((l) => l.returnReasonCode ?? []))].sort();
    if (reasonCodes.length) {
      await tx.update(orderReturns).set({ reasonCodes }).where(eq(orderReturns.id, row!.id));
      row!.reasonCodes = reasonCodes;
    }
    await recordStatusChange(tx, {
      merchantId,
      returnId: row!.id,
      from: 'none',
      to: 'preinfo_received',
      action: 'created',
      actor,
    });
    const stored = policy
      ? await openExchange(tx, row!, lines, policy.exchangesRelease as ExchangeRelease, actor)
      : row!;
    return toReturnDto(stored, lines);
  });
}
