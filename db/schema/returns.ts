import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchants } from './accounts';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/** Order returns (02 §2.1, §3). */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: idColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    name: text('name'),
    type: text('type').notNull(),
    status: text('status').notNull(),
    remarks: text('remarks'),
    originalOrderId: text('original_order_id'),
    merchantReference: text('merchant_reference'),
    handlingInstructions: text('handling_instructions'),
    merchantDecisionCode: text('merchant_decision_code'),
    inboundShipmentId: text('inbound_shipment_id'),
    warehouseLocationId: text('warehouse_location_id'),
    resendOrderId: text('resend_order_id'),
    trackingCodes: text('tracking_codes').array(),
    arrivedAt: tsz('arrived_at'),
    releasedAt: tsz('released_at'),
    processedAt: tsz('processed_at'),
    /** The return reasons of its lines (distinct codes), kept with the lines: the list's `reason=` filter. */
    reasonCodes: text('reason_codes').array(),
    /** Some inspected line's received quantity differs from the expected one (the `discrepancy=` filter). */
    hasDiscrepancy: boolean('has_discrepancy').notNull().default(false),
    /** Where it was registered: api | portal | customer_page (the list's `origin=` filter). */
    origin: text('origin').notNull().default('api'),
    /** The exchange's outgoing order (a draft until released) and its state: waiting | held | released | cancelled. */
    exchangeOrderId: text('exchange_order_id'),
    exchangeStatus: text('exchange_status'),
    /** The policy's release rule when the return was registered: on_registration | on_arrival | on_inspection. */
    exchangeRelease: text('exchange_release'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_returns_reason_codes_idx').using('gin', t.reasonCodes),
    index('order_returns_merchant_discrepancy_created_idx')
      .on(t.merchantId, t.createdAt.desc(), t.id.desc())
      .where(sql`has_discrepancy`),
    index('order_returns_merchant_created_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('order_returns_merchant_status_created_idx').on(
      t.merchantId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('order_returns_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('order_returns_original_order_idx').on(t.originalOrderId),
    index('order_returns_tracking_codes_idx').using('gin', t.trackingCodes),
    index('order_returns_merchant_origin_created_idx').on(
      t.merchantId,
      t.origin,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('order_returns_merchant_exchange_created_idx')
      .on(t.merchantId, t.exchangeStatus, t.createdAt.desc(), t.id.desc())
      .where(sql`exchange_status is not null`),
    index('order_returns_merchant_type_created_idx').on(
      t.merchantId,
      t.type,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/**
 * Returns per merchant and status, kept in the transaction of every status change
 * (server/returns/lifecycle/record-status-change.ts): list totals without counting a million rows. Each (merchant,
 * status) is spread over `shard` rows read as their sum (server/core/count-shards.ts).
 */
export const returnStatusCounts = pgTable(
  'return_status_counts',
  {
    merchantId: text('merchant_id').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.status, t.shard] })],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: idColumn(),
    orderReturnId: text('order_return_id')
      .notNull()
      .references(() => orderReturns.id),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    originalOrderId: text('original_order_id'),
    decisionCode: text('decision_code'),
    restockAsProductId: text('restock_as_product_id'),
    /**
     * What the merchant registered for this line; 0 for a line the warehouse found on a return whose contents
     * were registered, null when the return was registered without contents (nothing was expected).
     */
    expectedQuantity: numeric('expected_quantity', { mode: 'number' }),
    /** Why it came back (issue: return reasons): one of RETURN_REASON_CODES, and the customer's note. */
    returnReasonCode: text('return_reason_code'),
    returnReasonNote: text('return_reason_note'),
    /** The warehouse's inspection (null until inspected): what arrived and in what condition. */
    receivedQuantity: numeric('received_quantity', { mode: 'number' }),
    inspectionCondition: text('inspection_condition'),
    inspectionNote: text('inspection_note'),
    inspectedAt: tsz('inspected_at'),
    inspectedBy: text('inspected_by'),
    /** What the customer wants instead (an exchange): another product of the merchant, and how many. */
    exchangeProductId: text('exchange_product_id'),
    exchangeQuantity: numeric('exchange_quantity', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_return_items_return_idx').on(t.orderReturnId, t.position),
    index('order_return_items_product_idx').on(t.productId),
  ],
);

/**
 * A merchant's default line decision per inspection condition (damaged -> destroy): a line without an explicit
 * decision whose inspection found this condition takes it, where the whole decision allows that line code.
 */
export const returnConditionDefaults = pgTable(
  'return_condition_defaults',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    condition: text('condition').notNull(),
    lineDecisionCode: text('line_decision_code').notNull(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.condition] })],
);

/** Extra services attached to a return or one of its lines (02 §2.3, 04 C2). */
export const serviceAttachments = pgTable(
  'service_attachments',
  {
    /** Chosen by the client (or made here when it sends none); unique within its return (04 E4). */
    id: uuid('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    orderReturnId: text('order_return_id').notNull(),
    orderReturnItemId: text('order_return_item_id'),
    serviceId: text('service_id').notNull(),
    serviceCode: text('service_code'),
    quantity: numeric('quantity', { mode: 'number' }),
    merchantRemarks: text('merchant_remarks'),
    parameters: jsonb('parameters').$type<Record<string, unknown>>(),
    status: text('status').notNull().default('active'),
    createdStamp: jsonb('created_stamp').notNull(),
    /** Set when the warehouse marked the service done (01 §2.6 `completion_stamp`); the service is then charged. */
    completionStamp: jsonb('completion_stamp'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderReturnId, t.id] })],
);

/** Return-label requests (02 §2.4, 04 C3); the newest row of a return is its current label. */
export const returnLabels = pgTable(
  'return_labels',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    orderReturnId: text('order_return_id').notNull(),
    status: text('status').notNull(),
    trackingCode: text('tracking_code'),
    fileId: text('file_id'),
    errorCode: text('error_code'),
    error: text('error'),
    requestedAt: tsz('requested_at').notNull().defaultNow(),
    updatedAt: tsz('updated_at'),
  },
  (t) => [
    index('return_labels_return_idx').on(t.orderReturnId, t.requestedAt.desc()),
    // at most one open request per return: 20 concurrent callers make one label (02 §4.9)
    uniqueIndex('return_labels_open_key')
      .on(t.orderReturnId)
      .where(sql`status in ('pending', 'processing')`),
    // the sweep of labels that missed their job (server/returns/labels/queue-label.ts)
    index('return_labels_pending_idx')
      .on(t.requestedAt)
      .where(sql`status = 'pending'`),
  ],
);

/** Warehouse attachments of a return (02 §2.5, 04 C4). */
export const returnAttachments = pgTable(
  'return_attachments',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    orderReturnId: text('order_return_id').notNull(),
    fileId: text('file_id').notNull(),
    /** The return line the file shows (a photo of that item), or null for the whole return. */
    orderReturnItemId: text('order_return_item_id'),
    purpose: text('purpose').notNull(),
    remarks: text('remarks'),
    uploadedBy: text('uploaded_by'),
    uploadedAt: createdAt(),
  },
  (t) => [index('return_attachments_return_idx').on(t.orderReturnId, t.uploadedAt)],
);

/**
 * A merchant's return policy (the customer page's rules and the eligibility endpoint's): one row per merchant,
 * absent until the merchant saves one (the defaults are then shown, with `enabled` false).
 */
export const returnPolicies = pgTable(
  'return_policies',
  {
    merchantId: text('merchant_id')
      .primaryKey()
      .references(() => merchants.id),
    enabled: boolean('enabled').notNull().default(false),
    /** The customer page's address part (/r/{slug}), unique across merchants. */
    slug: text('slug'),
    windowDays: integer('window_days').notNull().default(30),
    windowStarts: text('window_starts').notNull().default('order_processed'),
    allowedCountries: text('allowed_countries')
      .array()
      .notNull()
      .default(sql`'{}'`),
    reasonCodes: text('reason_codes').array().notNull(),
    noteRequiredFor: text('note_required_for')
      .array()
      .notNull()
      .default(sql`'{}'`),
    photoRequiredFor: text('photo_required_for')
      .array()
      .notNull()
      .default(sql`'{}'`),
    review: text('review').notNull().default('manual'),
    methods: text('methods').array().notNull(),
    instructions: jsonb('instructions').$type<Record<string, string>>(),
    branding: jsonb('branding').$type<{
      display_name: string | null;
      accent_color: string | null;
      logo_file_id: string | null;
    }>(),
    embedOrigins: text('embed_origins')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Exchanges: allowed at all; when the outgoing order leaves; only within the returned product's variant group. */
    exchangesEnabled: boolean('exchanges_enabled').notNull().default(true),
    exchangesRelease: text('exchanges_release').notNull().default('on_inspection'),
    exchangesSameVariantGroupOnly: boolean('exchanges_same_variant_group_only').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('return_policies_slug_key').on(t.slug)],
);

/**
 * What a customer asked to send back (the customer page, or a storefront through the API): waits for staff
 * under `review: manual`, is approved at once under `automatic`; approval creates the order return.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: idColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    orderId: text('order_id').notNull(),
    /** pending | approved | declined */
    status: text('status').notNull(),
    /** The lines asked for: order line, product, quantity, reason, note and the photos' file ids. */
    items: jsonb('items').notNull().$type<ReturnRequestLine[]>(),
    /** prepaid_label | own_shipment */
    method: text('method').notNull(),
    /** en | fi | sv: the customer's language for the tracking page and e-mails. */
    language: text('language').notNull().default('en'),
    customerEmail: text('customer_email'),
    /** sha256 of the tracking page's token (the token itself is shown once, to the customer). */
    trackingTokenHash: text('tracking_token_hash').notNull(),
    /** The token itself, encrypted with the data key: the e-mails to the customer link the tracking page. */
    trackingTokenSealed: text('tracking_token_sealed'),
    declineMessage: text('decline_message'),
    orderReturnId: text('order_return_id'),
    decidedAt: tsz('decided_at'),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_merchant_created_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('return_requests_merchant_status_created_idx').on(
      t.merchantId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('return_requests_order_idx').on(t.orderId),
    uniqueIndex('return_requests_tracking_token_key').on(t.merchantId, t.trackingTokenHash),
  ],
);

export interface ReturnRequestLine {
  order_item_id: string;
  product_id: string;
  quantity: number;
  reason_code: string;
  note: string | null;
  photo_file_ids: string[];
  /** The product the customer asked for instead (an exchange of the same quantity), if any. */
  exchange_product_id?: string | null;
}

export type ReturnPolicy = typeof returnPolicies.$inferSelect;
export type ReturnRequest = typeof returnRequests.$inferSelect;
export type OrderReturn = typeof orderReturns.$inferSelect;
export type OrderReturnItem = typeof orderReturnItems.$inferSelect;
export type ReturnConditionDefault = typeof returnConditionDefaults.$inferSelect;
