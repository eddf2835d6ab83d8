import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A timestamptz column's UTC day as YYYY-MM-DD (the lists' date filters use UTC days too). */
export function utcDayOf(column: SQLWrapper): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}
