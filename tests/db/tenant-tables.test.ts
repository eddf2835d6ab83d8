import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';

/**
 * Every table of the app's schema, as docs/decisions/distributed-postgres.md plans it for a distributed
 * PostgreSQL (Citus): distributed by merchant_id (a tenant table), a child reached only through its parent
 * (distributed with it once it carries its parent's merchant_id), a reference table (copied to every node) or a
 * local one (coordinator only). A new table fails this test until it is placed here, and a tenant table must
 * have merchant_id.
 */
const TENANT = [
  'activity_log',
  'api_clients',
  'billing_accounts',
  'billing_event_queue',
  'charges',
  'customer_mails',
  'cycle_count_items',
  'daily_stock_figures',
  'dashboard_daily_figures',
  'dashboard_figure_days',
  'dashboard_figures_pending',
  'dashboard_snapshots',
  'deprecated_calls',
  'files',
  'idempotency_keys',
  'inbound_boxes',
  'inbound_photos',
  'inbound_receipt_lines',
  'inbound_receipts',
  'inbound_shipments',
  'incidents',
  'invoices',
  'order_items',
  'order_returns',
  'order_status_counts',
  'orders',
  'outbox_events',
  'products',
  'request_logs',
  'return_attachments',
  'return_condition_defaults',
  'return_labels',
  'return_policies',
  'return_requests',
  'return_status_counts',
  'saved_views',
  'service_attachments',
  'shipment_units',
  'shipments',
  'stock_balances',
  'stock_counts',
  'stock_movement_counts',
  'stock_movements',
  'stock_units',
  'unpriced_events',
  'users',
  'webhook_deliveries',
  'webhook_endpoints',
];

/** Tenant tables whose merchant_id may be null: rows of the operator side, kept on the coordinator's node 0. */
const NULLABLE_MERCHANT: Record<string, string> = {
  activity_log: "an operator's actions without a merchant",
  api_clients: "the warehouse operator's clients",
  users: 'warehouse operators and administrators',
};

/** Tables without merchant_id, and why. */
const WITHOUT_MERCHANT: Record<string, { kind: 'root' | 'child' | 'reference' | 'local'; via?: string }> = {
  // The tenant itself: distributed by its id, which is every other table's merchant_id.
  merchants: { kind: 'root' },
  // Children read and written only through their parent's id, which carries the merchant.
  inbound_shipment_lines: { kind: 'child', via: 'inbound_shipment_id' },
  order_return_items: { kind: 'child', via: 'order_return_id' },
  invoice_lines: { kind: 'child', via: 'invoice_id' },
  // Shared by every merchant, small, read in joins with tenant rows.
  catalog_services: { kind: 'reference' },
  pickup_points: { kind: 'reference' },
  carrier_tracking_templates: { kind: 'reference' },
  // The operator's price lists, read when work is priced.
  rate_cards: { kind: 'reference' },
  rate_card_versions: { kind: 'reference' },
  rate_card_fees: { kind: 'reference' },
  // The warehouse's locations, shared by every merchant's units.
  locations: { kind: 'reference' },
  // The warehouse's blind counts: a location holds units of several merchants, so a count and the locations it
  // covers belong to the operator (its lines, one per product counted, carry the product's merchant).
  cycle_counts: { kind: 'local' },
  cycle_count_locations: { kind: 'local' },
  // Which days the daily stock figures have been taken for.
  daily_stock_figure_days: { kind: 'local' },
  // Process plumbing, never joined with tenant rows.
  app_secrets: { kind: 'local' },
  app_instances: { kind: 'local' },
  rate_limits: { kind: 'local' },
  ended_sessions: { kind: 'local' },
  // The operator's invoice number series, locked by the transaction that issues an invoice.
  invoice_number_series: { kind: 'local' },
};

/**
 * Primary keys and unique indexes of tenant tables that lack merchant_id: Citus requires the distribution column
 * in each, so each is changed when the tables are distributed (docs/decisions/distributed-postgres.md lists how).
 * A new one fails this test until it is listed, with its plan in the decision record.
 */
const KEYS_WITHOUT_MERCHANT = [
  'activity_log (id)',
  'api_clients (client_id)',
  'api_clients (id)',
  'billing_event_queue (event_seq)',
  'charges (id)',
  'customer_mails (id)',
  'cycle_count_items (id)',
  'daily_stock_figures (day, product_id, location)',
  'files (id)',
  'inbound_boxes (code)',
  'inbound_boxes (id)',
  'inbound_photos (id)',
  'inbound_receipt_lines (id)',
  'inbound_receipts (id)',
  'inbound_shipments (id)',
  'incidents (id)',
  'invoices (id)',
  'order_items (id)',
  'order_returns (id)',
  'orders (id)',
  'outbox_events (id)',
  'outbox_events (seq)',
  'products (id)',
  'return_attachments (id)',
  'return_labels (id)',
  'return_labels (order_return_id)',
  'return_policies (slug)',
  'return_requests (id)',
  'saved_views (id)',
  'service_attachments (order_return_id, id)',
  'shipment_units (unit_id)',
  'shipments (id)',
  'stock_balances (product_id, location, state, batch_number, best_before) NULLS NOT DISTINCT',
  'stock_counts (id)',
  'stock_movement_counts (product_id, reason)',
  'stock_movements (id)',
  'stock_units (id)',
  'unpriced_events (id)',
  'users (id)',
  'users (lower(email))',
  'webhook_deliveries (id)',
  'webhook_endpoints (id)',
];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const db = await getDb();
  return (await db.execute(query)).rows as T[];
}

describe('tenant tables (docs/decisions/distributed-postgres.md)', () => {
  it('places every table of the schema, and every tenant table has merchant_id', async () => {
    const tables = await rows<{ table_name: string; merchant_id: string | null }>(sql`
      select t.table_name,
             (select c.is_nullable from information_schema.columns c
               where c.table_schema = t.table_schema and c.table_name = t.table_name
                 and c.column_name = 'merchant_id') as merchant_id
        from information_schema.tables t
       where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by 1`);
    const names = tables.map((t) => t.table_name);
    expect(names.filter((n) => !TENANT.includes(n) && !(n in WITHOUT_MERCHANT))).toEqual([]);
    expect([...TENANT, ...Object.keys(WITHOUT_MERCHANT)].filter((n) => !names.includes(n))).toEqual([]);
    const byName = new Map(tables.map((t) => [t.table_name, t.merchant_id]));
    expect(TENANT.filter((n) => byName.get(n) === null)).toEqual([]);
    expect(TENANT.filter((n) => byName.get(n) === 'YES' && !(n in NULLABLE_MERCHANT))).toEqual([]);
    expect(Object.keys(WITHOUT_MERCHANT).filter((n) => byName.get(n) !== null)).toEqual([]);
  });

  it('reaches each child table through a column naming its parent', async () => {
    for (const [table, place] of Object.entries(WITHOUT_MERCHANT)) {
      if (place.kind !== 'child') continue;
      const found = await rows(sql`
        select 1 from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and column_name = ${place.via!}`);
      expect(found, `${table}.${place.via}`).toHaveLength(1);
    }
  });

  it('lists every primary key and unique index of a tenant table that lacks merchant_id', async () => {
    const keys = await rows<{ table_name: string; def: string }>(sql`
      select t.relname as table_name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = 'public' and (i.indisunique or i.indisprimary)`);
    const lacking = keys
      .filter((k) => TENANT.includes(k.table_name) && !/\bmerchant_id\b/.test(k.def.split(' USING ')[1]))
      .map((k) => {
        // "CREATE UNIQUE INDEX x ON public.t USING btree (a, b) WHERE …" -> "t (a, b)"
        const cols = k.def
          .split(' USING ')[1]
          .replace(/^\w+ /, '')
          .replace(/ WHERE .*$/, '');
        return `${k.table_name} ${cols}`;
      })
      .sort();
    expect(lacking).toEqual([...KEYS_WITHOUT_MERCHANT].sort());
  });
});
