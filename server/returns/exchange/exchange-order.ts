import { eq } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { orders, type OrderReturn, type OrderReturnItem } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { emitEvent } from '@/server/outbox/emit';
import {
  cancelLinkedOrder,
  confirmLinkedOrder,
  replaceLinkedDraftLines,
} from '@/server/orders/lifecycle/linked-order';
import { createOrderFromLines } from '@/server/orders/lifecycle/new-order';
import { updateReturn } from '@/server/returns/reads/load-return';
import {
  HOLDING_CONDITIONS,
  SELLABLE_CONDITIONS,
  assertExchangeTransition,
  type ExchangeRelease,
} from '../return-states';

/*
 * The exchange's outgoing order, kept in step with the return inside the return's transaction, after its row
 * lock (so a release, a hold, a cancel and the return's own cancel serialise): created once as a draft, confirmed
 * on release, cancelled with the exchange. The orders table's unique exchange_for_return_id makes a second
 * exchange order of one return impossible, whatever runs twice.
 */

/** What set an exchange free: the policy's rule or the merchant's hand. */
export type ReleasedBy = ExchangeRelease | 'manual';

/** What cancelled an exchange: the merchant's hand, the return's own cancel, or its last exchange line removed. */
export type CancelledBy = 'manual' | 'return_cancelled' | 'lines_removed';

/** The exchange lines of a return as order lines (whole units, as the resend order). */
export function exchangeOrderLines(items: OrderReturnItem[]): { productId: string; quantity: number }[] {
  return items.flatMap((it) =>
    it.exchangeProductId && it.exchangeQuantity
      ? [{ productId: it.exchangeProductId, quantity: Math.max(1, Math.round(Number(it.exchangeQuantity))) }]
      : [],
  );
}

/** The return's original order: its own, else the first line-level one (as the resend order's). */
export function exchangeOriginalOrderId(
  r: Pick<OrderReturn, 'originalOrderId'>,
  items: Pick<OrderReturnItem, 'originalOrderId'>[],
): string | null {
  return r.originalOrderId ?? items.find((it) => it.originalOrderId)?.originalOrderId ?? null;
}

/**
 * Opens the exchange of a newly registered return with exchange lines: the draft order for the original
 * order's customer and address (stock planning sees it), status `waiting`, and under `on_registration` the
 * release at once (an instant exchange).
 */
export async function openExchange(
  tx: Tx,
  r: OrderReturn,
  items: OrderReturnItem[],
  release: ExchangeRelease,
  actor: Actor,
): Promise<OrderReturn> {
  const lines = exchangeOrderLines(items);
  if (!lines.length) return r;
  const originalOrderId = exchangeOriginalOrderId(r, items);
  const [original] = originalOrderId
    ? await tx.select({ customer: orders.customer }).from(orders).where(eq(orders.id, originalOrderId))
    : [];
  const created = await createOrderFromLines(
    tx,
    r.merchantId,
    {
      customer: (original?.customer as Record<string, string | null> | undefined) ?? null,
      items: lines,
      exchangeForReturnId: r.id,
    },
    actor,
  );
  const opened = {
    ...r,
    exchangeOrderId: created.order.id,
    exchangeStatus: 'waiting',
    exchangeRelease: release,
  };
  await updateReturn(tx, r.id, {
    exchangeOrderId: opened.exchangeOrderId,
    exchangeStatus: 'waiting',
    exchangeRelease: release,
  });
  await recordActivity(tx, {
    merchantId: r.merchantId,
    entityType: 'order_return',
    entityId: r.id,
    action: 'exchange_opened',
    actor,
    details: { exchange_order_id: created.order.id, release },
  });
  if (release === 'on_registration') return releaseExchange(tx, opened, 'on_registration', actor);
  return opened;
}

/** Releases the exchange: its order is confirmed and reserves stock (or waits for products). */
export async function releaseExchange(
  tx: Tx,
  r: OrderReturn,
  by: ReleasedBy,
  actor: Actor,
): Promise<OrderReturn> {
  const to = assertExchangeTransition(r.exchangeStatus, 'release')!;
  const order = await confirmLinkedOrder(tx, r.merchantId, r.exchangeOrderId!, actor);
  await updateReturn(tx, r.id, { exchangeStatus: to });
  await recordActivity(tx, {
    merchantId: r.merchantId,
    entityType: 'order_return',
    entityId: r.id,
    action: 'exchange_released',
    actor,
    details: { exchange_order_id: order.id, released_by: by, order_status: order.status },
  });
  await emitEvent(tx, {
    merchantId: r.merchantId,
    type: 'order_return.exchange_released',
    orderingKey: r.id,
    data: {
      order_return_id: r.id,
      exchange_order_id: order.id,
      exchange_status: to,
      released_by: by,
      order_status: order.status,
    },
  });
  return { ...r, exchangeStatus: to };
}

/** Holds a waiting exchange after a bad inspection: the merchant releases or cancels it by hand. */
async function holdExchange(
  tx: Tx,
  r: OrderReturn,
  held: Pick<OrderReturnItem, 'id' | 'inspectionCondition'>[],
  actor: Actor,
): Promise<OrderReturn> {
  const to = assertExchangeTransition(r.exchangeStatus, 'hold')!;
  await updateReturn(tx, r.id, { exchangeStatus: to });
  const lines = held.map((it) => ({ item_id: it.id, condition: it.inspectionCondition }));
  await recordActivity(tx, {
    merchantId: r.merchantId,
    entityType: 'order_return',
    entityId: r.id,
    action: 'exchange_held',
    actor,
    details: { exchange_order_id: r.exchangeOrderId, items: lines },
  });
  await emitEvent(tx, {
    merchantId: r.merchantId,
    type: 'order_return.exchange_held',
    orderingKey: r.id,
    data: {
      order_return_id: r.id,
      exchange_order_id: r.exchangeOrderId,
      exchange_status: to,
      items: lines,
    },
  });
  return { ...r, exchangeStatus: to };
}

/**
 * Cancels the exchange and its draft (before release only; afterwards the order follows its own lifecycle), with
 * `order_return.exchange_cancelled` in the outbox, as a hold and a release send theirs.
 */
export async function cancelExchange(
  tx: Tx,
  r: OrderReturn,
  by: CancelledBy,
  actor: Actor,
): Promise<OrderReturn> {
  const to = assertExchangeTransition(r.exchangeStatus, 'cancel')!;
  await cancelLinkedOrder(tx, r.merchantId, r.exchangeOrderId!, actor);
  await updateReturn(tx, r.id, { exchangeStatus: to });
  await recordActivity(tx, {
    merchantId: r.merchantId,
    entityType: 'order_return',
    entityId: r.id,
    action: 'exchange_cancelled',
    actor,
    details: { exchange_order_id: r.exchangeOrderId, cancelled_by: by },
  });
  await emitEvent(tx, {
    merchantId: r.merchantId,
    type: 'order_return.exchange_cancelled',
    orderingKey: r.id,
    data: {
      order_return_id: r.id,
      exchange_order_id: r.exchangeOrderId,
      exchange_status: to,
      cancelled_by: by,
    },
  });
  return { ...r, exchangeStatus: to };
}

/**
 * The exchange lines changed before release: the draft's lines follow; no line left cancels the exchange.
 * Answers the return as it is afterwards (an exchange opened late may be released or held at once).
 */
export async function syncExchangeLines(
  tx: Tx,
  r: OrderReturn,
  items: OrderReturnItem[],
  release: ExchangeRelease,
  actor: Actor,
): Promise<OrderReturn> {
  const lines = exchangeOrderLines(items);
  if (!r.exchangeStatus) {
    // the first exchange line of a return: opened now, and caught up with what already happened to the parcel
    const opened = await openExchange(tx, r, items, release, actor);
    if (!opened.arrivedAt) return opened;
    return exchangeAfterInspection(tx, await exchangeAfterArrival(tx, opened, actor), items, actor);
  }
  assertExchangeTransition(r.exchangeStatus, 'edit');
  if (!lines.length) return cancelExchange(tx, r, 'lines_removed', actor);
  await replaceLinkedDraftLines(tx, r.merchantId, r.exchangeOrderId!, lines, actor);
  return r;
}

/** What an inspection means for a waiting exchange: held, released, or nothing yet. */
export type InspectionOutcome = 'hold' | 'release' | 'wait';

/**
 * Under `on_inspection`: a line with an exchange inspected damaged, defective, missing or wrong item holds the
 * exchange; once every line with an exchange was inspected sellable or opened_sellable, it is released.
 */
export function inspectionOutcome(
  items: Pick<OrderReturnItem, 'exchangeProductId' | 'inspectionCondition'>[],
): InspectionOutcome {
  const lines = items.filter((it) => it.exchangeProductId);
  const cond = (it: (typeof lines)[number]) => it.inspectionCondition as never;
  if (lines.some((it) => it.inspectionCondition && HOLDING_CONDITIONS.includes(cond(it)))) return 'hold';
  if (lines.length && lines.every((it) => it.inspectionCondition && SELLABLE_CONDITIONS.includes(cond(it))))
    return 'release';
  return 'wait';
}

/**
 * After an inspection: a waiting exchange under `on_inspection` is held or released as the lines say. Answers
 * the return as it is afterwards.
 */
export async function exchangeAfterInspection(
  tx: Tx,
  r: OrderReturn,
  items: OrderReturnItem[],
  actor: Actor,
): Promise<OrderReturn> {
  if (r.exchangeStatus !== 'waiting') return r;
  const outcome = inspectionOutcome(items);
  if (outcome === 'hold') {
    const bad = items.filter(
      (it) => it.exchangeProductId && HOLDING_CONDITIONS.includes(it.inspectionCondition as never),
    );
    return holdExchange(tx, r, bad, actor);
  }
  if (outcome === 'release' && r.exchangeRelease === 'on_inspection')
    return releaseExchange(tx, r, 'on_inspection', actor);
  return r;
}

/**
 * The warehouse replaced the contents at arrival: a line that was not in the parcel took its exchange with it,
 * so an exchange not yet released follows the lines that remain (none left cancels it), as a PATCH would.
 */
export async function exchangeAfterContentsReplaced(
  tx: Tx,
  r: OrderReturn,
  items: OrderReturnItem[],
  actor: Actor,
): Promise<OrderReturn> {
  if (r.exchangeStatus !== 'waiting' && r.exchangeStatus !== 'held') return r;
  return syncExchangeLines(tx, r, items, r.exchangeRelease as ExchangeRelease, actor);
}

/** After the parcel arrived: a waiting exchange under `on_arrival` is released. Answers the return afterwards. */
export async function exchangeAfterArrival(tx: Tx, r: OrderReturn, actor: Actor): Promise<OrderReturn> {
  if (r.exchangeStatus === 'waiting' && r.exchangeRelease === 'on_arrival')
    return releaseExchange(tx, r, 'on_arrival', actor);
  return r;
}

/** The return was cancelled: an exchange not yet released is cancelled with its draft. */
export async function exchangeAfterReturnCancelled(tx: Tx, r: OrderReturn, actor: Actor): Promise<void> {
  if (r.exchangeStatus === 'waiting' || r.exchangeStatus === 'held')
    await cancelExchange(tx, r, 'return_cancelled', actor);
}
