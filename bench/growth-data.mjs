/**
 * Data of the growth benchmark (bench/growth.mjs), bulk-loaded with SQL for one merchant: orders with one line
 * each and returns with one line each, spread over the last 365 days (so a 90-day dashboard holds a quarter),
 * grown step by step to each size; and units of the product the benchmark orders, reserved ones first in FEFO
 * order (where a reservation that walked past them would start). Loads go in slices of 100,000 rows, each its
 * own statement, as an import would; the dashboard's daily figures are added up again after each load
 * (recountDashboardFigures), as such a writer must.
 */
import { recountDashboardFigures } from './lib.mjs';

const SLICE = 100_000;
const DAYS = 365;
/** Order statuses as they occur in the data (the list filter reads `processed`). */
const ORDER_STATUSES = ['processed', 'processed', 'processed', 'returned', 'confirmed', 'cancelled', 'draft'];
const RETURN_STATUSES = ['processed', 'processed', 'accepted', 'pending_merchant_decision', 'deleted'];
const REASONS = ['defective', 'damaged_in_transit', 'wrong_item_sent', null];
const CONDITIONS = ['sellable', 'opened_sellable', 'damaged', null];

/** Grows the merchant's orders and returns from `from` to `to` rows each. */
export async function growOrdersAndReturns(db, merchantId, productIds, from, to) {
  for (let lo = from; lo < to; lo += SLICE) {
    const hi = Math.min(to, lo + SLICE);
    const spread = `now() - ((g % ${DAYS * 24})::float8 / 24) * interval '1 day'`;
    await db.query('begin');
    await db.query(
      `insert into orders (id, merchant_id, merchants_id, status, customer, created_at, updated_at)
       select substr(md5('go' || g || $1), 1, 24), $1, 'GROW-' || g, ($4::text[])[1 + g % ${ORDER_STATUSES.length}],
              '{"first_name":"Bench","last_name":"Customer"}'::jsonb, ${spread}, now()
         from generate_series($2::int + 1, $3::int) g`,
      [merchantId, lo, hi, ORDER_STATUSES],
    );
    await db.query(
      `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name,
                                fulfillment_by, quantity)
       select substr(md5('gi' || g || $1), 1, 24), substr(md5('go' || g || $1), 1, 24), $1, 0,
              ($4::text[])[1 + g % array_length($4::text[], 1)], 'GROW', 'Growth product', 'provider', 1 + g % 3
         from generate_series($2::int + 1, $3::int) g`,
      [merchantId, lo, hi, productIds],
    );
    await db.query(
      `insert into order_returns (id, merchant_id, type, status, created_at, updated_at)
       select substr(md5('gr' || g || $1), 1, 24), $1, 'customer_return', ($4::text[])[1 + g % ${RETURN_STATUSES.length}],
              ${spread}, now()
         from generate_series($2::int + 1, $3::int) g`,
      [merchantId, lo, hi, RETURN_STATUSES],
    );
    await db.query(
      `insert into order_return_items (id, order_return_id, position, product_id, quantity, expected_quantity,
                                       return_reason_code, received_quantity, inspection_condition)
       select substr(md5('gri' || g || $1), 1, 24), substr(md5('gr' || g || $1), 1, 24), 0,
              ($4::text[])[1 + (g * 7) % array_length($4::text[], 1)], 1, 1, ($5::text[])[1 + g % 4],
              case when g % 4 = 3 then null else 1 end, ($6::text[])[1 + g % 4]
         from generate_series($2::int + 1, $3::int) g`,
      [merchantId, lo, hi, productIds, REASONS, CONDITIONS],
    );
    await db.query('commit');
  }
  // the lists' totals come from the per-status counts, as production keeps them
  for (const [table, counts] of [
    ['orders', 'order_status_counts'],
    ['order_returns', 'return_status_counts'],
  ])
    await db.query(
      `insert into ${counts} (merchant_id, status, shard, count)
       select merchant_id, status, 0, count(*)::int from ${table} where merchant_id = $1 group by 1, 2
       on conflict (merchant_id, status, shard) do update set count = excluded.count`,
      [merchantId],
    );
  await recountDashboardFigures(db, merchantId);
}

/**
 * `n` orders in status problem (what the CSV export benchmark exports), one a second before `base` (the
 * newest `base - 1 s`), so that a time range selects any number of them.
 */
export async function loadExportOrders(db, merchantId, productId, n, tag, base) {
  await db.query(
    `insert into orders (id, merchant_id, merchants_id, status, customer, created_at, updated_at)
     select substr(md5($3 || g || $1), 1, 24), $1, $3 || '-' || g, 'problem',
            '{"first_name":"Export","last_name":"Customer"}'::jsonb, $4::timestamptz - g * interval '1 second', now()
       from generate_series(1, $2::int) g`,
    [merchantId, n, tag, base.toISOString()],
  );
  await db.query(
    `insert into order_items (id, order_id, merchant_id, position, product_id, product_sku, product_name,
                              fulfillment_by, quantity)
     select substr(md5($4 || 'i' || g || $1), 1, 24), substr(md5($4 || g || $1), 1, 24), $1, 0, $3, 'GROW',
            'Growth product', 'provider', 1
       from generate_series(1, $2::int) g`,
    [merchantId, n, productId, tag],
  );
}

/**
 * Brings the product's reserved units up to `reserved` (dated before every free unit: a FEFO walk would meet
 * them first) and keeps `free` free units; the product's figures follow.
 */
export async function setProductUnits(db, merchantId, productId, { reserved, free }) {
  const have = (
    await db.query(
      `select count(*) filter (where state = 'reserved')::int as reserved,
              count(*) filter (where state = 'on_shelf')::int as free
         from stock_units where product_id = $1`,
      [productId],
    )
  ).rows[0];
  const add = async (n, state, bestBefore) => {
    for (let lo = 0; lo < n; lo += SLICE)
      await db.query(
        `insert into stock_units (merchant_id, product_id, location, best_before, batch_number, state)
         select $1, $2, 'A-' || lpad((g % 40)::text, 2, '0'), $4::date, 'B1', $5
           from generate_series(1, $3::int) g`,
        [merchantId, productId, Math.min(SLICE, n - lo), bestBefore, state],
      );
  };
  await add(Math.max(0, reserved - have.reserved), 'reserved', '2027-01-01');
  await add(Math.max(0, free - have.free), 'on_shelf', '2027-06-01');
  await db.query(
    `update products p set on_hand = s.on_hand, reserved = s.reserved, available = s.on_hand - s.reserved
       from (select count(*) filter (where state in ('on_shelf', 'reserved'))::int as on_hand,
                    count(*) filter (where state = 'reserved')::int as reserved
               from stock_units where product_id = $1) s
      where p.id = $1`,
    [productId],
  );
}
