import { z } from 'zod';
import { PaginationQuery, Timestamp, commaList } from '@/server/core/schemas';
import { UNIT_STATES } from './figures';
import { RECEIPT_STATES } from './unit-states';

/** Stock units, receipts and counts (05 §3, 04 D2). */
export const MAX_RECEIPT_QUANTITY = 10_000;

/** A location code as every route takes it (a receipt, a unit change, a move, the Locations screen). */
export const LocationCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(64, 'At most 64 characters.')
  .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/, 'Visible ASCII characters, single spaces.');
const DateSchema = z.iso.date('Must be a real date as YYYY-MM-DD.');
const Quantity = (max: number) =>
  z
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(max, `At most ${max}.`);

export const UnitStateSchema = z.enum(UNIT_STATES);

export const ReceiveUnitsBody = z.object({
  receipt: z.object({
    product_id: z.string().min(1, 'Required.'),
    quantity: Quantity(MAX_RECEIPT_QUANTITY),
    location: LocationCodeSchema,
    best_before: DateSchema.nullish(),
    batch_number: z.string().trim().min(1).max(64).nullish(),
    state: z
      .enum(RECEIPT_STATES, { error: `Units are received as ${RECEIPT_STATES.join(', ')}.` })
      .default('on_shelf'),
  }),
});
export type ReceiveUnitsInput = z.infer<typeof ReceiveUnitsBody>['receipt'];

export const ChangeUnitBody = z.object({
  stock_unit: z
    .object({ state: UnitStateSchema.optional(), location: LocationCodeSchema.optional() })
    .refine((u) => u.state !== undefined || u.location !== undefined, {
      message: 'Give state, location or both.',
    }),
});
export type ChangeUnitInput = z.infer<typeof ChangeUnitBody>['stock_unit'];

export const StockCountBody = z.object({
  stock_count: z.object({
    counted_quantity: z
      .number({ error: 'Must be a number.' })
      .int('Must be a whole number.')
      .min(0, 'Must be 0 or more.')
      .max(100_000_000),
  }),
});

export const ListUnitsQuery = PaginationQuery.extend({
  state: commaList(UNIT_STATES).optional().meta({ description: 'Comma list of states.' }),
  location: z.string().trim().min(1).max(64).optional(),
  best_before: DateSchema.optional().meta({ description: 'Units with exactly this best-before date.' }),
});
export type ListUnitsFilter = z.infer<typeof ListUnitsQuery>;

export const StockUnitSchema = z
  .object({
    id: z.string(),
    product_id: z.string(),
    location: z.string(),
    best_before: z.string().nullable(),
    batch_number: z.string().nullable(),
    state: UnitStateSchema,
    order_id: z.string().nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .meta({ id: 'StockUnit' });
export type StockUnitDto = z.infer<typeof StockUnitSchema>;

export const InboundShipmentSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    status: z.string(),
    invoiced: z.boolean(),
    lines: z.array(z.object({ product_id: z.string(), quantity: z.number().int() })),
    created_at: Timestamp,
    processed_at: Timestamp.nullable(),
  })
  .meta({ id: 'InboundShipment' });

export const IncidentSchema = z
  .object({
    id: z.string(),
    type: z.string(),
    product_id: z.string(),
    quantity: z.number().int(),
    created_at: Timestamp,
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'Incident' });
