/**
 * The dashboard benchmark's data, bulk-loaded with SQL for one merchant (bench/dashboard.mjs; also usable on its
 * own database to EXPLAIN the dashboard's queries): 50 products with stock figures, BENCH_ORDERS orders (one
 * line each) and BENCH_RETURNS returns (one line each, with reasons and inspected conditions), their
 * created_at spread evenly over the last BENCH_DASHBOARD_DAYS days, the status counts as production keeps
 * them, then VACUUM ANALYZE (as autovacuum would).
 */
import { recountDashboardFigures } from './lib.mjs';

export const PRODUCTS = 50;

const ORDER_STATUSES = [
  ...Array(11).fill('processed'),
  'returned',
  'returning',
  'processing',
  'confirmed',
  'confirmed',
  'draft',
  'waiting_products',
  'cancelled',
  'deleted',
];
const RETURN_STATUSES = [
  ...Array(6).fill('processed'),
  'preinfo_received',
  'pending_merchant_decision',
  'accepted',
  'deleted',
];
const REASONS = [
  'damaged_in_transit',
  'defective',
  'wrong_item_sent',
  'not_as_described',
  'size_too_small',
  'size_too_large',
  'no_longer_needed',
  'arrived_too_late',
  'unwanted_gift',
  'other',
];
const CONDITIONS = [
  'sellable',
  'sellable',
  'opened_sellable',
  'damaged',
  'defective',
  'missing',
  'wrong_item',
];

/** Loads the data for `merchantId`; returns the product ids. */
export async function loadDashboardData(db, merchantId, { orders, returns, days }) {
  await db.query('begin');
  const products = (
    await db.query(
      `insert into products (id, merchant_id, sku, name, on_hand, reserved, available)
       select substr(md5('dp' || g || $1), 1, 24), $1, 'DASH-' || lpad(g::text, 3, '0'), 'Dashboard product ' || g,
              (g * 37) % 400, (g * 11) % 30, greatest(0, (g * 37) % 400 - (g * 11) % 30)
         from generate_series(1, $2) g
       returning id`,
      [merchantId, PRODUCTS],
    )
  ).rows.map((r) => r.id);
  const spread = (n) => `now() - (g::float8 / ${n}) * ($3::int * interval '1 day')`;
  await db.query(
    `insert into orders (id, merchant_id, merchants_id, status, customer, created_at, updated_at)
     select substr(md5('do' || g || $1), 1, 24), $1, 'DASH-' || g, ($4::text[])[1 + (g * 7) % 20], '{}'::jsonb,
            ${spread('$2::int')}, now()
       from generate_series(1, $2) g`,
    [merchantId, orders, days, ORDER_STATUSES],
  );
  await db.query(
    `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name, fulfillment_by, quantity)
     select substr(md5('di' || g || $1), 1, 24), substr(md5('do' || g || $1), 1, 24), $1, 0,
            ($3::text[])[1 + g % ${PRODUCTS}], 'DASH', 'Dashboard product', 'provider', 1 + g % 3
       from generate_series(1, $2) g`,
    [merchantId, orders, products],
  );
  await db.query(
    `insert into order_status_counts (merchant_id, status, shard, count)
     select merchant_id, status, 0, count(*)::int from orders where merchant_id = $1 group by 1, 2
     on conflict (merchant_id, status, shard) do update set count = excluded.count`,
    [merchantId],
  );
  await db.query(
    `insert into order_returns (id, merchant_id, type, status, reason_codes, created_at, updated_at)
     select substr(md5('dr' || g || $1), 1, 24), $1, 'customer_return', ($4::text[])[1 + (g * 3) % 10],
            array[($5::text[])[1 + g % 11]], ${spread('$2::int')}, now()
       from generate_series(1, $2) g`,
    [merchantId, returns, days, RETURN_STATUSES, REASONS],
  );
  // Products are returned unevenly (some far more than others), so the rates differ; a line of every third
  // return is not inspected yet.
  await db.query(
    `insert into order_return_items (id, order_return_id, position, product_id, quantity, expected_quantity,
                                     return_reason_code, received_quantity, inspection_condition)
     select substr(md5('dri' || g || $1), 1, 24), substr(md5('dr' || g || $1), 1, 24), 0,
            ($3::text[])[1 + ((g::bigint * 7919) % 97) % ${PRODUCTS}], 1, 1, ($4::text[])[1 + g % 11],
            case when g % 3 = 0 then null else 1 end,
            case when g % 3 = 0 then null else ($5::text[])[1 + g % 7] end
       from generate_series(1, $2) g`,
    [merchantId, returns, products, REASONS, CONDITIONS],
  );
  await db.query(
    `insert into return_status_counts (merchant_id, status, shard, count)
     select merchant_id, status, 0, count(*)::int from order_returns where merchant_id = $1 group by 1, 2
     on conflict (merchant_id, status, shard) do update set count = excluded.count`,
    [merchantId],
  );
  await db.query('commit');
  await recountDashboardFigures(db, merchantId);
  for (const t of ['orders', 'order_items', 'order_returns', 'order_return_items', 'products'])
    await db.query(`vacuum analyze ${t}`);
  return products;
}
