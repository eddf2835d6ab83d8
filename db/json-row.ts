import { getTableColumns, sql, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';

/**
 * A table's row as one json array column (json_build_array of its columns), read back with the columns' own
 * decoders: the same values as a plain select of the columns, but one field for the driver and drizzle to map
 * instead of one per column, which is most of the cost of reading many wide rows (a list page).
 */
export function jsonRowOf<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table));
  const decode = (values: unknown[]): T['$inferSelect'] => {
    const row: Record<string, unknown> = {};
    columns.forEach(([key, column], i) => {
      const value = values[i] ?? null;
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    });
    return row as T['$inferSelect'];
  };
  return {
    decode,
    /** The json array of the row; `refs`: the same columns of a subquery of the table (default: the table's). */
    array(refs: Record<string, SQLWrapper> = getTableColumns(table)): SQL<unknown[]> {
      return sql`json_build_array(${sql.join(
        columns.map(([key]) => refs[key]!),
        sql`, `,
      )})`;
    },
    /** As a selected field, decoded. */
    field(refs?: Record<string, SQLWrapper>): SQL<T['$inferSelect']> {
      // Nested: a single-table select strips the table names of its fields' top-level columns.
      return sql`${this.array(refs)}`.mapWith((values: unknown[]) => decode(values));
    },
  };
}
