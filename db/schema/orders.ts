import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './accounts';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/** Orders (01 §2.7, 04 B1-B5). Nested objects of the API are stored as jsonb in their response shape. */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    ourId: text('our_id'),
    merchantsId: text('merchants_id'),
    status: text('status').notNull(),
    customer: jsonb('customer').notNull(),
    processLock: jsonb('process_lock'),
    processHold: jsonb('process_hold'),
    noEarlierThan: tsz('no_earlier_than'),
    noAfterThan: tsz('no_after_than'),
    language: text('language'),
    merchantsOrderTime: tsz('merchants_order_time'),
    requestedDeliveryMethod: jsonb('requested_delivery_method'),
    requestedDeliveryService: jsonb('requested_delivery_service'),
    deliveryService: jsonb('delivery_service'),
    requestedPickupPoint: jsonb('requested_pickup_point'),
    pickupPoint: jsonb('pickup_point'),
    extraServices: jsonb('extra_services')
      .notNull()
      .default(sql`'[]'::jsonb`),
    anonymized: jsonb('anonymized'),
    /** The warehouse's last problem report while the order is in `problem`: { code, item_id, note, reported_at }. */
    problem: jsonb('problem'),
    /** What created it: api | portal | return_resend. */
    source: text('source').notNull().default('api'),
    sourceReturnId: text('source_return_id'),
    /** The return this order is the exchange of: at most one order per return (the unique index). */
    exchangeForReturnId: text('exchange_for_return_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_merchant_created_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('orders_merchant_status_created_idx').on(t.merchantId, t.status, t.createdAt.desc(), t.id.desc()),
    index('orders_merchant_merchants_id_idx').on(t.merchantId, t.merchantsId),
    // the waiting-orders job scans across merchants, oldest first (04 B2)
    index('orders_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`status = 'waiting_products'`),
    // the warehouse's outbound queue across merchants, oldest first
    index('orders_outbound_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`status in ('confirmed', 'processing', 'problem')`),
    // one exchange order per return (merchant_id first: every tenant key carries it)
    uniqueIndex('orders_exchange_for_return_key')
      .on(t.merchantId, t.exchangeForReturnId)
      .where(sql`exchange_for_return_id is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: idColumn(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    merchantId: text('merchant_id').notNull(),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    productSku: text('product_sku').notNull(),
    productName: text('product_name').notNull(),
    productFulfillmentBy: text('product_fulfillment_by'),
    productComponents: jsonb('product_components'),
    fulfillmentBy: text('fulfillment_by').notNull(),
    /** Whether the client sent fulfillment_by explicitly (null means inherited). */
    fulfillmentByOverride: text('fulfillment_by_override'),
    quantity: numeric('quantity', { mode: 'number' }).notNull(),
    salesInfo: jsonb('sales_info'),
    additionalInfo: text('additional_info'),
    bestBeforeDate: date('best_before_date', { mode: 'string' }),
    batchNumbers: text('batch_numbers').array(),
    extraServices: jsonb('extra_services')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
  ],
);

/**
 * Orders per merchant and status, kept in the same transaction as order writes: list totals without counting
 * rows. Each (merchant, status) is spread over `shard` rows read as their sum (server/core/count-shards.ts).
 */
export const orderStatusCounts = pgTable(
  'order_status_counts',
  {
    merchantId: text('merchant_id').notNull(),
    status: text('status').notNull(),
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.status, t.shard] })],
);

export type Order = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;
