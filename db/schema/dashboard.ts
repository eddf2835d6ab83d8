import { jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
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
