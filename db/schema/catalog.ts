import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';

/** Catalog services (05 §2): kind `extra` (attachable to orders/returns) or `delivery`. merchantIds null: all merchants. */
export const catalogServices = pgTable(
  'catalog_services',
  {
    id: idColumn(),
    code: text('code'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    active: boolean('active').notNull().default(true),
    merchantIds: text('merchant_ids').array(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('catalog_services_code_key').on(t.code), index('catalog_services_kind_idx').on(t.kind)],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: idColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryCode: text('country_code'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('pickup_points_code_idx').on(t.code)],
);

export type CatalogService = typeof catalogServices.$inferSelect;
export type PickupPoint = typeof pickupPoints.$inferSelect;
