import { z } from 'zod';
import { SkuSchema } from '@/server/products/schemas';

/** At most this many units move in one split (03 §8). */
export const MAX_SPLIT_UNITS = 5000;

const Sku = z
  .string('Must be a string.')
  .min(1, 'Must not be empty.')
  .max(255, 'Must be at most 255 characters.');
const Name = z
  .string('Must be a string.')
  .trim()
  .min(1, 'Must not be empty.')
  .max(200, 'At most 200 characters.');
const NameTranslations = z.record(
  z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'Language codes look like "fi" or "en-GB".'),
  Name,
  'Must be an object keyed by language code with string names.',
);

/**
 * Unknown fields are ignored (the spec does not say "no other properties") but kept in the parsed value
 * (looseObject), so the idempotency fingerprint covers the whole JSON body as 04 A7 asks.
 */
export const SplitFiltersSchema = z.looseObject({
  best_before: z.iso.date('Must be a calendar date YYYY-MM-DD.').nullish().meta({
    description: 'Only units with exactly this best-before date; units without a date never match.',
  }),
  location: z
    .string('Must be a string.')
    .min(1, 'Must not be empty.')
    .max(100, 'Must be at most 100 characters.')
    .nullish()
    .meta({ description: 'Only units on the shelf with this location code.' }),
  max_quantity: z
    .number('Must be an integer.')
    .int('Must be an integer.')
    .min(1, 'Must be 1 or more.')
    .nullish()
    .meta({ description: 'Move at most this many units, lowest unit id (receiving order) first.' }),
});

export const SplitTargetSchema = z.looseObject({
  // A new target must be a valid product SKU (05 §3), the same rule as POST /v1/products.
  sku: SkuSchema.meta({ description: 'SKU receiving the stock; must differ from source_sku.' }),
  name: Name.nullish().meta({
    description: "Name of a newly created target; defaults to the source product's name.",
  }),
  name_translations: NameTranslations.nullish().meta({
    description: 'Names keyed by language code, for a newly created target.',
  }),
});

/** Split request (03 §2.1). */
export const SplitRequestSchema = z
  .looseObject({
    source_sku: Sku.meta({ description: "SKU of one of the merchant's products." }),
    target: SplitTargetSchema,
    filters: SplitFiltersSchema.nullish(),
  })
  .meta({ id: 'SplitRequest' });
export type SplitRequest = z.infer<typeof SplitRequestSchema>;
export type SplitFilters = z.infer<typeof SplitFiltersSchema>;

/** Split response (03 §2.2). */
export const SplitResponseSchema = z
  .object({
    moved_quantity: z.number().int(),
    source_product_id: z.string(),
    source_sku: z.string(),
    target_product_id: z.string().nullable(),
    target_sku: z.string(),
    target_created: z.boolean(),
    inbound_shipment_id: z.string().nullable(),
    incident_id: z.string().nullable(),
  })
  .meta({ id: 'SplitResponse' });
export type SplitResponse = z.infer<typeof SplitResponseSchema>;

/** Preview of a split (portal): what the same unit query would move, grouped by location and date. */
export interface SplitPreview {
  source_product_id: string;
  source_sku: string;
  /** Units that would move (capped at MAX_SPLIT_UNITS + 1: more means SPLIT_TOO_LARGE). */
  quantity: number;
  too_large: boolean;
  groups: { location: string; best_before: string | null; quantity: number }[];
}
