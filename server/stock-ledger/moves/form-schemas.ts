import { z } from 'zod';
import { formNumber } from '@/server/core/http/form-fields';
import { LocationCodeSchema } from '@/server/stock/schemas';

/**
 * The Move screen's form (docs/decisions/stock-ledger.md §2): the scanned source, the scanned product code (its
 * SKU or GTIN, as the label carries), how many, the scanned target. The quantity typed as text reads as a number.
 */
export const MoveForm = z.object({
  move: z.object({
    from_location: LocationCodeSchema,
    product_code: z.string().trim().min(1, 'Scan the product.').max(64),
    quantity: formNumber(z.number().int('Must be a whole number.').min(1, 'At least 1.').max(10_000)),
    to_location: LocationCodeSchema,
  }),
});
export type MoveFormInput = z.infer<typeof MoveForm>['move'];
