import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { jsonRowOf } from '@/db/json-row';
import { orderItems, type OrderItem } from '@/db/schema';

const line = jsonRowOf(orderItems);

/**
 * An order's lines as one column of its row (index order_items_order_idx), so an order comes back with its
 * lines in one statement, each line decoded as a plain select of order_items would give it (db/json-row.ts).
 */
export function orderLines(orderId: SQLWrapper): SQL<OrderItem[]> {
  const inner = sql`(select coalesce(json_agg(${line.array()} order by ${orderItems.position}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = ${orderId})`;
  // Nested: a single-table select strips the table names of its fields' top-level columns, which here would
  // make the outer id read as order_items.id.
  return sql`${inner}`.mapWith((rows: unknown[][]) => rows.map(line.decode));
}
