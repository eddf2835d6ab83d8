import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsz, updatedAt } from './columns';

/** Outbox (05 §5): written in the same transaction as the change that causes the event. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: text('id').notNull().unique(),
    merchantId: text('merchant_id').notNull(),
    type: text('type').notNull(),
    /** Events with the same ordering key are delivered in order (e.g. the product id). */
    orderingKey: text('ordering_key').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: createdAt(),
    dispatchedAt: tsz('dispatched_at'),
  },
  (t) => [
    index('outbox_events_undispatched_idx').on(t.dispatchedAt, t.seq),
    index('outbox_events_merchant_idx').on(t.merchantId, t.seq),
  ],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    url: text('url').notNull(),
    eventTypes: text('event_types').array().notNull(),
    description: text('description'),
    /** Signing secret, encrypted at rest with the server's data key (it must be read back to sign). */
    secretEncrypted: text('secret_encrypted').notNull(),
    active: boolean('active').notNull().default(true),
    /** The dated API version its events are rendered in, delivered and replayed (the newest at creation). */
    apiVersion: text('api_version').notNull().default('2026-12-01'),
    createdAt: createdAt(),
    deletedAt: tsz('deleted_at'),
  },
  (t) => [index('webhook_endpoints_merchant_idx').on(t.merchantId)],
);

/** One row per delivery attempt of an event to an endpoint. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: idColumn(),
    merchantId: text('merchant_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    orderingKey: text('ordering_key').notNull(),
    /** The outbox seq of the event: deliveries of one (endpoint, ordering key) lane go out in this order. */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull().default(0),
    attempt: integer('attempt').notNull(),
    status: text('status').notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    nextAttemptAt: tsz('next_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_event_idx').on(t.eventId, t.endpointId),
    index('webhook_deliveries_payload_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_lane_idx').on(t.endpointId, t.orderingKey, t.eventSeq),
  ],
);

export type OutboxEvent = typeof outboxEvents.$inferSelect;
export type WebhookEndpoint = typeof webhookEndpoints.$inferSelect;
export type WebhookDelivery = typeof webhookDeliveries.$inferSelect;
