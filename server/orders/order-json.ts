import { sql, type SQL } from 'drizzle-orm';

/**
 * An order's API JSON (01 §2.7) written by PostgreSQL, for the reads: GET /v1/orders/{id}, list pages and
 * creation replays send this text as it comes, and the portal parses it. A page of 50 orders is about 86 KB:
 * decoding its rows into objects and serialising them again was most of a read's cost in Node.
 *
 * It is the same mapping as toOrderDto (to-order-dto.ts), which answers the writes from the rows they have
 * just written. The two must agree field for field: tests/api/orders-reads.test.ts compares them on a rich
 * order and tests/api/orders-property.test.ts on thousands of generated ones.
 *
 * Written against a row source aliased `o` with the columns of `orders` (the table itself or a page of it).
 * Objects come from row_to_json, which keeps the field order given here and writes no whitespace; jsonb
 * values (customer, sales_info, ...) are written by PostgreSQL's jsonb output, which puts a space after
 * `:` and `,` and orders object keys its own way. Equal JSON (01 §6), not equal bytes.
 */

/** An instant as JavaScript's toISOString writes it: UTC, milliseconds, `Z`. */
const instant = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Only active attachments are shown (01 §2.6). */
const active = (column: string) => `jsonb_path_query_array(${column}, '$[*] ? (@.status == "active")')`;

/** `product`: fulfillment_by and components only when the product has them. */
const PRODUCT = `('{"id":' || to_json(i.product_id) || ',"sku":' || to_json(i.product_sku)
  || ',"name":' || to_json(i.product_name)
  || coalesce(',"fulfillment_by":' || to_json(i.product_fulfillment_by), '')
  || coalesce(',"components":' || i.product_components::text, '') || '}')::json`;

const LINE = `row_to_json((select l from (select i.id, ${PRODUCT} as product, i.fulfillment_by,
  i.quantity::float8 as quantity, i.sales_info, i.additional_info, i.best_before_date, i.batch_numbers,
  ${active('i.extra_services')} as extra_services) l))`;

const LINES = `(select ('[' || coalesce(string_agg(${LINE}::text, ',' order by i.position), '') || ']')::json
  from order_items i where i.order_id = o.id)`;

const ORDER = `row_to_json((select r from (select o.id, o.customer, o.our_id, o.merchants_id, o.status,
  o.anonymized, o.process_lock, o.process_hold, ${LINES} as items,
  ${instant('o.no_earlier_than')} as no_earlier_than, ${instant('o.no_after_than')} as no_after_than,
  o.language, ${instant('o.merchants_order_time')} as merchants_order_time,
  ${active('o.extra_services')} as extra_services, o.requested_delivery_method, o.requested_delivery_service,
  o.delivery_service, o.requested_pickup_point, o.pickup_point,
  ('{"pickup_point":' || o.pickup_point::text || '}')::json as requested_delivery_destination,
  ${instant('o.created_at')} as created_at, ${instant('o.updated_at')} as updated_at) r))::text`;

/** The order of the row source `o` as JSON text. */
export const orderJson = sql.raw(ORDER) as SQL<string>;

/**
 * The JSON array (text) of the orders of the row source `o`, newest first, for an aggregate over it:
 * '[]' when it has none.
 */
export const ordersJsonArray = sql.raw(
  `'[' || coalesce(string_agg(${ORDER}, ',' order by o.created_at desc nulls last, o.id desc nulls last), '') || ']'`,
) as SQL<string>;
