import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { inboundShipmentLines, inboundShipments, stockUnits, type OrderReturn } from '@/db/schema';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';
import type { ResourceScope } from '@/server/core/resource-scope';
import { emitEvent } from '@/server/outbox/emit';
import { applyStockDelta, transitionDelta } from '@/server/stock/figures';
import { recordStockMovements } from '@/server/stock/record-movements';
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
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const state = line.unitState === 'blocked' ? 'blocked' : 'on_shelf';
    await tx.insert(stockUnits).values(
      Array.from({ length: line.quantity }, () => ({
        merchantId: r.merchantId,
        productId: line.productId,
        location,
        state,
        inboundShipmentId: shipmentId,
      })),
    );
    await applyStockDelta(tx, {
      productId: line.productId,
      delta: transitionDelta(null, state, line.quantity),
      reason: 'return_restocked',
      details: { order_return_id: r.id, inbound_shipment_id: shipmentId },
    });
  }
  await recordStockMovements(
    tx,
    {
      merchantId: r.merchantId,
      reason: 'return_received',
      reference: { type: 'order_return', id: r.id },
      actor,
    },
    lines
      .filter((l) => l.quantity > 0)
      .map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        from: null,
        to: { state: l.unitState === 'blocked' ? 'blocked' : 'on_shelf', location },
      })),
  );
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
