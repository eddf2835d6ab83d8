import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/**
 * Inbound shipments (05 §3). A merchant's notice (`source` = 'notice') announces a delivery box by box and the
 * warehouse receives it against the notice (announced -> arrived -> receiving -> processed, or cancelled). Other
 * operations create processed ones of their own: a split (`product_split`) and a released return
 * (`order_return`, pending until the return completes). The unit counters of a notice are kept in the
 * transaction of every change of its lines and receipts (the notice's row lock orders them).
 */
export const inboundShipments = pgTable(
  'inbound_shipments',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    invoiced: boolean('invoiced').notNull().default(false),
    source: text('source').notNull(),
    sourceId: text('source_id'),
    createdAt: createdAt(),
    processedAt: tsz('processed_at'),
    // A notice's own fields (null on the shipments other operations create)
    merchantReference: text('merchant_reference'),
    expectedAt: date('expected_at', { mode: 'string' }),
    carrier: text('carrier'),
    trackingCodes: text('tracking_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    packaging: text('packaging'),
    notes: text('notes'),
    boxCount: integer('box_count').notNull().default(0),
    expectedUnits: integer('expected_units').notNull().default(0),
    receivedUnits: integer('received_units').notNull().default(0),
    damagedUnits: integer('damaged_units').notNull().default(0),
    /** Units stored blocked because they were damaged or past their best-before date. */
    blockedUnits: integer('blocked_units').notNull().default(0),
    /** Boxes (or pallets) of which at least one unit was counted against the box. */
    boxesReceived: integer('boxes_received').notNull().default(0),
    receiptCount: integer('receipt_count').notNull().default(0),
    boxesArrived: integer('boxes_arrived'),
    arrivalNote: text('arrival_note'),
    closeNote: text('close_note'),
    arrivedAt: tsz('arrived_at'),
    receivingStartedAt: tsz('receiving_started_at'),
    cancelledAt: tsz('cancelled_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inbound_shipments_merchant_idx').on(t.merchantId, t.createdAt),
    // the merchant's list of notices, newest first, and the warehouse's receiving queue, oldest expected first
    index('inbound_shipments_merchant_source_idx')
      .on(t.merchantId, t.source, t.createdAt.desc(), t.id.desc())
      .where(sql`source = 'notice'`),
    index('inbound_shipments_receiving_queue_idx')
      .on(t.expectedAt, t.createdAt, t.id)
      .where(sql`source = 'notice' and status in ('announced', 'arrived', 'receiving')`),
  ],
);

/**
 * What a shipment brings, per product: a notice's announced lines (each in its box, with the batch and
 * best-before the merchant gave), or the single lines of a split's or a return's shipment (no box).
 */
export const inboundShipmentLines = pgTable(
  'inbound_shipment_lines',
  {
    id: idColumn(),
    inboundShipmentId: text('inbound_shipment_id')
      .notNull()
      .references(() => inboundShipments.id),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
    /** The state its units take when the shipment is processed: `blocked` for returned goods found unsellable. */
    unitState: text('unit_state').notNull().default('on_shelf'),
    boxId: text('box_id'),
    batchNumber: text('batch_number'),
    bestBefore: date('best_before', { mode: 'string' }),
  },
  (t) => [index('inbound_shipment_lines_shipment_idx').on(t.inboundShipmentId)],
);

/** Box codes: 'IB' and ten digits from one sequence, unique across merchants (a scan finds its box anywhere). */
export const inboundBoxCodeSeq = pgSequence('inbound_box_code_seq');

/** A notice's boxes (or pallets), numbered from 1; the warehouse scans `code` from the box label. */
export const inboundBoxes = pgTable(
  'inbound_boxes',
  {
    id: idColumn(),
    inboundShipmentId: text('inbound_shipment_id')
      .notNull()
      .references(() => inboundShipments.id),
    merchantId: text('merchant_id').notNull(),
    number: integer('number').notNull(),
    code: text('code')
      .notNull()
      .default(sql`'IB' || lpad(nextval('inbound_box_code_seq')::text, 10, '0')`),
    reference: text('reference'),
    trackingCode: text('tracking_code'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inbound_boxes_code_key').on(t.code),
    index('inbound_boxes_shipment_idx').on(t.inboundShipmentId, t.number),
    index('inbound_boxes_tracking_idx')
      .on(t.merchantId, t.trackingCode)
      .where(sql`tracking_code is not null`),
  ],
);

/** One count posted by the warehouse (a scan, or a pallet counted at once): who, when, which box. */
export const inboundReceipts = pgTable(
  'inbound_receipts',
  {
    id: idColumn(),
    inboundShipmentId: text('inbound_shipment_id')
      .notNull()
      .references(() => inboundShipments.id),
    merchantId: text('merchant_id').notNull(),
    boxId: text('box_id'),
    units: integer('units').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    createdAt: createdAt(),
  },
  (t) => [index('inbound_receipts_shipment_idx').on(t.inboundShipmentId, t.createdAt)],
);

/**
 * A receipt's lines: what was counted of one product, in which condition and where it was put. The units
 * themselves are stock_units rows carrying the shipment's id; `unit_state` is what they were stored as
 * (on_shelf, or blocked for damaged units and units past their best-before date, `expired`).
 */
export const inboundReceiptLines = pgTable(
  'inbound_receipt_lines',
  {
    id: idColumn(),
    receiptId: text('receipt_id')
      .notNull()
      .references(() => inboundReceipts.id),
    inboundShipmentId: text('inbound_shipment_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    boxId: text('box_id'),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    condition: text('condition').notNull(),
    location: text('location').notNull(),
    batchNumber: text('batch_number'),
    bestBefore: date('best_before', { mode: 'string' }),
    unitState: text('unit_state').notNull(),
    expired: boolean('expired').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('inbound_receipt_lines_shipment_idx').on(t.inboundShipmentId, t.productId),
    index('inbound_receipt_lines_receipt_idx').on(t.receiptId),
  ],
);

/**
 * Photos the warehouse takes while receiving (damage, a wet box, a wrong label): a stored file, which box or
 * product it shows when the person said, and a remark. The merchant sees them on the notice.
 */
export const inboundPhotos = pgTable(
  'inbound_photos',
  {
    id: idColumn(),
    inboundShipmentId: text('inbound_shipment_id')
      .notNull()
      .references(() => inboundShipments.id),
    merchantId: text('merchant_id').notNull(),
    fileId: text('file_id').notNull(),
    boxId: text('box_id'),
    productId: text('product_id'),
    remarks: text('remarks'),
    uploadedBy: text('uploaded_by'),
    createdAt: createdAt(),
  },
  (t) => [index('inbound_photos_shipment_idx').on(t.inboundShipmentId, t.createdAt)],
);

export type InboundShipment = typeof inboundShipments.$inferSelect;
export type InboundShipmentLine = typeof inboundShipmentLines.$inferSelect;
export type InboundBox = typeof inboundBoxes.$inferSelect;
