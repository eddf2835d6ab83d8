import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, tsz } from './columns';

/**
 * Portal sessions ended by signing out (server/users/user-sessions.ts): a session cookie naming one of these ids
 * is refused, although its signature and its 12 hours are still good. Rows past `expires_at` (the cookie's own
 * end) mean nothing and may be deleted.
 */
export const endedSessions = pgTable('ended_sessions', {
  sessionId: text('session_id').primaryKey(),
  userId: text('user_id').notNull(),
  endedAt: tsz('ended_at').notNull().defaultNow(),
  expiresAt: tsz('expires_at').notNull(),
});

/** Generated secrets shared by every instance (JWT signing, link signing, session cookies) unless set by env. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/** Idempotency keys (04 A7), scoped to (merchant, operation, key); kept 30 days. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: text('merchant_id').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    resourceId: text('resource_id'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/** Counter store of rate-limiter-flexible on PostgreSQL (its own column layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Calls to deprecated endpoints per merchant, client, route and day: the portal's API health report. */
export const deprecatedCalls = pgTable(
  'deprecated_calls',
  {
    merchantId: text('merchant_id').notNull(),
    clientId: text('client_id').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    lastCalledAt: tsz('last_called_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.clientId, t.method, t.route, t.day] })],
);

/**
 * Who changed what and when (06 "Everywhere"): every change of an order, return or product.
 * actorType: user | api_client | system.
 */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id'),
    actorLabel: text('actor_label'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('activity_log_entity_idx').on(t.entityType, t.entityId, t.id)],
);

/**
 * The server processes running on this database and the schema level of their release (server/platform/release.ts):
 * a release refuses to start beside a live instance it cannot run with (docs/decisions/migrations.md). Each
 * instance refreshes `seen_at` while it runs and removes its row when it stops; a row not seen for a while is
 * an instance that died.
 */
export const appInstances = pgTable('app_instances', {
  id: text('id').primaryKey(),
  release: text('release').notNull(),
  schemaLevel: integer('schema_level').notNull(),
  minCompatibleLevel: integer('min_compatible_level').notNull(),
  host: text('host'),
  pid: integer('pid'),
  startedAt: tsz('started_at').notNull().defaultNow(),
  seenAt: tsz('seen_at').notNull().defaultNow(),
});
