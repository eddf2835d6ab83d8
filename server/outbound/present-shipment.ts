import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { shipments, type Shipment } from '@/db/schema';
import { signFileLink } from '@/server/files/signed-links';
import type { OrderDto } from '@/server/orders/schemas';
import type { ParcelDto, ShipmentDto } from '@/server/shipments/shipment-schema';

/** Statuses in which an order may have shipments (a problem may follow a partial shipment). */
const MAY_HAVE_SHIPMENTS = new Set([
  'processing',
  'processed',
  'returning',
  'returned',
  'problem',
  'cancelled',
]);

/** Stored shipment -> API shape; the documents' links are signed anew on every read (5 minutes). */
export async function toShipmentDto(s: Shipment): Promise<ShipmentDto> {
  const complete = s.documentsStatus === 'complete';
  return {
    id: s.id,
    order_id: s.orderId,
    carrier: s.carrier,
    service: s.service,
    tracking_codes: s.trackingCodes,
    tracking_url: s.trackingUrl,
    parcels: s.parcels as ParcelDto[],
    items: s.items as ShipmentDto['items'],
    shipped_at: s.shippedAt.toISOString(),
    documents: {
      status: s.documentsStatus as ShipmentDto['documents']['status'],
      shipping_labels: complete ? await Promise.all((s.labelFileIds ?? []).map(signFileLink)) : [],
      packing_slip: complete && s.packingSlipFileId ? await signFileLink(s.packingSlipFileId) : null,
    },
  };
}

/** The shipments of these orders, oldest first, by order id (one query; none for orders that cannot have any). */
export async function shipmentsOf(db: DbOrTx, orderIds: string[]): Promise<Map<string, Shipment[]>> {
  const byOrder = new Map<string, Shipment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, orderIds))
    .orderBy(asc(shipments.shippedAt), asc(shipments.id));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

/**
 * Adds `shipments` to orders as the API answers them: additive, and present once the order has a shipment (an
 * order never shipped reads exactly as it was answered when created or changed).
 */
export async function withShipments<T extends OrderDto>(db: DbOrTx, list: T[]): Promise<T[]> {
  const ids = list.filter((o) => MAY_HAVE_SHIPMENTS.has(o.status)).map((o) => o.id);
  const byOrder = await shipmentsOf(db, ids);
  return Promise.all(
    list.map(async (o) => {
      const rows = byOrder.get(o.id);
      return rows?.length ? { ...o, shipments: await Promise.all(rows.map(toShipmentDto)) } : o;
    }),
  );
}
