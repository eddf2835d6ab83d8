import { emitEvent } from '@/server/outbox/emit';
import { registerLocationCodes } from '@/server/stock-ledger/locations/register-codes';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { orderReturnItems, type OrderReturnItem } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import type { ResourceScope } from '@/server/core/resource-scope';
import { loadItems, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { recordStatusChange } from '@/server/returns/lifecycle/record-status-change';
import { refreshReturnFlags } from '@/server/returns/lifecycle/refresh-return-flags';
import { assertProductsOwned } from '@/server/returns/resolve-references';
import { assertTransition } from '@/server/returns/return-states';
import { returnArrivedForOrders } from '@/server/orders/lifecycle/return-progress';
import type { ArrivalInput, ReturnDto } from '@/server/returns/schemas';
import {
  exchangeAfterArrival,
  exchangeAfterContentsReplaced,
} from '@/server/returns/exchange/exchange-order';
import { queueMailForReturn } from '@/server/returns/customer-mail/queue-mail';

/**
 * POST /ops/v1/order-returns/{id}/_arrive (05 §4, 04 E17): the parcel is at the warehouse. Given items
 * replace the contents with what was found; lines of the same product keep their ids (in order).
 */
export async function arriveReturn(
  db: Db,
  scope: ResourceScope,
  returnId: string,
  input: ArrivalInput,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    let r = await loadReturn(tx, scope, returnId, { forUpdate: true });
    const to = assertTransition(r.status, 'arrive');
    if (input.items) {
      await assertProductsOwned(
        tx,
        r.merchantId,
        input.items.map((it, i) => ({ id: it.product.id, path: `arrival.items[${i}].product.id` })),
      );
      await replaceContents(tx, r.id, await loadItems(tx, r.id), input.items);
      await refreshReturnFlags(tx, r.id);
      r = await exchangeAfterContentsReplaced(tx, r, await loadItems(tx, r.id), actor);
    }
    const arrivedAt = now();
    await registerLocationCodes(tx, [input.warehouse_location.id]);
    await updateReturn(tx, r.id, {
      status: to,
      warehouseLocationId: input.warehouse_location.id,
      arrivedAt,
    });
    // The return's handling is billable work (fee `return`), charged from the outbox off this transaction.
    await emitEvent(tx, {
      merchantId: r.merchantId,
      type: 'work.return_arrived',
      orderingKey: r.id,
      data: { order_return_id: r.id, arrived_at: arrivedAt.toISOString() },
    });
    await recordStatusChange(tx, {
      merchantId: r.merchantId,
      returnId: r.id,
      from: r.status,
      to,
      action: 'arrived',
      actor,
      details: { warehouse_location: input.warehouse_location.id, items: input.items ?? null },
    });
    await returnArrivedForOrders(tx, r, actor);
    await exchangeAfterArrival(tx, { ...r, status: to }, actor);
    await queueMailForReturn(tx, r.id, 'arrived');
    return readReturn(tx, scope, returnId);
  });
}

async function replaceContents(
  tx: DbOrTx,
  returnId: string,
  current: OrderReturnItem[],
  found: NonNullable<ArrivalInput['items']>,
) {
  // A line found beyond registered contents was expected 0 times; on a return registered without contents,
  // nothing was expected (null).
  const expectedQuantity = current.length ? 0 : null;
  const pool = new Map<string, OrderReturnItem[]>();
  for (const it of current) pool.set(it.productId, [...(pool.get(it.productId) ?? []), it]);
  const kept = new Set<string>();
  for (const [i, it] of found.entries()) {
    const match = pool.get(it.product.id)?.shift();
    if (match) {
      kept.add(match.id);
      await tx
        .update(orderReturnItems)
        .set({ position: i, quantity: it.quantity })
        .where(eq(orderReturnItems.id, match.id));
    } else {
      await tx.insert(orderReturnItems).values({
        id: newId(),
        orderReturnId: returnId,
        position: i,
        productId: it.product.id,
        quantity: it.quantity,
        expectedQuantity,
      });
    }
  }
  const gone = current.filter((it) => !kept.has(it.id)).map((it) => it.id);
  if (gone.length) await tx.delete(orderReturnItems).where(inArray(orderReturnItems.id, gone));
}
