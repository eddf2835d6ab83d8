import { boolean, index, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The request log: one row per request of a merchant's API client, kept REQUEST_LOG_RETENTION_DAYS (14).
 * Written in batches off the request path (server/workbench/request-log/buffer.ts). Bodies only for non-2xx answers,
 * capped and redacted.
 */
export const requestLogs = pgTable(
  'request_logs',
  {
    id: text('id').notNull(),
    merchantId: text('merchant_id').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
    method: text('method').notNull(),
    /** The route template, e.g. /v1/orders/{orderId}. */
    route: text('route').notNull(),
    path: text('path').notNull(),
    status: integer('status').notNull(),
    errorCode: text('error_code'),
    requestId: text('request_id').notNull(),
    /** The dated API version that served the request (docs/decisions/api-versions.md); null before versions. */
    apiVersion: text('api_version'),
    durationMs: real('duration_ms').notNull(),
    idempotencyKey: text('idempotency_key'),
    replayed: boolean('replayed').notNull().default(false),
    requestBody: text('request_body'),
    responseBody: text('response_body'),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    index('request_logs_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('request_logs_created_idx').on(t.createdAt),
  ],
);

export type RequestLog = typeof requestLogs.$inferSelect;
