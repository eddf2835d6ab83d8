import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/client';
import { idempotencyKeys, orders, shipments, shipmentUnits, type Order, type OrderItem } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import { AppError, isAppError, validationError, type ValidationIssue } from '@/server/core/errors';
import { keyIs, runIdempotent, type StoredResult } from '@/server/core/idempotency';
import { isId, newId } from '@/server/core/ids';
import { inScope, type ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { unitsNeeded } from '@/server/orders/lifecycle/reserve-stock';
import { setOrderStatus } from '@/server/orders/lifecycle/set-order-status';
import { assertTransition } from '@/server/orders/lifecycle/status-machine';
import { applyStockDelta, transitionDelta, type UnitState } from '@/server/stock/figures';
import { ledgerState } from '@/server/stock-ledger/ledger/ledger-states';
import { trackingUrlFor } from './carrier-templates';
import { localTrackingCode } from './carriers';
import { toQueueOrderDto, type QueueOrderDto } from './queue-order';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { queueShipmentDocuments } from './documents/queue-documents';
import { toShipmentDto } from './present-shipment';
import type { CreateShipmentInput } from './schemas';
import type { ShipmentDto } from '@/server/shipments/shipment-schema';

export const SHIP_OPERATION = 'order_shipment';

export interface ShipResult extends StoredResult {
  status: 201;
  body: { shipment: ShipmentDto; order: QueueOrderDto };
}

/**
 * POST /ops/v1/orders/{id}/shipments: ships the given quantities of a processing order (409
 * ORDER_NOT_SHIPPABLE otherwise). The units leave the stock (their rows move to shipment_units), the products'
 * figures go down with reason order_shipped, the ledger records them leaving (one row per product, location and
 * lot), order.shipped is written to the outbox, and once the shipments
 * cover every line the order is processed. With an Idempotency-Key a retry answers the same shipment: the key
 * row is inserted in the shipment's transaction, so two parallel calls with one key make one shipment.
 * Its documents are queued once the shipment committed, and again by a retry while they are still pending
 * (a queue that refused the job, see queue-documents.ts): no caller queues them.
 */
export async function shipOrder(
  db: Db,
  scope: ResourceScope,
  orderId: string,
  input: CreateShipmentInput,
  opts: { key: string | null; rawBody: unknown; actor: Actor },
): Promise<{ result: ShipResult; replayed: boolean }> {
  const merchantId = await orderMerchant(db, scope, orderId);
  const outcome = await runIdempotent<ShipResult>({
    db,
    merchantId,
    operation: SHIP_OPERATION,
    key: opts.key,
    // one key is one shipment of one order: the same key on another order is a different request
    body: { order_id: orderId, request: opts.rawBody ?? input },
    whenInProgress: 'wait',
    execute: (tx) => executeShip(tx, scope, orderId, input, opts.actor),
    replay: async (stored, reader) => ({
      status: 201,
      body: await currentShipment(reader, stored.resourceId!),
      resourceId: stored.resourceId,
    }),
  }).catch(async (err: unknown) => {
    throw opts.key ? await keyOfAnotherOrder(db, merchantId, opts.key, orderId, err) : err;
  });
  await shipmentCommitted(outcome.result.body.shipment);
  return outcome;
}

/**
 * After a shipment's transaction committed (or its key replayed): its documents, while still pending, go to the
 * job queue. For the one caller that ships inside a transaction of its own (the sandbox's processing).
 */
export async function shipmentCommitted(shipment: ShipmentDto): Promise<void> {
  if (shipment.documents.status === 'pending') await queueShipmentDocuments(shipment.id);
}

/**
 * A reused key's refusal says why when the key shipped another order (the body may well be the same: a form or a
 * script sent twice to two orders): "used for another order" rather than "a different request body".
 */
async function keyOfAnotherOrder(
  db: DbOrTx,
  merchantId: string,
  key: string,
  orderId: string,
  err: unknown,
): Promise<unknown> {
  if (!isAppError(err) || err.code !== 'IDEMPOTENCY_KEY_REUSED') return err;
  const [row] = await db
    .select({ orderId: shipments.orderId })
    .from(idempotencyKeys)
    .innerJoin(shipments, eq(shipments.id, idempotencyKeys.resourceId))
    .where(keyIs(merchantId, SHIP_OPERATION, key));
  return row && row.orderId !== orderId
    ? new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another order.')
    : err;
}

async function orderMerchant(db: DbOrTx, scope: ResourceScope, orderId: string): Promise<string> {
  if (!isId(orderId)) throw new AppError('ORDER_NOT_FOUND');
  const [row] = await db.select({ merchantId: orders.merchantId }).from(orders).where(eq(orders.id, orderId));
  if (!row || !inScope(scope, row.merchantId)) throw new AppError('ORDER_NOT_FOUND');
  return row.merchantId;
}

async function currentShipment(db: DbOrTx, shipmentId: string): Promise<ShipResult['body']> {
  const [s] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  const { order, items } = await readOrder(db, s!.orderId);
  return { shipment: await toShipmentDto(s!), order: toQueueOrderDto(order, items) };
}

async function readOrder(db: DbOrTx, orderId: string): Promise<{ order: Order; items: OrderItem[] }> {
  const { orderItems } = await import('@/db/schema');
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.position);
  return { order: order!, items };
}

interface HeldUnit {
  id: string;
  product_id: string;
  order_item_id: string;
  location: string;
  best_before: string | null;
  batch_number: string | null;
  state: UnitState;
  created_at: string | Date;
}

/**
 * The shipment itself, in the caller's transaction (shipOrder's, under its key; the sandbox's processing, after
 * it started picking in the same transaction). The caller calls shipmentCommitted once it committed.
 */
export async function executeShip(
  tx: Tx,
  scope: ResourceScope,
  orderId: string,
  input: CreateShipmentInput,
  actor: Actor,
): Promise<ShipResult> {
  const { order, items } = await lockOrder(tx, scope, orderId);
  assertTransition('ship', order.status);
  const shipped = await shippedPerLine(tx, order.id);
  const held = await heldUnits(tx, order.id);
  const lineById = new Map(items.map((i) => [i.id, i]));

  // Quantities per line (a line named twice is summed), checked against the line's remainder and held units.
  const wanted = new Map<string, number>();
  const issues: ValidationIssue[] = [];
  input.items.forEach((it, i) => {
    const line = lineById.get(it.order_item_id);
    const at = `shipment.items.${i}`;
    if (!line) return issues.push({ path: `${at}.order_item_id`, message: 'Not a line of this order.' });
    if (line.fulfillmentBy !== 'provider')
      return issues.push({
        path: `${at}.order_item_id`,
        message: 'This line is fulfilled by the merchant, not by the warehouse.',
      });
    const total = (wanted.get(line.id) ?? 0) + it.quantity;
    wanted.set(line.id, total);
    const remaining = unitsNeeded(line.quantity) - (shipped.get(line.id) ?? 0);
    const onHand = held.filter((u) => u.order_item_id === line.id).length;
    if (total > remaining)
      issues.push({
        path: `${at}.quantity`,
        message: `More than is left to ship of this line: ${remaining} left of ${unitsNeeded(line.quantity)}.`,
      });
    else if (total > onHand)
      issues.push({
        path: `${at}.quantity`,
        message: `More than the units reserved for this line (${onHand}).`,
      });
  });
  if (issues.length) throw validationError(issues);

  const shipmentId = newId();
  const shippedAt = now();
  const given = input.tracking_codes?.filter(Boolean) ?? [];
  const codes = given.length ? given : input.parcels.map(() => localTrackingCode());
  const shipmentItems = [...wanted].map(([order_item_id, quantity]) => ({ order_item_id, quantity }));
  const parcels = input.parcels.map((p) => ({
    weight_grams: p.weight_grams ?? null,
    length_mm: p.length_mm ?? null,
    width_mm: p.width_mm ?? null,
    height_mm: p.height_mm ?? null,
  }));

  // The units leave: picking units first (they are in hand), then reserved ones, by location.
  const taken: HeldUnit[] = [];
  for (const [lineId, qty] of wanted) {
    const pool = held
      .filter((u) => u.order_item_id === lineId)
      .sort((a, b) => (a.state === b.state ? a.id.localeCompare(b.id) : a.state === 'picking' ? -1 : 1));
    taken.push(...pool.slice(0, qty));
  }
  const [row] = await tx
    .insert(shipments)
    .values({
      id: shipmentId,
      merchantId: order.merchantId,
      orderId: order.id,
      carrier: input.carrier,
      service: input.service ?? null,
      trackingCodes: codes,
      trackingUrl: await trackingUrlFor(tx, input.carrier, codes),
      parcels,
      items: shipmentItems,
      shippedAt,
    })
    .returning();
  await tx.insert(shipmentUnits).values(
    taken.map((u, position) => ({
      unitId: u.id,
      merchantId: order.merchantId,
      shipmentId,
      orderId: order.id,
      orderItemId: u.order_item_id,
      productId: u.product_id,
      location: u.location,
      bestBefore: u.best_before,
      batchNumber: u.batch_number,
      receivedAt: new Date(u.created_at),
      position,
    })),
  );
  await tx.execute(
    sql`delete from stock_units where id in (${sql.join(
      taken.map((u) => sql`${u.id}`),
      sql`, `,
    )})`,
  );
  await applyShippedDeltas(tx, order, taken, shipmentId, actor);

  await emitEvent(tx, {
    merchantId: order.merchantId,
    type: 'order.shipped',
    orderingKey: order.id,
    data: {
      order_id: order.id,
      merchants_id: order.merchantsId,
      shipment_id: shipmentId,
      carrier: input.carrier,
      service: input.service ?? null,
      tracking_codes: codes,
      tracking_url: row!.trackingUrl,
      items: shipmentItems,
      shipped_at: shippedAt.toISOString(),
    },
  });
  await recordActivity(tx, {
    merchantId: order.merchantId,
    entityType: 'order',
    entityId: order.id,
    action: 'shipped',
    actor,
    details: { shipment_id: shipmentId, carrier: input.carrier, tracking_codes: codes, items: shipmentItems },
  });

  // Every provider line covered: processed.
  for (const [lineId, qty] of wanted) shipped.set(lineId, (shipped.get(lineId) ?? 0) + qty);
  const complete = items
    .filter((i) => i.fulfillmentBy === 'provider')
    .every((i) => (shipped.get(i.id) ?? 0) >= unitsNeeded(i.quantity));
  const updated = complete
    ? await setOrderStatus(tx, order, 'ship', 'processed', actor, { shipment_id: shipmentId })
    : order;
  return {
    status: 201,
    body: { shipment: await toShipmentDto(row!), order: toQueueOrderDto(updated, items) },
    resourceId: shipmentId,
  };
}

/** Units shipped so far per order line. */
export async function shippedPerLine(tx: DbOrTx, orderId: string): Promise<Map<string, number>> {
  const res = await tx.execute(sql`
    select order_item_id, count(*)::int as n from shipment_units where order_id = ${orderId} group by order_item_id`);
  return new Map(
    (res.rows as { order_item_id: string; n: number }[]).map((r) => [r.order_item_id, Number(r.n)]),
  );
}

async function heldUnits(tx: DbOrTx, orderId: string): Promise<HeldUnit[]> {
  const res = await tx.execute(sql`
    select id, product_id, order_item_id, location, best_before::text as best_before, batch_number, state, created_at
      from stock_units where order_id = ${orderId} and state in ('picking', 'reserved')
     order by id
       for update`);
  return res.rows as unknown as HeldUnit[];
}

/** Figures, product.inventory_changed (order_shipped) and the product's history, product by product in id order. */
async function applyShippedDeltas(
  tx: DbOrTx,
  order: Order,
  taken: HeldUnit[],
  shipmentId: string,
  actor: Actor,
) {
  const byProduct = new Map<string, HeldUnit[]>();
  for (const u of taken) byProduct.set(u.product_id, [...(byProduct.get(u.product_id) ?? []), u]);
  for (const productId of [...byProduct.keys()].sort()) {
    const units = byProduct.get(productId)!;
    const picking = units.filter((u) => u.state === 'picking').length;
    const delta = [
      transitionDelta('picking', null, picking),
      transitionDelta('reserved', null, units.length - picking),
    ];
    await applyStockDelta(tx, {
      productId,
      delta: {
        on_hand: delta[0]!.on_hand + delta[1]!.on_hand,
        reserved: delta[0]!.reserved + delta[1]!.reserved,
        available: delta[0]!.available + delta[1]!.available,
      },
      reason: 'order_shipped',
      details: { order_id: order.id, shipment_id: shipmentId },
      movements: {
        context: {
          merchantId: order.merchantId,
          reason: 'order_shipped',
          reference: { type: 'shipment', id: shipmentId },
          actor,
        },
        lines: units.map((u) => ({
          productId: u.product_id,
          quantity: 1,
          from: { state: ledgerState(u.state), location: u.location },
          to: null,
          batchNumber: u.batch_number,
          bestBefore: u.best_before,
        })),
      },
    });
    await recordActivity(tx, {
      merchantId: order.merchantId,
      entityType: 'product',
      entityId: productId,
      action: 'order_shipped',
      actor,
      details: { order_id: order.id, shipment_id: shipmentId, quantity: units.length },
    });
  }
}
