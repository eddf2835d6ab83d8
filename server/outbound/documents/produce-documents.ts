import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { merchants, orderItems, orders, pickupPoints, shipments } from '@/db/schema';
import { now } from '@/server/core/clock';
import { isDatabaseUnavailable } from '@/server/core/database-errors';
import { log } from '@/server/core/logger';
import { storeFile } from '@/server/files/store-file';
import { customerAddress, warehouseReturnAddress } from '@/server/outbound/documents/addresses';
import { carrierName } from '../carriers';
import type { ParcelDto } from '@/server/shipments/shipment-schema';
import { renderPackingSlipPdf, renderShippingLabelPdf } from './render-documents';

/** The warehouse as the sender of outbound parcels (SENDER_ADDRESS_* settings, else the return address). */
function senderAddress(): string[] {
  const env = process.env;
  if (!env.SENDER_ADDRESS_NAME) return ['Fulfilment Warehouse', ...warehouseReturnAddress().slice(1)];
  return [
    env.SENDER_ADDRESS_NAME,
    env.SENDER_ADDRESS_STREET ?? '',
    `${env.SENDER_ADDRESS_POSTAL_CODE ?? ''} ${env.SENDER_ADDRESS_CITY ?? ''}`.trim(),
    env.SENDER_ADDRESS_COUNTRY ?? 'FI',
  ].filter(Boolean);
}

/** The worker's side of a shipment's documents: render, store, attach (or mark failed). */
export async function produceShipmentDocuments(shipmentId: string): Promise<void> {
  const db = await getDb();
  const [s] = await db.select().from(shipments).where(eq(shipments.id, shipmentId));
  if (!s || s.documentsStatus === 'complete') return;
  try {
    const [order] = await db.select().from(orders).where(eq(orders.id, s.orderId));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, s.orderId));
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, s.merchantId));
    const customer = order!.customer as Record<string, string | null>;
    const customerLines =
      customerAddress(customer) ??
      [
        [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.organization || '-',
        customer.address ?? '',
        `${customer.postal_code ?? ''} ${customer.city ?? ''}`.trim(),
        customer.country_code ?? '',
      ].filter(Boolean);
    const pp = order!.pickupPoint as { id: string } | null;
    const [point] = pp ? await db.select().from(pickupPoints).where(eq(pickupPoints.id, pp.id)) : [];
    const to = point
      ? [
          customerLines[0]!,
          `c/o ${point.name}`,
          point.address ?? '',
          `${point.postalCode ?? ''} ${point.city ?? ''}`.trim(),
          point.countryCode ?? '',
        ].filter(Boolean)
      : customerLines;
    const reference = order!.merchantsId ? `${order!.merchantsId} / ${order!.id}` : order!.id;
    const parcels = s.parcels as ParcelDto[];
    const labels = await Promise.all(
      parcels.map((p, i) =>
        renderShippingLabelPdf({
          trackingCode: s.trackingCodes[i] ?? s.trackingCodes[0] ?? s.id,
          carrier: carrierName(s.carrier),
          service: s.service,
          from: senderAddress(),
          to,
          reference,
          parcel: `Parcel ${i + 1} of ${parcels.length}${p.weight_grams ? `, ${(p.weight_grams / 1000).toFixed(2)} kg` : ''}`,
        }),
      ),
    );
    const lineById = new Map(items.map((i) => [i.id, i]));
    const slip = await renderPackingSlipPdf({
      merchantName: merchant?.name ?? '',
      orderReference: order!.merchantsId ?? order!.id,
      customer: customerLines,
      shippedAt: s.shippedAt.toISOString(),
      carrier: carrierName(s.carrier),
      trackingCodes: s.trackingCodes,
      lines: (s.items as { order_item_id: string; quantity: number }[]).map((it) => ({
        sku: lineById.get(it.order_item_id)?.productSku ?? '',
        name: lineById.get(it.order_item_id)?.productName ?? '',
        quantity: it.quantity,
      })),
    });
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
      if (!locked || locked.documentsStatus === 'complete') return;
      const labelIds: string[] = [];
      for (const [i, bytes] of labels.entries()) {
        const f = await storeFile(tx, {
          merchantId: s.merchantId,
          fileName: `shipping-label-${s.trackingCodes[i] ?? s.id}.pdf`,
          mime: 'application/pdf',
          bytes,
          folder: 'shipping-labels',
        });
        labelIds.push(f.id);
      }
      const slipFile = await storeFile(tx, {
        merchantId: s.merchantId,
        fileName: `packing-slip-${order!.merchantsId ?? order!.id}.pdf`.replace(/[^\w.-]/g, '_'),
        mime: 'application/pdf',
        bytes: slip,
        folder: 'packing-slips',
      });
      await tx
        .update(shipments)
        .set({
          documentsStatus: 'complete',
          labelFileIds: labelIds,
          packingSlipFileId: slipFile.id,
          updatedAt: now(),
        })
        .where(eq(shipments.id, shipmentId));
    });
  } catch (err) {
    if (isDatabaseUnavailable(err)) throw err;
    log.error('shipment documents failed', { shipment_id: shipmentId, error: (err as Error).message });
    await db
      .update(shipments)
      .set({ documentsStatus: 'failed', updatedAt: now() })
      .where(eq(shipments.id, shipmentId));
  }
}
