import { z } from 'zod';
import { IdSchema, PaginationQuery, Timestamp } from '@/server/core/schemas';

/** Catalog services and pickup points (05 §2). */
export const SERVICE_KINDS = ['extra', 'delivery'] as const;

const Code = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(64, 'At most 64 characters.')
  .regex(/^[\x21-\x7e]+$/, 'Only visible ASCII characters, no spaces.');
const Name = z.string().trim().min(1, 'Required.').max(200, 'At most 200 characters.');

const catalogServiceFields = {
  code: Code,
  name: Name,
  kind: z.enum(SERVICE_KINDS),
  active: z.boolean(),
  merchant_ids: z
    .array(IdSchema)
    .nullable()
    .meta({ description: 'Merchants the service is available to; null: every merchant.' }),
};

export const CreateCatalogServiceBody = z.object({
  catalog_service: z.object({
    ...catalogServiceFields,
    active: catalogServiceFields.active.default(true),
    merchant_ids: catalogServiceFields.merchant_ids.default(null),
  }),
});
export type CreateCatalogServiceInput = z.infer<typeof CreateCatalogServiceBody>['catalog_service'];

export const UpdateCatalogServiceBody = z.object({
  catalog_service: z.object({
    code: catalogServiceFields.code.optional(),
    name: catalogServiceFields.name.optional(),
    kind: catalogServiceFields.kind.optional(),
    active: catalogServiceFields.active.optional(),
    merchant_ids: catalogServiceFields.merchant_ids.optional(),
  }),
});
export type UpdateCatalogServiceInput = z.infer<typeof UpdateCatalogServiceBody>['catalog_service'];

export const CatalogServiceSchema = z
  .object({
    id: z.string(),
    code: z.string().nullable(),
    name: z.string(),
    kind: z.enum(SERVICE_KINDS),
    active: z.boolean(),
    merchant_ids: z.array(z.string()).nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'CatalogService' });

export const ListCatalogServicesQuery = PaginationQuery.extend({ kind: z.enum(SERVICE_KINDS).optional() });

const CountryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'An ISO 3166-1 alpha-2 country code, e.g. FI.')
  .transform((s) => s.toUpperCase());
const pickupPointFields = {
  code: Code,
  name: Name,
  address: z.string().trim().min(1).max(200),
  postal_code: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country_code: CountryCode,
  active: z.boolean(),
};

export const CreatePickupPointBody = z.object({
  pickup_point: z.object({ ...pickupPointFields, active: pickupPointFields.active.default(true) }),
});
export type CreatePickupPointInput = z.infer<typeof CreatePickupPointBody>['pickup_point'];

export const UpdatePickupPointBody = z.object({
  pickup_point: z.object({
    code: pickupPointFields.code.optional(),
    name: pickupPointFields.name.optional(),
    address: pickupPointFields.address.optional(),
    postal_code: pickupPointFields.postal_code.optional(),
    city: pickupPointFields.city.optional(),
    country_code: pickupPointFields.country_code.optional(),
    active: pickupPointFields.active.optional(),
  }),
});
export type UpdatePickupPointInput = z.infer<typeof UpdatePickupPointBody>['pickup_point'];

export const PickupPointSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    country_code: z.string().nullable(),
    active: z.boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'PickupPoint' });

export const ListPickupPointsQuery = PaginationQuery.extend({
  country_code: CountryCode.optional(),
  postal_code: z.string().trim().min(1).max(20).optional(),
});
