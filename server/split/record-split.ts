import type { Tx } from '@/db/client';
import { inboundShipments, inboundShipmentLines, incidents } from '@/db/schema';
import { recordActivity } from '@/server/activity/record-activity';
import type { Actor } from '@/server/core/actor';
import { now } from '@/server/core/clock';

export interface SplitRecordInput {
  merchantId: string;
  sourceProductId: string;
  sourceSku: string;
  targetProductId: string;
  targetSku: string;
  targetCreated: boolean;
  quantity: number;
  actor: Actor;
}

/**
 * The paper trail of a split (03 §3, 04 D1): a processed, not invoiced inbound shipment named "Product Split"
 * for the target, an incident on the source, and who did it in the activity log. No
 * inbound_shipment.processed event is emitted for this shipment (04 D4).
 */
export async function recordSplit(
  tx: Tx,
  r: SplitRecordInput,
): Promise<{ inboundShipmentId: string; incidentId: string }> {
  const at = now();
  const [shipment] = await tx
    .insert(inboundShipments)
    .values({
      merchantId: r.merchantId,
      name: 'Product Split',
      status: 'processed',
      invoiced: false,
      source: 'product_split',
      sourceId: r.sourceProductId,
      createdAt: at,
      processedAt: at,
    })
    .returning({ id: inboundShipments.id });
  await tx.insert(inboundShipmentLines).values({
    inboundShipmentId: shipment!.id,
    productId: r.targetProductId,
    quantity: r.quantity,
    position: 0,
  });
  const [incident] = await tx
    .insert(incidents)
    .values({
      merchantId: r.merchantId,
      type: 'product_split',
      productId: r.sourceProductId,
      quantity: r.quantity,
      details: {
        target_product_id: r.targetProductId,
        target_sku: r.targetSku,
        inbound_shipment_id: shipment!.id,
      },
      createdAt: at,
    })
    .returning({ id: incidents.id });
  const ids = { inboundShipmentId: shipment!.id, incidentId: incident!.id };
  const who = { actor: r.actor, merchantId: r.merchantId, at, entityType: 'product' as const };
  const summary = {
    quantity: r.quantity,
    source_product_id: r.sourceProductId,
    source_sku: r.sourceSku,
    target_product_id: r.targetProductId,
    target_sku: r.targetSku,
    inbound_shipment_id: ids.inboundShipmentId,
    incident_id: ids.incidentId,
  };
  await recordActivity(tx, [
    ...(r.targetCreated
      ? [
          {
            ...who,
            entityId: r.targetProductId,
            action: 'product.created',
            details: { sku: r.targetSku, via: 'product_split', copied_from: r.sourceProductId },
          },
        ]
      : []),
    {
      ...who,
      entityId: r.sourceProductId,
      action: 'product.split_out',
      details: summary,
    },
    {
      ...who,
      entityId: r.targetProductId,
      action: 'product.split_in',
      details: summary,
    },
  ]);
  return ids;
}
