import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import {
  inboundShipmentLines,
  inboundShipments,
  orderItems,
  orders,
  type OrderReturn,
  type OrderReturnItem,
} from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import type { ResourceScope } from '@/server/core/resource-scope';
import { createOrderFromLines } from '@/server/orders/lifecycle/new-order';
import { loadItems, loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { defaultsForLines } from '@/server/returns/lines/condition-defaults';
import {
  effectiveLineDecision,
  shelvedUnits,
  type ConditionDefaults,
} from '@/server/returns/lines/disposition';
import { readReturn } from '@/server/returns/reads/read-return';
import { returnTitle } from '@/server/returns/reads/return-title';
import { recordStatusChange } from '@/server/returns/lifecycle/record-status-change';
import { assertTransition } from '@/server/returns/return-states';
import type { ReturnDto } from '@/server/returns/schemas';

/**
 * POST /ops/v1/order-returns/{id}/_release (05 §4, 04 C7): accepted -> processing; the decision is locked
 * from here on. System effects in the same transaction: to_shelf lines (restock_as_product applied) become an
 * inbound shipment, by their inspection where there is one (shelvedUnits); resend lines (resend_as_new) or the original order's lines (resend_as_it_is) become a
 * new order for the original customer.
 */
export async function releaseReturn(
  db: Db,
  scope: ResourceScope,
  returnId: string,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, scope, returnId, { forUpdate: true });
    const to = assertTransition(r.status, 'release');
    const items = await loadItems(tx, r.id);
    const defaults = await defaultsForLines(tx, r.merchantId, items);
    const inboundShipmentId = await createInboundShipment(tx, r, items, defaults);
    const resendOrderId = await createResend(tx, r, items, defaults, actor);
    await updateReturn(tx, r.id, { status: to, inboundShipmentId, resendOrderId, releasedAt: now() });
    await recordStatusChange(tx, {
      merchantId: r.merchantId,
      returnId: r.id,
      from: r.status,
      to,
      action: 'released',
      actor,
      details: { inbound_shipment_id: inboundShipmentId, resend_order_id: resendOrderId },
    });
    return readReturn(tx, scope, returnId);
  });
}

async function createInboundShipment(
  tx: DbOrTx,
  r: OrderReturn,
  items: OrderReturnItem[],
  defaults: ConditionDefaults,
): Promise<string | null> {
  const shelved = items.flatMap((it) => {
    const d = effectiveLineDecision(r.merchantDecisionCode, it, defaults);
    const put = d?.code === 'to_shelf' ? shelvedUnits(it) : null;
    return put ? [{ productId: d!.restock_as_product?.id ?? it.productId, ...put }] : [];
  });
  if (!shelved.length) return null;
  const id = newId();
  const [original] = r.originalOrderId
    ? await tx.select({ number: orders.merchantsId }).from(orders).where(eq(orders.id, r.originalOrderId))
    : [];
  await tx.insert(inboundShipments).values({
    id,
    merchantId: r.merchantId,
    name: returnShipmentName(r, original?.number ?? null),
    status: 'pending',
    invoiced: false,
    source: 'order_return',
    sourceId: r.id,
    createdAt: now(),
  });
  await tx.insert(inboundShipmentLines).values(
    shelved.map((l, i) => ({
      inboundShipmentId: id,
      productId: l.productId,
      quantity: l.quantity,
      unitState: l.unitState,
      position: i,
    })),
  );
  return id;
}

/**
 * The resend order (04 C7) through the orders domain, inside this transaction: `confirmed` with its stock
 * reserved, `waiting_products` when stock is short, or kept as a `draft` when a B2 gate fails (say, the
 * customer's address is incomplete), so that a release never fails on the new order's account.
 */
async function createResend(
  tx: Tx,
  r: OrderReturn,
  items: OrderReturnItem[],
  defaults: ConditionDefaults,
  actor: Actor,
): Promise<string | null> {
  const originalOrderId =
    r.originalOrderId ?? items.find((it) => it.originalOrderId)?.originalOrderId ?? null;
  let lines: { productId: string; quantity: number }[] = [];
  if (r.merchantDecisionCode === 'resend_as_new') {
    lines = items
      .filter((it) => effectiveLineDecision(r.merchantDecisionCode, it, defaults)?.code === 'resend')
      .map((it) => ({ productId: it.productId, quantity: Number(it.quantity) }));
  } else if (r.merchantDecisionCode === 'resend_as_it_is' && originalOrderId) {
    const rows = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, originalOrderId))
      .orderBy(orderItems.position);
    lines = rows.map((l) => ({ productId: l.productId, quantity: Number(l.quantity) }));
  }
  if (!lines.length) return null;
  const [original] = originalOrderId
    ? await tx.select({ customer: orders.customer }).from(orders).where(eq(orders.id, originalOrderId))
    : [];
  const created = await createOrderFromLines(
    tx,
    r.merchantId,
    {
      customer: (original?.customer as Record<string, string | null> | undefined) ?? null,
      items: lines,
      sourceReturnId: r.id,
      onGateFailure: 'draft',
    },
    actor,
  );
  return created.order.id;
}

/**
 * The name of a return's inbound shipment, as people recognise the return (never its internal id): its name,
 * else its reference, else the order it came back from, else the day it was registered. At most 120 characters,
 * a notice's limit.
 */
export function returnShipmentName(
  r: Pick<OrderReturn, 'name' | 'merchantReference' | 'createdAt'>,
  originalOrderNumber: string | null,
): string {
  const what =
    r.name ??
    r.merchantReference ??
    (originalOrderNumber
      ? `of order ${originalOrderNumber}`
      : returnTitle({ created_at: r.createdAt.toISOString() }));
  const name = `Return ${what}`;
  return name.length > 120 ? `${name.slice(0, 119)}…` : name;
}
