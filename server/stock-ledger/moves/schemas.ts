import { z } from 'zod';
import { IdSchema } from '@/server/core/schemas';
import { LocationCodeSchema, UnitStateSchema } from '@/server/stock/schemas';

/** Moves (docs/decisions/stock-ledger.md §2): units of one product from a location, or named units, to another. */
export const ProductRefSchema = z.union(
  [
    z.strictObject({ id: z.string().min(1) }),
    z.strictObject({ sku: z.string().trim().min(1) }),
    z.strictObject({ gtin: z.string().trim().min(1) }),
  ],
  { error: 'Give the product as { id }, { sku } or { gtin }.' },
);
export type ProductRef = z.infer<typeof ProductRefSchema>;

const ByProduct = z.strictObject({
  product: ProductRefSchema,
  from_location: LocationCodeSchema,
  to_location: LocationCodeSchema,
  quantity: z
    .number({ error: 'Must be a number.' })
    .int('Must be a whole number.')
    .min(1, 'Must be at least 1.')
    .max(10_000, 'At most 10000.'),
  batch_number: z.string().trim().min(1).max(64).nullish(),
  best_before: z.iso.date('Must be a real date as YYYY-MM-DD.').nullish(),
});
const ByUnits = z.strictObject({
  unit_ids: z.array(IdSchema).min(1, 'At least one unit.').max(10_000, 'At most 10000 units.'),
  from_location: LocationCodeSchema.optional(),
  to_location: LocationCodeSchema,
});

export const MoveBody = z.object({
  move: z.union([ByProduct, ByUnits], {
    error: 'Give product, from_location, to_location and quantity, or unit_ids and to_location.',
  }),
});
export type MoveInput = z.infer<typeof MoveBody>['move'];

export const StockMoveSchema = z
  .object({
    id: z.string(),
    to_location: z.string(),
    quantity: z.number().int(),
    stock_units: z.array(
      z.object({ id: z.string(), product_id: z.string(), from_location: z.string(), state: UnitStateSchema }),
    ),
  })
  .meta({ id: 'StockMove' });
export type StockMoveDto = z.infer<typeof StockMoveSchema>;
