import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/**
 * Outbound shipments: what the warehouse handed to a carrier for an order (one order may have several:
 * partial shipments). `items` and `parcels` are stored in their API shape. The shipping labels (one PDF per
 * parcel) and the packing slip are rendered by the job queue; `documents_status` follows them.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    orderId: text('order_id').notNull(),
    carrier: text('carrier').notNull(),
    service: text('service'),
    trackingCodes: text('tracking_codes').array().notNull(),
    trackingUrl: text('tracking_url'),
    parcels: jsonb('parcels').notNull(),
    items: jsonb('items').notNull(),
    /** pending | complete | failed: the shipping labels and the packing slip. */
    documentsStatus: text('documents_status').notNull().default('pending'),
    /** File ids of the shipping labels, one per parcel, in parcel order. */
    labelFileIds: text('label_file_ids').array(),
    packingSlipFileId: text('packing_slip_file_id'),
    shippedAt: tsz('shipped_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_merchant_shipped_idx').on(t.merchantId, t.shippedAt.desc(), t.id.desc()),
    index('shipments_order_idx').on(t.orderId),
    // the sweep of documents that missed their job (server/outbound/documents/requeue-pending.ts)
    index('shipments_documents_pending_idx')
      .on(t.shippedAt)
      .where(sql`documents_status = 'pending'`),
  ],
);

/**
 * The units a shipment took out of stock: a copy of each stock unit as it left (its row is removed from
 * stock_units), so a batch or a best-before date can be traced to the orders that shipped it.
 */
export const shipmentUnits = pgTable(
  'shipment_units',
  {
    unitId: text('unit_id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    shipmentId: text('shipment_id').notNull(),
    orderId: text('order_id').notNull(),
    orderItemId: text('order_item_id').notNull(),
    productId: text('product_id').notNull(),
    location: text('location').notNull(),
    bestBefore: date('best_before', { mode: 'string' }),
    batchNumber: text('batch_number'),
    receivedAt: tsz('received_at'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('shipment_units_shipment_idx').on(t.shipmentId),
    index('shipment_units_product_idx').on(t.productId),
  ],
);

export type Shipment = typeof shipments.$inferSelect;

/**
 * Each carrier's public tracking page as a URL template, edited by the operator (portal Carriers,
 * PATCH /ops/v1/carriers/{carrierCode}). `{code}` stands for the first tracking code; null: no tracking link.
 * The carriers themselves are the fixed list of server/outbound/carriers.ts; the migration seeds their defaults.
 */
export const carrierTrackingTemplates = pgTable('carrier_tracking_templates', {
  carrier: text('carrier').primaryKey(),
  trackingUrlTemplate: text('tracking_url_template'),
  updatedAt: updatedAt(),
});
export type CarrierTrackingTemplate = typeof carrierTrackingTemplates.$inferSelect;
