import { z } from 'zod';
import { defineOperation } from '@/server/core/http/operation';
import { MoveBody, StockMoveSchema } from './schemas';

/** Moves (docs/decisions/stock-ledger.md §2). */
export const moveStockUnitsOp = defineOperation({
  operationId: 'moveStockUnits',
  method: 'POST',
  path: '/ops/v1/stock-units/_move',
  summary: 'Move units of a product from one location to another (or named units)',
  description:
    'Either `{ product: {id}|{sku}|{gtin}, from_location, to_location, quantity, batch_number?, best_before? }` ' +
    '(the lowest unit ids of that product and lot standing there) or `{ unit_ids, to_location, from_location? }`. ' +
    'Every state but written_off moves; reserved and picking units keep their order. Writes `moved` stock ' +
    'movements. Safe to retry with the same Idempotency-Key (the first answer, nothing moved twice).',
  tag: 'Warehouse',
  auth: 'bearer',
  scopes: ['warehouse:operate'],
  merchantScoped: true,
  idempotencyKey: 'optional',
  body: MoveBody,
  responses: { 200: { description: 'The move', schema: z.object({ stock_move: StockMoveSchema }) } },
  errors: [
    'VALIDATION_ERROR',
    'PRODUCT_NOT_FOUND',
    'STOCK_UNIT_NOT_FOUND',
    'STOCK_MOVE_UNITS_UNAVAILABLE',
    'LOCATION_INACTIVE',
    'IDEMPOTENCY_KEY_REUSED',
  ],
});
