import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { orderItems, type OrderItem } from '@/db/schema';

const LINE_COLUMNS = Object.entries(getTableColumns(orderItems));

/**
 * An order's lines as one column of its row (index order_items_order_idx), so an order comes back with its
 * lines in one statement. Each line travels as a json array of the columns, decoded by the columns' own
 * decoders: the same values as a plain select of order_items.
 */
export function orderLines(orderId: SQLWrapper): SQL<OrderItem[]> {
  const inner = sql`(select coalesce(json_agg(json_build_array(${sql.join(
    LINE_COLUMNS.map(([, c]) => c),
    sql`, `,
  )}) order by ${orderItems.position}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = ${orderId})`;
  // Nested: a single-table select strips the table names of its fields' top-level columns, which here would
  // make the outer id read as order_items.id.
  return sql`${inner}`.mapWith((rows: unknown[][]) => rows.map(decodeLine));
}

function decodeLine(values: unknown[]): OrderItem {
  const line: Record<string, unknown> = {};
  LINE_COLUMNS.forEach(([key, column], i) => {
    const value = values[i] ?? null;
    line[key] = value === null ? null : column.mapFromDriverValue(value);
  });
  return line as OrderItem;
}
