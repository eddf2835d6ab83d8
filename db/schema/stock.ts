import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './accounts';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/** Products (05 §3) with their stock figures (04 D2, E12), kept in step with stock_units in the same transaction. */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    gtin: text('gtin'),
    nameTranslations: jsonb('name_translations').$type<Record<string, string>>(),
    active: boolean('active').notNull().default(true),
    /** false: final sale, never offered for return by the customer page or the eligibility endpoint. */
    returnable: boolean('returnable').notNull().default(true),
    /** Fulfilment default of order lines for this product: provider | merchant | null. */
    fulfillmentBy: text('fulfillment_by'),
    onHand: integer('on_hand').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
    available: integer('available').notNull().default(0),
    lastCountedQuantity: integer('last_counted_quantity'),
    lastCountedAt: tsz('last_counted_at'),
    /** Set when a warehouse count disagreed with on_hand (E12), cleared by a later count that agrees. */
    stockDiscrepancy: boolean('stock_discrepancy').notNull().default(false),
    /** The merchant's style code: products of one group are sizes or colours of one thing (exchanges). */
    variantGroup: text('variant_group'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_merchant_sku_key').on(t.merchantId, t.sku),
    index('products_merchant_created_idx').on(t.merchantId, t.createdAt, t.id),
    index('products_merchant_active_idx').on(t.merchantId, t.active, t.createdAt, t.id),
    index('products_merchant_variant_group_idx')
      .on(t.merchantId, t.variantGroup)
      .where(sql`variant_group is not null`),
  ],
);

/** Unit ids increase in receiving order: 24-hex rendering of a sequence, so text order equals receiving order. */
export const stockUnitSeq = pgSequence('stock_unit_seq');

/** One row per physical unit (04 D2). States: on_shelf, reserved, picking, not_shelved, written_off, blocked. */
export const stockUnits = pgTable(
  'stock_units',
  {
    id: text('id')
      .primaryKey()
      .default(sql`lpad(to_hex(nextval('stock_unit_seq')), 24, '0')`),
    merchantId: text('merchant_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    location: text('location').notNull(),
    bestBefore: date('best_before', { mode: 'string' }),
    batchNumber: text('batch_number'),
    state: text('state').notNull(),
    orderId: text('order_id'),
    orderItemId: text('order_item_id'),
    inboundShipmentId: text('inbound_shipment_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stock_units_product_idx').on(t.productId, t.id),
    index('stock_units_product_state_idx').on(t.productId, t.state, t.id),
    index('stock_units_order_idx').on(t.orderId),
    index('stock_units_product_location_idx').on(t.productId, t.location, t.id),
    index('stock_units_product_best_before_idx').on(t.productId, t.bestBefore, t.id),
    // A reservation's next free unit in FEFO order, whatever number of the product's units is reserved or gone.
    index('stock_units_free_fefo_idx')
      .on(t.productId, t.bestBefore.asc().nullsLast(), t.id)
      .where(sql`state = 'on_shelf'`),
  ],
);

/** Incidents (05 §3, 04 D1), e.g. units leaving a product by a split. */
export const incidents = pgTable(
  'incidents',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    type: text('type').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('incidents_product_idx').on(t.productId),
    index('incidents_merchant_idx').on(t.merchantId, t.createdAt),
  ],
);

/** History of warehouse counts (the latest is also on the product). */
export const stockCounts = pgTable(
  'stock_counts',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    productId: text('product_id').notNull(),
    countedQuantity: integer('counted_quantity').notNull(),
    onHandAtCount: bigint('on_hand_at_count', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stock_counts_product_idx').on(t.productId, t.createdAt)],
);

export type Product = typeof products.$inferSelect;
export type StockUnit = typeof stockUnits.$inferSelect;
