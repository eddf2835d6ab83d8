import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { shipments } from '@/db/schema';
import { AppError } from '@/server/core/errors';
import { isId } from '@/server/core/ids';
import { createdBetween } from '@/server/orders/reads/date-filter';
import { toShipmentDto } from './present-shipment';
import type { ListShipmentsFilter } from './schemas';
import type { ShipmentDto } from '@/server/shipments/shipment-schema';

/** GET /v1/shipments: the merchant's shipments, newest first (index shipments_merchant_shipped_idx). */
export async function listShipments(
  db: DbOrTx,
  merchantId: string,
  f: ListShipmentsFilter,
): Promise<{ shipments: ShipmentDto[]; total: number }> {
  const conds: SQL[] = [eq(shipments.merchantId, merchantId)];
  if (f.carrier) conds.push(eq(shipments.carrier, f.carrier));
  if (f.order_id) conds.push(eq(shipments.orderId, f.order_id));
  conds.push(...createdBetween(shipments.shippedAt, f.shipped_from, f.shipped_to));
  const where = and(...conds);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(shipments)
      .where(where)
      .orderBy(desc(shipments.shippedAt), desc(shipments.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(shipments).where(where),
  ]);
  return { shipments: await Promise.all(rows.map(toShipmentDto)), total: Number(totalRow?.n ?? 0) };
}

/** GET /v1/shipments/{id}: another merchant's shipment is 404 SHIPMENT_NOT_FOUND. */
export async function getShipment(db: DbOrTx, merchantId: string, shipmentId: string): Promise<ShipmentDto> {
  if (!isId(shipmentId)) throw new AppError('SHIPMENT_NOT_FOUND');
  const [row] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!row || row.merchantId !== merchantId) throw new AppError('SHIPMENT_NOT_FOUND');
  return toShipmentDto(row);
}
