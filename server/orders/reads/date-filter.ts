import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isDate, isDateTime } from '@/server/orders/formats';

/** A `created_from` / `created_to` query value: a whole UTC day, or an instant (04 B1). */
export const DateOrDateTime = z
  .string()
  .refine(
    (s) => isDate(s) || isDateTime(s),
    'Must be a date YYYY-MM-DD or an ISO 8601 date-time ending in Z.',
  );

/** A date means its whole UTC day: from its start, up to (excluding) the next day's start. */
function boundary(value: string, endOfDay: boolean): string {
  if (!isDate(value)) return value;
  const start = Date.parse(`${value}T00:00:00Z`);
  return new Date(endOfDay ? start + 86_400_000 : start).toISOString();
}

/** The conditions of a created_from / created_to pair on a timestamp column (either may be absent). */
export function createdBetween(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const conds: SQL[] = [];
  if (from) conds.push(sql`${column} >= ${boundary(from, false)}`);
  if (to) {
    conds.push(isDate(to) ? sql`${column} < ${boundary(to, true)}` : sql`${column} <= ${to}`);
  }
  return conds;
}
