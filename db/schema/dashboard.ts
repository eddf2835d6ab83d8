import { bigint, date, jsonb, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { tsz } from './columns';

/**
 * The dashboard's period figures of a merchant (orders and returns per day, return rates, reasons, conditions),
 * as last computed: a page reads one row instead of adding up a quarter of a million rows per chart, and a
 * background job recomputes it when it is older than DASHBOARD_MAX_AGE_SECONDS (server/dashboard/).
 */
export const dashboardSnapshots = pgTable(
  'dashboard_snapshots',
  {
    merchantId: text('merchant_id').notNull(),
    days: smallint('days').notNull(),
    data: jsonb('data').notNull(),
    computedAt: tsz('computed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.days] })],
);

/**
 * The dashboard's figures per merchant and UTC day, kept as the records change: database triggers on orders,
 * order lines, returns, return lines, shipments and shipment units add each change's difference in the
 * statement that makes it (db/migrations/0028_dashboard_daily_figures.sql, docs/decisions/portal.md
 * "Dashboard"). A chart of a period reads the period's days of one figure, whatever the number of orders.
 * `figure`: orders (key1 = status), returns, returned_units and shipped_units (key1 = product id),
 * return_lines (key1 = reason code, key2 = condition found; '' for none). `n` counts records (orders, returns,
 * lines, units), `units` sums quantities. Each key is spread over `shard` rows (the session's, so concurrent
 * writers of a merchant do not wait for each other), read as their sum; a sum may be 0, a shard's negative.
 */
export const dashboardDailyFigures = pgTable(
  'dashboard_daily_figures',
  {
    merchantId: text('merchant_id').notNull(),
    figure: text('figure').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key1: text('key1').notNull().default(''),
    key2: text('key2').notNull().default(''),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    units: numeric('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_daily_figures_pk',
      columns: [t.merchantId, t.figure, t.day, t.key1, t.key2, t.shard],
    }),
  ],
);

/**
 * Merchants whose daily figures are still to be added up from their history (the migration's batched
 * backfill, one merchant a batch); the dashboard adds up such a merchant's records as before until then.
 */
export const dashboardFiguresPending = pgTable('dashboard_figures_pending', {
  merchantId: text('merchant_id').primaryKey(),
});

/**
 * Days whose order figures (orders per status, and the lines of orders that left without a shipment) are to
 * be counted again from the orders of that merchant and day: marked by the outbox's dispatcher for the orders
 * its events name, and by writers that bypass the domain (the demo's seed, bulk loads); counted and cleared by
 * server/dashboard/order-figure-days.ts, off the write transactions.
 */
export const dashboardFigureDays = pgTable(
  'dashboard_figure_days',
  {
    merchantId: text('merchant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    markedAt: tsz('marked_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dashboard_figure_days_pk', columns: [t.merchantId, t.day] })],
);
