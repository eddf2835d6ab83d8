import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { inboundShipmentLines, inboundShipments, stockUnits, type OrderReturn } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { addFigures, applyStockDelta, transitionDelta } from '@/server/stock/figures';
import { loadReturn, updateReturn } from '@/server/returns/reads/load-return';
import { readReturn } from '@/server/returns/reads/read-return';
import { recordStatusChange } from '@/server/returns/lifecycle/record-status-change';
import { assertTransition } from '@/server/returns/return-states';
import { returnCompletedForOrders } from '@/server/orders/lifecycle/return-progress';
import type { ReturnDto } from '@/server/returns/schemas';
import { queueMailForReturn } from '@/server/returns/customer-mail/queue-mail';

/**
 * POST /ops/v1/order-returns/{id}/_complete (05 §4, 04 C7): processing -> processed. The return's inbound
 * shipment is processed: its units go on shelf as free stock at the return's arrival location (or as blocked
 * units where the inspection found them unsellable, release-return.ts shelvedUnits), with the
 * figures delta and product.inventory_changed per product, the ledger's return_received movements, and one
 * inbound_shipment.processed event.
 */
export async function completeReturn(
  db: Db,
  scope: ResourceScope,
  returnId: string,
  actor: Actor,
): Promise<ReturnDto> {
  return db.transaction(async (tx) => {
    const r = await loadReturn(tx, scope, returnId, { forUpdate: true });
    const to = assertTransition(r.status, 'complete');
    if (r.inboundShipmentId) await processInboundShipment(tx, r, r.inboundShipmentId, actor);
    await updateReturn(tx, r.id, { status: to, processedAt: now() });
    await recordStatusChange(tx, {
      merchantId: r.merchantId,
      returnId: r.id,
      from: r.status,
      to,
      action: 'completed',
      actor,
    });
    await returnCompletedForOrders(tx, r, actor);
    await queueMailForReturn(tx, r.id, 'completed');
    return readReturn(tx, scope, returnId);
  });
}

async function processInboundShipment(
  tx: DbOrTx,
  r: OrderReturn,
  shipmentId: string,
  actor: Actor,
): Promise<void> {
  const [shipment] = await tx
    .select()
    .from(inboundShipments)
    .where(and(eq(inboundShipments.id, shipmentId), eq(inboundShipments.status, 'pending')))
    .for('update');
  if (!shipment) return;
  const lines = await tx
    .select()
    .from(inboundShipmentLines)
    .where(eq(inboundShipmentLines.inboundShipmentId, shipmentId))
    .orderBy(inboundShipmentLines.position);
  const location = r.warehouseLocationId ?? 'RETURNS';
  // One figures statement per product, carrying the product's ledger rows (lines of one product added up).
  const context = {
    merchantId: r.merchantId,
    reason: 'return_received' as const,
    reference: { type: 'order_return' as const, id: r.id },
    actor,
  };
  const products = [...new Set(lines.filter((l) => l.quantity > 0).map((l) => l.productId))].sort();
  for (const productId of products) {
    const own = lines.filter((l) => l.productId === productId && l.quantity > 0);
    const stateOf = (l: (typeof own)[number]) => (l.unitState === 'blocked' ? 'blocked' : 'on_shelf');
    await tx.insert(stockUnits).values(
      own.flatMap((line) =>
        Array.from({ length: line.quantity }, () => ({
          merchantId: r.merchantId,
          productId,
          location,
          state: stateOf(line),
          inboundShipmentId: shipmentId,
        })),
      ),
    );
    await applyStockDelta(tx, {
      productId,
      delta: addFigures(...own.map((l) => transitionDelta(null, stateOf(l), l.quantity))),
      reason: 'return_restocked',
      details: { order_return_id: r.id, inbound_shipment_id: shipmentId },
      movements: {
        context,
        lines: own.map((l) => ({
          productId,
          quantity: l.quantity,
          from: null,
          to: { state: stateOf(l), location },
        })),
      },
    });
  }
  const processedAt = now();
  await tx
    .update(inboundShipments)
    .set({ status: 'processed', processedAt })
    .where(eq(inboundShipments.id, shipmentId));
  await emitEvent(tx, {
    merchantId: r.merchantId,
    type: 'inbound_shipment.processed',
    orderingKey: shipmentId,
    data: {
      inbound_shipment_id: shipmentId,
      name: shipment.name,
      source: 'order_return',
      order_return_id: r.id,
      lines: lines.map((l) => ({ product_id: l.productId, quantity: l.quantity, unit_state: l.unitState })),
      processed_at: processedAt.toISOString(),
    },
  });
}
