import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import { StockLotSchema } from './lots';

/** Lots and expiry (docs/decisions/stock-ledger.md §4). */
export const listStockLotsOp = defineOperation({
  operationId: 'listStockLots',
  method: 'GET',
  path: '/v1/products/{productId}/stock-lots',
  summary: "A product's units on hand per batch and best-before, earliest expiry first",
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  responses: { 200: { description: 'Lots', schema: listEnvelope('stock_lots', StockLotSchema) } },
  errors: ['PRODUCT_NOT_FOUND'],
});
