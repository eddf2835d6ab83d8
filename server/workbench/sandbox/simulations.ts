import type { Db } from '@/db/client';
import type { Actor } from '@/server/core/actor';
import { AppError } from '@/server/core/errors';
import { merchantScope } from '@/server/core/resource-scope';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { completeReturn } from '@/server/returns/lifecycle/complete-return';
import { inspectLine } from '@/server/returns/lines/inspect-return-line';
import { loadItems, loadReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { releaseReturn } from '@/server/returns/lifecycle/release-return';
import type { ReturnDto } from '@/server/returns/schemas';
import { receiveUnits } from '@/server/stock/receive-units';
import type { StockUnitDto } from '@/server/stock/schemas';
import { getOrder } from '@/server/orders/reads/get-order';
import type { OrderDto } from '@/server/orders/schemas';
import { unitsNeeded } from '@/server/orders/lifecycle/reserve-stock';
import { withShipments } from '@/server/outbound/present-shipment';
import type { CreateShipmentInput } from '@/server/outbound/schemas';
import { executeShip, shipmentCommitted, shippedPerLine } from '@/server/outbound/ship-order';
import { startPickingLocked } from '@/server/outbound/start-picking';
import { lockOrder } from '@/server/orders/lifecycle/lock-order';
import { canDo } from '@/server/orders/lifecycle/status-machine';
import { assertSandbox } from '@/server/merchants/sandbox';
import type { SimulateArrivalInput, SimulateInspectionInput, SimulateReceiveStockInput } from './schemas';

/**
 * The sandbox's simulations: each runs the very operation the warehouse runs (the same checks, states,
 * stock changes, activity entries and webhooks), for the sandbox merchant only (403 SANDBOX_ONLY elsewhere).
 * The actor is the caller, marked as a simulation in the activity log.
 */
function simulated(actor: Actor): Actor {
  return { ...actor, label: `${actor.label ?? actor.type} (simulation)` };
}

export async function simulateArrival(
  db: Db,
  merchantId: string,
  returnId: string,
  input: SimulateArrivalInput,
  actor: Actor,
): Promise<ReturnDto> {
  await assertSandbox(db, merchantId);
  return arriveReturn(
    db,
    merchantScope(merchantId),
    returnId,
    {
      warehouse_location: input.arrival?.warehouse_location ?? { id: 'SANDBOX-DOCK' },
      items: input.arrival?.items ?? null,
    },
    simulated(actor),
  );
}

/**
 * Inspects every line: the listed ones as given, the others with their expected quantity in `condition`. All
 * lines in one transaction, under the return's row lock: a line that fails leaves no line inspected.
 */
export async function simulateInspection(
  db: Db,
  merchantId: string,
  returnId: string,
  input: SimulateInspectionInput,
  actor: Actor,
): Promise<ReturnDto> {
  await assertSandbox(db, merchantId);
  const scope = merchantScope(merchantId);
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, scope, returnId, { forUpdate: true });
    const lines = await loadItems(tx, r.id);
    const given = new Map((input.items ?? []).map((i) => [i.item_id, i]));
    for (const id of given.keys())
      if (!lines.some((l) => l.id === id))
        throw new AppError('ORDER_RETURN_ITEM_NOT_FOUND', undefined, { details: { item_id: id } });
    for (const line of lines) {
      const g = given.get(line.id);
      const quantity = Number(line.expectedQuantity ?? line.quantity);
      const inspection = g
        ? { received_quantity: g.received_quantity, condition: g.condition, note: g.note ?? null }
        : input.condition === 'missing'
          ? { received_quantity: 0, condition: 'missing' as const, note: null }
          : { received_quantity: quantity, condition: input.condition, note: null };
      await inspectLine(tx, scope, r.id, line.id, inspection, simulated(actor));
    }
    return readReturn(tx, scope, r.id);
  });
}

export async function simulateRelease(db: Db, merchantId: string, returnId: string, actor: Actor) {
  await assertSandbox(db, merchantId);
  return releaseReturn(db, merchantScope(merchantId), returnId, simulated(actor));
}

export async function simulateCompletion(db: Db, merchantId: string, returnId: string, actor: Actor) {
  await assertSandbox(db, merchantId);
  return completeReturn(db, merchantScope(merchantId), returnId, simulated(actor));
}

export async function simulateStockReceipt(
  db: Db,
  merchantId: string,
  productId: string,
  input: SimulateReceiveStockInput,
  actor: Actor,
): Promise<StockUnitDto[]> {
  await assertSandbox(db, merchantId);
  return receiveUnits(
    db,
    merchantId,
    {
      product_id: productId,
      quantity: input.receipt.quantity,
      location: input.receipt.location,
      state: 'on_shelf',
    },
    simulated(actor),
  );
}

/**
 * POST /v1/simulations/orders/{id}/_process: the warehouse picks the order (a confirmed one starts picking, as
 * POST /ops/v1/orders/{id}/_start-picking) and ships what is left of every line in one parcel with the local
 * carrier (as POST /ops/v1/orders/{id}/shipments without tracking codes: the label and packing slip follow from
 * the job queue). The order ends processed, with order.status_changed and order.shipped sent as in production.
 * An order neither confirmed nor being picked (draft, waiting, cancelled, shipped) answers 409 ORDER_NOT_PICKABLE.
 * Both steps run in one transaction under the order's lock: a shipment that fails leaves the order as it was.
 */
export async function simulateProcessing(
  db: Db,
  merchantId: string,
  orderId: string,
  actor: Actor,
): Promise<OrderDto> {
  await assertSandbox(db, merchantId);
  const who = simulated(actor);
  const scope = merchantScope(merchantId);
  const shipment = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, scope, orderId);
    let order = locked.order;
    if (canDo('start_picking', order.status)) order = await startPickingLocked(tx, order, locked.items, who);
    else if (!canDo('ship', order.status))
      throw new AppError('ORDER_NOT_PICKABLE', undefined, { details: { status: order.status } });
    const shipped = await shippedPerLine(tx, orderId);
    const items = locked.items
      .filter((line) => line.fulfillmentBy === 'provider')
      .map((line) => ({
        order_item_id: line.id,
        quantity: unitsNeeded(line.quantity) - (shipped.get(line.id) ?? 0),
      }))
      .filter((line) => line.quantity > 0);
    if (!items.length) return null;
    const input: CreateShipmentInput = {
      carrier: 'posti',
      service: null,
      tracking_codes: null,
      parcels: [{ weight_grams: 1000 }],
      items,
    };
    return (await executeShip(tx, scope, orderId, input, who)).body.shipment;
  });
  if (shipment) await shipmentCommitted(shipment);
  return (await withShipments(db, [await getOrder(db, merchantId, orderId)]))[0]!;
}
