import { z } from 'zod';
import { IdSchema, PaginationQuery, Timestamp, commaList } from '@/server/core/schemas';
import { LocationCodeSchema } from '@/server/stock/schemas';

/** Cycle counts (docs/decisions/stock-ledger.md §3). */
export const COUNT_STATUSES = ['open', 'awaiting_approval', 'approved', 'rejected'] as const;
export type CountStatus = (typeof COUNT_STATUSES)[number];
export const COUNT_LOCATION_STATUSES = ['pending', 'recount', 'counted'] as const;
export const MAX_COUNT_LOCATIONS = 500;

export const CreateCountBody = z.object({
  cycle_count: z
    .strictObject({
      locations: z
        .array(LocationCodeSchema)
        .min(1, 'At least one location.')
        .max(MAX_COUNT_LOCATIONS, `At most ${MAX_COUNT_LOCATIONS} locations.`)
        .optional(),
      product_id: IdSchema.optional().meta({ description: 'Every location holding this product.' }),
      not_counted_for_days: z
        .number()
        .int('Must be a whole number.')
        .min(1, 'At least 1.')
        .max(3650)
        .optional()
        .meta({ description: 'Active locations no approved count counted in this many days.' }),
      variance_threshold_units: z
        .number()
        .int('Must be a whole number.')
        .min(0, 'Must be 0 or more.')
        .max(1_000_000)
        .default(0)
        .meta({
          description: 'A variance of more units than this at a location needs a recount by another person.',
        }),
      note: z.string().trim().max(500).nullish(),
    })
    .refine(
      (c) =>
        [c.locations !== undefined, c.product_id !== undefined, c.not_counted_for_days !== undefined].filter(
          Boolean,
        ).length === 1,
      { message: 'Give exactly one of locations, product_id, not_counted_for_days.' },
    ),
});
export type CreateCountInput = z.infer<typeof CreateCountBody>['cycle_count'];

export const CountItemSchema = z.strictObject({
  product: z.union(
    [z.strictObject({ id: z.string().min(1) }), z.strictObject({ gtin: z.string().trim().min(1) })],
    {
      error: 'Give the product as { id } or { gtin }.',
    },
  ),
  quantity: z
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(0, 'Must be 0 or more.')
    .max(1_000_000),
  batch_number: z.string().trim().min(1).max(64).nullish(),
  best_before: z.iso.date('Must be a real date as YYYY-MM-DD.').nullish(),
});

export const CountResultBody = z.object({
  result: z.strictObject({
    location: LocationCodeSchema,
    items: z.array(CountItemSchema).max(1000, 'At most 1000 lines.').meta({
      description:
        'What stands there, product by product (and lot when the label shows it); [] for an empty location.',
    }),
  }),
});
export type CountResultInput = z.infer<typeof CountResultBody>['result'];

export const ListCountsQuery = PaginationQuery.extend({
  status: commaList(COUNT_STATUSES).optional(),
});

const Person = z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() });

export const CountItemDtoSchema = z.object({
  product_id: z.string(),
  merchant_id: z.string(),
  sku: z.string().nullable(),
  batch_number: z.string().nullable(),
  best_before: z.string().nullable(),
  expected: z.number().int(),
  first_counted: z.number().int(),
  counted: z.number().int(),
  variance: z.number().int(),
  adjustment: z.number().int().nullable(),
});

export const CycleCountSchema = z
  .object({
    id: z.string(),
    status: z.enum(COUNT_STATUSES),
    selection: z.record(z.string(), z.unknown()),
    variance_threshold_units: z.number().int(),
    note: z.string().nullable(),
    created_by: Person,
    decided_by: Person.nullable(),
    decided_at: Timestamp.nullable(),
    created_at: Timestamp,
    locations: z.array(
      z.object({
        location: z.string(),
        status: z.enum(COUNT_LOCATION_STATUSES),
        first_counted_by: Person.nullable(),
        first_counted_at: Timestamp.nullable(),
        second_counted_by: Person.nullable(),
        second_counted_at: Timestamp.nullable(),
        items: z.array(CountItemDtoSchema).meta({
          description: 'Empty until the location is counted: the expected figures are never shown before.',
        }),
      }),
    ),
  })
  .meta({ id: 'CycleCount' });
export type CycleCountDto = z.infer<typeof CycleCountSchema>;

export const CycleCountSummarySchema = CycleCountSchema.omit({ locations: true }).extend({
  location_count: z.number().int(),
  counted_count: z.number().int(),
});
export type CycleCountSummaryDto = z.infer<typeof CycleCountSummarySchema>;
