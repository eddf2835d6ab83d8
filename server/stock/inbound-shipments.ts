import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { inboundShipmentLines, inboundShipments } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';

/**
 * Inbound shipments (05 §3) are records other operations create (a split, a released return): this file
 * creates them inside the caller's transaction and reads them for GET /v1/inbound-shipments/{id}.
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

export async function getInboundShipment(db: DbOrTx, merchantId: string, id: string) {
  if (!isId(id)) throw new AppError('INBOUND_SHIPMENT_NOT_FOUND');
  const [s] = await db
    .select()
    .from(inboundShipments)
    .where(and(eq(inboundShipments.id, id), eq(inboundShipments.merchantId, merchantId)));
  if (!s) throw new AppError('INBOUND_SHIPMENT_NOT_FOUND');
  const lines = await db
    .select()
    .from(inboundShipmentLines)
    .where(eq(inboundShipmentLines.inboundShipmentId, id))
    .orderBy(asc(inboundShipmentLines.position), asc(inboundShipmentLines.id));
  return {
    id: s.id,
    name: s.name,
    status: s.status,
    invoiced: s.invoiced,
    lines: lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })),
    created_at: s.createdAt.toISOString(),
    processed_at: s.processedAt ? s.processedAt.toISOString() : null,
  };
}
