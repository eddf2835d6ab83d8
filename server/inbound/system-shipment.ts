import type { DbOrTx } from '@/db/client';
import { inboundShipmentLines, inboundShipments } from '@/db/schema';

/**
 * An inbound shipment another operation creates inside its own transaction (a split's processed one, a
 * released return's pending one): no boxes, no notice fields, no status history of its own.
 */
export async function createInboundShipment(
  tx: DbOrTx,
  input: {
    merchantId: string;
    name: string;
    status: string;
    source: string;
    sourceId?: string | null;
    invoiced?: boolean;
    processedAt?: Date | null;
    lines: { productId: string; quantity: number }[];
  },
): Promise<string> {
  const [row] = await tx
    .insert(inboundShipments)
    .values({
      merchantId: input.merchantId,
      name: input.name,
      status: input.status,
      source: input.source,
      sourceId: input.sourceId ?? null,
      invoiced: input.invoiced ?? false,
      processedAt: input.processedAt ?? null,
    })
    .returning({ id: inboundShipments.id });
  if (input.lines.length > 0) {
    await tx.insert(inboundShipmentLines).values(
      input.lines.map((l, i) => ({
        inboundShipmentId: row!.id,
        productId: l.productId,
        quantity: l.quantity,
        position: i,
      })),
    );
  }
  return row!.id;
}
