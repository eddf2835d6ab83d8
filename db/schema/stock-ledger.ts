import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/** Movement ids increase in recording order: 24-hex rendering of a sequence, so text order is recording order. */
export const stockMovementSeq = pgSequence('stock_movement_seq');

/**
 * The stock ledger: one append-only row per product, location, state, batch and best-before of every change of
 * units' existence, state or location (docs/decisions/stock-ledger.md). Positions are (location, state): a row
 * takes `quantity` units out of (from_location, from_state) and puts them into (to_location, to_state); a null
 * pair is outside the stock (received, shipped, split). States are ledger states (on_shelf, not_shelved, blocked,
 * written_off): reservations and picking are claims on shelved units and write no row.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: text('id')
      .primaryKey()
      .default(sql`lpad(to_hex(nextval('stock_movement_seq')), 24, '0')`),
    merchantId: text('merchant_id').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    fromLocation: text('from_location'),
    toLocation: text('to_location'),
    batchNumber: text('batch_number'),
    bestBefore: date('best_before', { mode: 'string' }),
    reason: text('reason').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    occurredAt: tsz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_merchant_idx').on(t.merchantId, t.id),
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_merchant_reason_idx').on(t.merchantId, t.reason, t.id),
    index('stock_movements_merchant_reference_idx')
      .on(t.merchantId, t.referenceId)
      .where(sql`reference_id is not null`),
    index('stock_movements_merchant_from_location_idx')
      .on(t.merchantId, t.fromLocation, t.id)
      .where(sql`from_location is not null`),
    index('stock_movements_merchant_to_location_idx')
      .on(t.merchantId, t.toLocation, t.id)
      .where(sql`to_location is not null`),
    index('stock_movements_merchant_occurred_idx').on(t.merchantId, t.occurredAt),
    index('stock_movements_occurred_idx').on(t.occurredAt),
    check('stock_movements_quantity_positive', sql`quantity > 0`),
    check(
      'stock_movements_from_pair',
      sql`(from_state is null) = (from_location is null) and (to_state is null) = (to_location is null)`,
    ),
    check('stock_movements_changes', sql`from_state is not null or to_state is not null`),
  ],
);

/**
 * Movements per product and reason, kept by the recording statement itself: the totals of the movement lists
 * (a merchant's or a product's, optionally by reason) come from here instead of counting millions of rows.
 */
export const stockMovementCounts = pgTable(
  'stock_movement_counts',
  {
    productId: text('product_id').notNull(),
    reason: text('reason').notNull(),
    merchantId: text('merchant_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'stock_movement_counts_pk', columns: [t.productId, t.reason] }),
    index('stock_movement_counts_merchant_idx').on(t.merchantId, t.reason),
  ],
);

/**
 * The ledger's running balance: units per product, location, ledger state, batch and best-before, changed by the
 * recording statement with every movement (so it equals the units wherever the ledger adds up, and
 * `npm run stock:verify` checks both). What stands at a location (cycle counts, an empty location), a product's
 * lots, and the end-of-day figures read it instead of scanning units or summing history. Rows that reached 0 stay.
 */
export const stockBalances = pgTable(
  'stock_balances',
  {
    productId: text('product_id').notNull(),
    location: text('location').notNull(),
    state: text('state').notNull(),
    batchNumber: text('batch_number'),
    bestBefore: date('best_before', { mode: 'string' }),
    merchantId: text('merchant_id').notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('stock_balances_key')
      .on(t.productId, t.location, t.state, t.batchNumber, t.bestBefore)
      .nullsNotDistinct(),
    index('stock_balances_location_idx').on(t.location, t.productId),
    index('stock_balances_merchant_idx').on(t.merchantId, t.productId),
  ],
);

/**
 * The warehouse's locations (shared by every merchant's stock). A code first named by a receipt, a unit change
 * or a return's arrival is registered as kind `unassigned` by the recording statement, for the team lead to
 * classify. Picking walks locations in (zone, code) order.
 */
export const locations = pgTable(
  'locations',
  {
    // A SQL default (the shape of db/ids.ts): codes are also registered by SQL, in the recording statement.
    id: text('id')
      .primaryKey()
      .default(
        sql`lpad(to_hex(floor(extract(epoch from now()))::bigint), 8, '0') || substr(md5(gen_random_uuid()::text), 1, 16)`,
      ),
    code: text('code').notNull(),
    zone: text('zone'),
    kind: text('kind').notNull().default('unassigned'),
    active: boolean('active').notNull().default(true),
    /** When an approved cycle count last counted it ("locations not counted for N days"). */
    lastCountedAt: tsz('last_counted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_code_key').on(t.code),
    index('locations_walk_idx').on(t.zone, t.code),
    index('locations_kind_idx').on(t.kind, t.code),
  ],
);

/**
 * Cycle counts (docs/decisions/stock-ledger.md §3): the team lead's count of some locations, counted blind, location
 * by location; open -> awaiting_approval (every location counted, no recount pending) -> approved | rejected.
 */
export const cycleCounts = pgTable(
  'cycle_counts',
  {
    id: idColumn(),
    status: text('status').notNull().default('open'),
    /** How the locations were chosen: { locations } | { product_id } | { not_counted_for_days }. */
    selection: jsonb('selection').$type<Record<string, unknown>>().notNull(),
    varianceThresholdUnits: integer('variance_threshold_units').notNull().default(0),
    note: text('note'),
    createdByType: text('created_by_type').notNull(),
    createdById: text('created_by_id'),
    createdByLabel: text('created_by_label'),
    decidedByType: text('decided_by_type'),
    decidedById: text('decided_by_id'),
    decidedByLabel: text('decided_by_label'),
    decidedAt: tsz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('cycle_counts_status_idx').on(t.status, t.createdAt)],
);

/** One location of a count: pending -> counted, or recount (a variance above the threshold) -> counted. */
export const cycleCountLocations = pgTable(
  'cycle_count_locations',
  {
    id: idColumn(),
    cycleCountId: text('cycle_count_id')
      .notNull()
      .references(() => cycleCounts.id),
    location: text('location').notNull(),
    position: integer('position').notNull(),
    status: text('status').notNull().default('pending'),
    firstCounterType: text('first_counter_type'),
    firstCounterId: text('first_counter_id'),
    firstCounterLabel: text('first_counter_label'),
    firstCountedAt: tsz('first_counted_at'),
    secondCounterType: text('second_counter_type'),
    secondCounterId: text('second_counter_id'),
    secondCounterLabel: text('second_counter_label'),
    secondCountedAt: tsz('second_counted_at'),
  },
  (t) => [uniqueIndex('cycle_count_locations_key').on(t.cycleCountId, t.location)],
);

/**
 * What a location held and what was counted there, per product and lot: `expected` is read from the running
 * balance when the count is submitted (so stock that left before it is no variance), `counted` is the latest
 * count (the recount replaces the first, which stays in `first_counted`), `adjustment` what approval wrote.
 */
export const cycleCountItems = pgTable(
  'cycle_count_items',
  {
    id: idColumn(),
    cycleCountLocationId: text('cycle_count_location_id').notNull(),
    cycleCountId: text('cycle_count_id').notNull(),
    merchantId: text('merchant_id').notNull(),
    productId: text('product_id').notNull(),
    batchNumber: text('batch_number'),
    bestBefore: date('best_before', { mode: 'string' }),
    expected: integer('expected').notNull(),
    firstCounted: integer('first_counted').notNull(),
    counted: integer('counted').notNull(),
    adjustment: integer('adjustment'),
  },
  (t) => [
    foreignKey({
      name: 'cycle_count_items_location_fk',
      columns: [t.cycleCountLocationId],
      foreignColumns: [cycleCountLocations.id],
    }),
    index('cycle_count_items_location_idx').on(t.cycleCountLocationId),
    index('cycle_count_items_product_idx').on(t.productId),
  ],
);

/**
 * The daily stock figures (docs/decisions/stock-ledger.md "Daily stock figures"): each product's on-hand units
 * (not written off) per location at the end of each UTC day, with the location's kind when the day was written;
 * storage fees are charged per product, location kind and day from here (`readDailyStockFigures`). Written from
 * the day before and the day's movements, so a day's cost does not grow with history; kept 400 days.
 */
export const dailyStockFigures = pgTable(
  'daily_stock_figures',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productId: text('product_id').notNull(),
    location: text('location').notNull(),
    merchantId: text('merchant_id').notNull(),
    locationKind: text('location_kind').notNull(),
    onHand: integer('on_hand').notNull(),
  },
  (t) => [
    primaryKey({ name: 'daily_stock_figures_pk', columns: [t.day, t.productId, t.location] }),
    index('daily_stock_figures_merchant_day_idx').on(t.merchantId, t.day),
  ],
);

/** The days written (a day with no stock has no figure rows, but is written all the same). */
export const dailyStockFigureDays = pgTable('daily_stock_figure_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  writtenAt: tsz('written_at').notNull().defaultNow(),
  rows: integer('rows').notNull(),
});

export type StockMovement = typeof stockMovements.$inferSelect;
export type CycleCount = typeof cycleCounts.$inferSelect;
export type CycleCountLocation = typeof cycleCountLocations.$inferSelect;
export type CycleCountItem = typeof cycleCountItems.$inferSelect;
export type StockBalance = typeof stockBalances.$inferSelect;
export type Location = typeof locations.$inferSelect;
