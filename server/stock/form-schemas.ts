import { z } from 'zod';
import { formGroup, formNumber } from '@/server/core/http/form-fields';
import { ChangeUnitBody, ReceiveUnitsBody, StockCountBody } from './schemas';

/** The warehouse's stock forms: the API's schemas with the quantities typed as text read as numbers. */

/** Receive units (05 §3 POST /ops/v1/stock-units). */
export const ReceiveUnitsForm = z.object({
  receipt: ReceiveUnitsBody.shape.receipt.extend({
    quantity: formNumber(ReceiveUnitsBody.shape.receipt.shape.quantity),
  }),
});

/** Change one unit's state and/or location (05 §3 PATCH /ops/v1/stock-units/{id}); the form's ids are its own. */
export const ChangeUnitForm = z.object({ stock_unit: formGroup(ChangeUnitBody.shape.stock_unit) });

/** Record a warehouse count (05 §3 POST /ops/v1/products/{id}/stock-count). */
export const StockCountForm = z.object({
  stock_count: formGroup(
    StockCountBody.shape.stock_count.extend({
      counted_quantity: formNumber(StockCountBody.shape.stock_count.shape.counted_quantity),
    }),
  ),
});
