import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './accounts';
import { createdAt, idColumn, tsz } from './columns';

/**
 * E-mails to merchants' customers (the customer returns page): written in the transaction of the change they
 * tell about, sent later by the job queue over SMTP. Status: queued -> sending -> sent; stored when no
 * SMTP_URL is set (shown to operator admins as "Outgoing mail"); failed once the retries ran out.
 */
export const customerMails = pgTable(
  'customer_mails',
  {
    id: idColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    returnRequestId: text('return_request_id').notNull(),
    /** received | approved | declined | label_ready | arrived | completed */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: tsz('next_attempt_at').notNull().defaultNow(),
    sentAt: tsz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_mails_due_idx').on(t.status, t.nextAttemptAt),
    index('customer_mails_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

export type CustomerMail = typeof customerMails.$inferSelect;
