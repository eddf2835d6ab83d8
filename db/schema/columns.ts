import { text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../ids';

/** Primary key of 24 lowercase hex characters (04 A1). */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
