import { z } from 'zod';
import { BoolQuery, PaginationQuery, Timestamp } from '@/server/core/schemas';

/** Products (05 §3). The same schemas validate the API, the portal forms and the OpenAPI document. */
export const SkuSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(64, 'At most 64 characters.')
  .regex(/^[\x21-\x7e]+$/, 'Only visible ASCII characters, no spaces.');

const GtinSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$|^\d{12,14}$/, 'A GTIN has 8, 12, 13 or 14 digits.');
const NameSchema = z.string().trim().min(1, 'Required.').max(200, 'At most 200 characters.');
const VariantGroupSchema = z
  .string()
  .trim()
  .min(1, 'Must not be empty.')
  .max(100, 'At most 100 characters.')
  .meta({
    description:
      "The merchant's style code: products of one group are sizes or colours of one thing, offered for exchanges.",
  });
const TranslationsSchema = z
  .record(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Language codes look like "fi" or "en-GB".'), NameSchema)
  .meta({ description: 'Product name per language code, e.g. { "fi": "Kahvi" }.' });

export const CreateProductBody = z.object({
  product: z.object({
    sku: SkuSchema,
    name: NameSchema,
    gtin: GtinSchema.nullish(),
    name_translations: TranslationsSchema.nullish(),
    active: z.boolean().optional(),
    returnable: z
      .boolean()
      .optional()
      .meta({ description: 'false: final sale, never offered for return (default true).' }),
    variant_group: VariantGroupSchema.nullish(),
  }),
});
export type CreateProductInput = z.infer<typeof CreateProductBody>['product'];

export const UpdateProductBody = z.object({
  product: z
    .object({
      sku: z.unknown().optional(),
      name: NameSchema.optional(),
      gtin: GtinSchema.nullish(),
      name_translations: TranslationsSchema.nullish(),
      active: z.boolean().optional(),
      returnable: z.boolean().optional(),
      variant_group: VariantGroupSchema.nullish(),
    })
    .superRefine((p, ctx) => {
      if (p.sku !== undefined)
        ctx.addIssue({ code: 'custom', path: ['sku'], message: 'The SKU cannot be changed.' });
    })
    .transform(({ sku: _sku, ...rest }) => rest),
});
export type UpdateProductInput = z.infer<typeof UpdateProductBody>['product'];

export const ListProductsQuery = PaginationQuery.extend({
  sku: z.string().trim().min(1).max(64).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  active: BoolQuery.optional(),
  variant_group: z.string().trim().min(1).max(100).optional(),
  expires_within_days: z.coerce
    .number()
    .int('Must be a whole number.')
    .min(0, 'Must be 0 or more.')
    .max(3650, 'At most 3650.')
    .optional()
    .meta({
      description: 'Products with units on hand whose best-before date is within this many days (or past).',
    }),
});
export type ListProductsFilter = z.infer<typeof ListProductsQuery>;

export const ProductSchema = z
  .object({
    id: z.string(),
    sku: z.string(),
    name: z.string(),
    gtin: z.string().nullable(),
    name_translations: z.record(z.string(), z.string()).nullable(),
    active: z.boolean(),
    returnable: z.boolean().meta({ description: 'false: final sale (customer returns).' }),
    variant_group: z.string().nullable().meta({ description: 'The variant group (null: none).' }),
    stock: z.object({
      on_hand: z.number().int(),
      reserved: z.number().int(),
      available: z.number().int(),
      last_counted_quantity: z.number().int().nullable(),
      last_counted_at: Timestamp.nullable(),
      discrepancy: z
        .boolean()
        .meta({ description: 'The last warehouse count disagreed with on_hand (04 E12).' }),
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Product' });
