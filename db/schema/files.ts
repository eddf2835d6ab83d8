import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/** Stored files (labels, attachments). The bytes live in the storage backend under storageKey. */
export const files = pgTable('files', {
  id: idColumn(),
  merchantId: text('merchant_id').notNull(),
  storageKey: text('storage_key').notNull(),
  fileName: text('file_name').notNull(),
  mime: text('mime').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export type StoredFile = typeof files.$inferSelect;
