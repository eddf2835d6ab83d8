import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import {
  CreateLocationBody,
  ImportLocationsBody,
  ListLocationsQuery,
  LocationSchema,
  UpdateLocationBody,
} from './schemas';

/** The warehouse's locations (docs/decisions/stock-ledger.md §2): not a merchant's, so no merchant header. */
const warehouse = {
  auth: 'bearer',
  tag: 'Warehouse',
  scopes: ['warehouse:operate'],
  merchantScoped: false,
  pathIds: { locationId: 'LOCATION_NOT_FOUND' },
} as const;
const one = z.object({ location: LocationSchema });

export const listLocationsOp = defineOperation({
  ...warehouse,
  operationId: 'listLocations',
  method: 'GET',
  path: '/ops/v1/locations',
  summary: "List the warehouse's locations in walking order (zone, code)",
  description:
    'Codes first named by a receipt, a unit change or a return arrival are listed as kind `unassigned`.',
  query: ListLocationsQuery,
  responses: { 200: { description: 'Locations', schema: listEnvelope('locations', LocationSchema) } },
  errors: ['VALIDATION_ERROR'],
});

export const createLocationOp = defineOperation({
  ...warehouse,
  operationId: 'createLocation',
  method: 'POST',
  path: '/ops/v1/locations',
  summary: 'Create a location',
  body: CreateLocationBody,
  responses: { 201: { description: 'The location', schema: one } },
  errors: ['VALIDATION_ERROR', 'LOCATION_CODE_TAKEN'],
});

export const getLocationOp = defineOperation({
  ...warehouse,
  operationId: 'getLocation',
  method: 'GET',
  path: '/ops/v1/locations/{locationId}',
  summary: 'Read a location',
  responses: { 200: { description: 'The location', schema: one } },
  errors: ['LOCATION_NOT_FOUND'],
});

export const updateLocationOp = defineOperation({
  ...warehouse,
  operationId: 'updateLocation',
  method: 'PATCH',
  path: '/ops/v1/locations/{locationId}',
  summary: "Change a location's zone, kind or active flag",
  description: 'The code never changes (units name it). A location is deactivated only when empty.',
  body: UpdateLocationBody,
  responses: { 200: { description: 'The location', schema: one } },
  errors: ['VALIDATION_ERROR', 'LOCATION_NOT_FOUND', 'LOCATION_NOT_EMPTY'],
});

export const importLocationsOp = defineOperation({
  ...warehouse,
  operationId: 'importLocations',
  method: 'POST',
  path: '/ops/v1/locations/_import',
  summary: 'Create or update many locations by code, all or nothing',
  body: ImportLocationsBody,
  responses: {
    200: {
      description: 'How many were created, updated and already as given',
      schema: z.object({
        imported: z.object({
          created: z.number().int(),
          updated: z.number().int(),
          unchanged: z.number().int(),
        }),
      }),
    },
  },
  errors: ['VALIDATION_ERROR', 'LOCATION_NOT_EMPTY'],
});

export const locationLabelsOp = defineOperation({
  ...warehouse,
  operationId: 'locationLabels',
  method: 'GET',
  path: '/ops/v1/locations/labels',
  summary: 'Location labels as PDF: one 100 x 50 mm page per location, with the Code 128 of its code',
  query: z.object({
    codes: z
      .string()
      .transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.string().max(64)).min(1, 'At least one code.').max(500, 'At most 500 codes.')),
  }),
  responses: { 200: { description: 'The labels', contentType: 'application/pdf' } },
  errors: ['VALIDATION_ERROR', 'LOCATION_NOT_FOUND'],
});
