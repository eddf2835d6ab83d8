import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsz } from './columns';

export const merchants = pgTable('merchants', {
  id: idColumn(),
  name: text('name').notNull(),
  /** A sandbox: a merchant of its own for testing an integration, whose returns the warehouse's queues hide. */
  sandbox: boolean('sandbox').notNull().default(false),
  /** A sandbox's live merchant (each live merchant has at most one sandbox). */
  sandboxOf: text('sandbox_of'),
  createdAt: createdAt(),
});

/** OAuth 2.0 clients (04 A4). merchantId null: an operator (warehouse) client. */
export const apiClients = pgTable(
  'api_clients',
  {
    id: idColumn(),
    clientId: text('client_id').notNull(),
    merchantId: text('merchant_id').references(() => merchants.id),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdAt: createdAt(),
    revokedAt: tsz('revoked_at'),
    lastUsedAt: tsz('last_used_at'),
    /**
     * The dated API version its requests are served in unless one names another (Fulfilment-Version header):
     * the newest when the client is created (server/api/versions, docs/decisions/api-versions.md).
     */
    apiVersion: text('api_version').notNull().default('2026-12-01'),
  },
  (t) => [
    uniqueIndex('api_clients_client_id_key').on(t.clientId),
    index('api_clients_merchant_idx').on(t.merchantId),
  ],
);

/** Portal users (06). Roles: merchant_admin, merchant_staff (with merchantId), warehouse_staff, operator_admin. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    merchantId: text('merchant_id').references(() => merchants.id),
    name: text('name'),
    /** Warehouse and operator staff: the merchant they last chose to act for (the portal's merchant switcher). */
    actingMerchantId: text('acting_merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    disabledAt: tsz('disabled_at'),
    /**
     * The generation of the user's portal sessions: every session cookie carries the value it was issued under and
     * is refused once it differs. Raised by "sign out everywhere", a password change and deactivation (signing
     * out ends one session: ended_sessions; server/users/user-sessions.ts).
     */
    sessionVersion: integer('session_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_merchant_idx').on(t.merchantId),
  ],
);

/**
 * A user's saved list filters (a "view"): a name and the list's query string, shown as tabs above the orders
 * or returns list. A view belongs to its user and to the merchant the user acted for when saving it.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: idColumn(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_user_list_name_key').on(t.userId, t.merchantId, t.list, t.name)],
);

export type Merchant = typeof merchants.$inferSelect;
export type SavedView = typeof savedViews.$inferSelect;
export type ApiClient = typeof apiClients.$inferSelect;
export type User = typeof users.$inferSelect;
