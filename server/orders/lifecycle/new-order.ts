import type { SQLWrapper } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/client';
import { insertRows } from '@/db/insert-rows';
import { orderItems, orders, type Order, type OrderItem, type Product } from '@/db/schema';
import { runTogether } from '@/db/together';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { newId } from '@/server/core/ids';
import {
  buildLineRow,
  toCodeInfo,
  toCustomer,
  toDate,
  toProcessHold,
} from '@/server/orders/lifecycle/build-rows';
import { orderStatusChangeStatements } from '@/server/orders/lifecycle/record-status-change';
import {
  resolveAttachments,
  resolveDeliveryService,
  resolvePickupPoint,
  resolveProducts,
} from '@/server/orders/lifecycle/resolve-references';
import type { AttachmentDto, OrderCreateInput } from '@/server/orders/schemas';
import { confirmLockedOrder } from '@/server/orders/lifecycle/set-order-status';

/*
 * The pieces of a new order: its creation checks, the draft as it will be stored, the statements that store it,
 * and the confirmation with it. createOrder (create-order.ts) puts them together for the API and the portal;
 * createOrderFromLines, here, for another domain's operation inside its own transaction.
 */

export type OrderSource = 'api' | 'portal' | 'return_resend' | 'return_exchange';

export interface CreatedOrder {
  order: Order;
  items: OrderItem[];
}

/** What a new order refers to, resolved by the creation checks. */
export interface OrderReferences {
  products: Product[];
  requestedDeliveryService: { id: string; code: string | null } | null;
  deliveryService: { id: string; code: string | null } | null;
  pickupPoint: { id: string } | null;
  orderAttachments: AttachmentDto[];
  lineAttachments: AttachmentDto[][];
}

/**
 * The creation checks of 04 B4 (422 on failure): products by id else SKU, delivery services, the pickup point
 * (pickup_point wins over requested_delivery_destination, also when it is null: 01 §2.2), extra-service
 * attachments. Reads only and takes no locks, so they may run before the write and outside its transaction.
 */
export async function resolveOrderReferences(
  db: DbOrTx,
  merchantId: string,
  input: OrderCreateInput,
  actor: Actor,
): Promise<OrderReferences> {
  const lines = input.items ?? [];
  const products = await resolveProducts(
    db,
    merchantId,
    lines.map((l) => l.product),
  );
  const requestedDeliveryService = input.requested_delivery_service
    ? await resolveDeliveryService(db, input.requested_delivery_service, 'order.requested_delivery_service')
    : null;
  const deliveryService = input.delivery_service
    ? await resolveDeliveryService(db, input.delivery_service, 'order.delivery_service')
    : null;
  const pickupGiven = input.pickup_point !== undefined;
  const pickupRef = pickupGiven
    ? input.pickup_point
    : (input.requested_delivery_destination?.pickup_point ?? null);
  const pickupField = pickupGiven
    ? 'order.pickup_point'
    : 'order.requested_delivery_destination.pickup_point';
  const pickupPoint = pickupRef ? await resolvePickupPoint(db, pickupRef.id, pickupField) : null;
  const [orderAttachments, ...lineAttachments] = await resolveAttachments(
    db,
    merchantId,
    [
      { path: 'order.extra_services', list: input.extra_services ?? [] },
      ...lines.map((l, i) => ({ path: `order.items[${i}].extra_services`, list: l.extra_services ?? [] })),
    ],
    actor,
  );
  return {
    products,
    requestedDeliveryService,
    deliveryService,
    pickupPoint,
    orderAttachments: orderAttachments!,
    lineAttachments,
  };
}

export interface NewOrderOptions {
  source?: OrderSource;
  sourceReturnId?: string | null;
  /** The return this order is the exchange of (unique: a second exchange order of one return fails). */
  exchangeForReturnId?: string | null;
}

/** A new draft as it will be stored (01 §2-§4), made from the request and its resolved references. */
export function newDraft(
  merchantId: string,
  input: OrderCreateInput,
  refs: OrderReferences,
  actor: Actor,
  opts: NewOrderOptions = {},
): CreatedOrder {
  const at = now();
  const orderId = newId();
  const order: Order = {
    id: orderId,
    merchantId,
    ourId: null,
    merchantsId: input.merchants_id ?? null,
    status: 'draft',
    customer: toCustomer(input.customer),
    processLock: input.process_lock ?? null,
    processHold: toProcessHold(input.process_hold),
    noEarlierThan: toDate(input.no_earlier_than),
    noAfterThan: toDate(input.no_after_than),
    language: input.language ?? null,
    merchantsOrderTime: toDate(input.merchants_order_time),
    requestedDeliveryMethod: toCodeInfo(input.requested_delivery_method),
    requestedDeliveryService: refs.requestedDeliveryService,
    deliveryService: refs.deliveryService,
    requestedPickupPoint: toCodeInfo(input.requested_pickup_point),
    pickupPoint: refs.pickupPoint,
    extraServices: refs.orderAttachments,
    anonymized: null,
    problem: null,
    source: opts.source ?? (actor.type === 'user' ? 'portal' : 'api'),
    sourceReturnId: opts.sourceReturnId ?? null,
    exchangeForReturnId: opts.exchangeForReturnId ?? null,
    createdAt: at,
    updatedAt: at,
  };
  const items = (input.items ?? []).map((l, i) =>
    buildLineRow(l, refs.products[i]!, refs.lineAttachments[i]!, { orderId, merchantId, position: i }),
  );
  return { order, items };
}

/**
 * The statements that store a new draft, to be sent as one (db/together.ts): the order, its lines, and the
 * status change's activity row, order.created event and count (unless `recordCreation: false`: an order created
 * as `confirmed` records its creation with the status it ends in, storeNewOrder).
 */
export function newDraftStatements(
  db: DbOrTx,
  created: CreatedOrder,
  actor: Actor,
  opts: { recordCreation?: boolean } = {},
): SQLWrapper[] {
  const { order, items } = created;
  const rows = [
    insertRows(db, orders, [order]),
    ...(items.length ? [insertRows(db, orderItems, items)] : []),
  ];
  if (opts.recordCreation === false) return rows;
  return [
    ...rows,
    ...orderStatusChangeStatements({
      merchantId: order.merchantId,
      orderId: order.id,
      from: null,
      to: 'draft',
      action: 'created',
      actor,
      details: { status: 'draft', source: order.source },
    }),
  ];
}

/**
 * A new order inside the caller's transaction, for another domain's operation (createOrderFromLines): the
 * creation checks (422), then `storeNewOrder`. Requests from outside go through createOrder (create-order.ts).
 */
async function createOrderInTransaction(
  tx: Tx,
  merchantId: string,
  input: OrderCreateInput,
  actor: Actor,
  opts: NewOrderOptions = {},
): Promise<CreatedOrder> {
  const refs = await resolveOrderReferences(tx, merchantId, input, actor);
  return storeNewOrder(tx, newDraft(merchantId, input, refs, actor, opts), input, actor);
}

/**
 * Stores a new draft in the caller's transaction in one statement (with `leading` statements of the caller's,
 * e.g. its idempotency key row), then, when status `confirmed` was asked for, runs the gates and the
 * reservation (B3: one transaction, so a failed gate leaves no order).
 */
export async function storeNewOrder(
  tx: Tx,
  created: CreatedOrder,
  input: OrderCreateInput,
  actor: Actor,
  leading: SQLWrapper[] = [],
): Promise<CreatedOrder> {
  const confirm = input.status === 'confirmed';
  await runTogether(tx, [
    ...leading,
    ...newDraftStatements(tx, created, actor, { recordCreation: !confirm }),
  ]);
  if (!confirm) return created;
  // Created as confirmed (or waiting_products): one creation record in that status, no draft -> confirmed change.
  const order = await confirmLockedOrder(tx, created.order, created.items, actor, {
    source: created.order.source,
  });
  return { order, items: created.items };
}

/**
 * For other domains (04 C7: the resend order of a released return): creates an order for `customer` with
 * the given product lines inside the caller's transaction and confirms it as B2 says (confirmed, or
 * waiting_products when stock is short). A failed gate throws 422 ORDER_CONFIRMATION_FAILED (the caller's
 * transaction rolls back) unless `onGateFailure: 'draft'`, which keeps the order as a draft instead.
 */
export async function createOrderFromLines(
  tx: Tx,
  merchantId: string,
  input: {
    customer: Partial<Record<string, string | null>> | null;
    items: { productId: string; quantity: number; fulfillmentBy?: 'provider' | 'merchant' | null }[];
    merchantsId?: string | null;
    sourceReturnId?: string | null;
    /** An exchange's order: stored as a draft (stock planning sees it) and confirmed when released. */
    exchangeForReturnId?: string | null;
    onGateFailure?: 'throw' | 'draft';
  },
  actor: Actor,
): Promise<CreatedOrder> {
  const body: OrderCreateInput = {
    customer: Object.fromEntries(
      Object.entries(input.customer ?? {}).filter(([, v]) => v !== ''),
    ) as OrderCreateInput['customer'],
    merchants_id: input.merchantsId ?? null,
    items: input.items.map((i) => ({
      product: { id: i.productId },
      quantity: i.quantity,
      fulfillment_by: i.fulfillmentBy ?? undefined,
    })),
  };
  const opts: NewOrderOptions = input.exchangeForReturnId
    ? { source: 'return_exchange', exchangeForReturnId: input.exchangeForReturnId }
    : { source: 'return_resend', sourceReturnId: input.sourceReturnId ?? null };
  const created = await createOrderInTransaction(tx, merchantId, body, actor, opts);
  if (input.exchangeForReturnId) return created;
  if (input.onGateFailure === 'draft') {
    try {
      // a savepoint: a failed gate undoes only the confirmation attempt
      const order = await tx.transaction((sp) => confirmLockedOrder(sp, created.order, created.items, actor));
      return { order, items: created.items };
    } catch (err) {
      if ((err as { code?: string }).code === 'ORDER_CONFIRMATION_FAILED') return created;
      throw err;
    }
  }
  return { order: await confirmLockedOrder(tx, created.order, created.items, actor), items: created.items };
}
