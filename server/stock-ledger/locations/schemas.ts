import { z } from 'zod';
import { BoolQuery, PaginationQuery, Timestamp, commaList } from '@/server/core/schemas';
import { LocationCodeSchema } from '@/server/stock/schemas';

/** Locations as data (docs/decisions/stock-ledger.md §2). */
export const LOCATION_KINDS = ['pick', 'bulk', 'returns', 'quarantine', 'dock'] as const;
/** `unassigned`: a code first named by a receipt, a unit change or a return's arrival, not yet classified. */
export const ALL_LOCATION_KINDS = [...LOCATION_KINDS, 'unassigned'] as const;
export type LocationKind = (typeof ALL_LOCATION_KINDS)[number];

const Zone = z.string().trim().min(1).max(32, 'At most 32 characters.');

export const LocationSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    zone: z.string().nullable(),
    kind: z.enum(ALL_LOCATION_KINDS),
    active: z.boolean(),
    units: z.number().int().meta({ description: 'Units on hand there (every merchant; not written off).' }),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'Location' });
export type LocationDto = z.infer<typeof LocationSchema>;

const LocationFields = z.object({
  code: LocationCodeSchema,
  zone: Zone.nullish(),
  kind: z.enum(LOCATION_KINDS, { error: `One of ${LOCATION_KINDS.join(', ')}.` }),
  active: z.boolean().default(true),
});
export const CreateLocationBody = z.object({ location: LocationFields });
export type CreateLocationInput = z.infer<typeof LocationFields>;

export const UpdateLocationBody = z.object({
  location: z
    .strictObject({
      zone: Zone.nullish(),
      kind: z.enum(LOCATION_KINDS, { error: `One of ${LOCATION_KINDS.join(', ')}.` }).optional(),
      active: z.boolean().optional(),
    })
    .refine((l) => Object.keys(l).length > 0, { message: 'Give zone, kind or active.' }),
});
export type UpdateLocationInput = z.infer<typeof UpdateLocationBody>['location'];

export const MAX_IMPORT_LOCATIONS = 5000;
export const ImportLocationsBody = z.object({
  locations: z
    .array(LocationFields)
    .min(1, 'At least one location.')
    .max(MAX_IMPORT_LOCATIONS, `At most ${MAX_IMPORT_LOCATIONS} locations at once.`)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((r, i) => {
        if (seen.has(r.code))
          ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `${r.code} is named twice.` });
        seen.add(r.code);
      });
    }),
});
export type ImportLocationsInput = z.infer<typeof ImportLocationsBody>['locations'];

export const ListLocationsQuery = PaginationQuery.extend({
  kind: commaList(ALL_LOCATION_KINDS).optional().meta({ description: 'Comma list of kinds.' }),
  zone: Zone.optional(),
  q: z.string().trim().min(1).max(64).optional().meta({ description: 'Codes starting with this text.' }),
  active: BoolQuery.optional(),
});
export type ListLocationsFilter = z.infer<typeof ListLocationsQuery>;
