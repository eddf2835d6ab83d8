import { defineOperation } from '@/server/core/http/operation';
import { listEnvelope } from '@/server/core/schemas';
import { ListMovementsQuery, ProductMovementsQuery, StockMovementSchema } from './schemas';

/** The stock ledger's reads (docs/decisions/stock-ledger.md §1). */
const DESCRIPTION =
  'Newest first. Each movement takes `quantity` units of one product, batch and best-before out of ' +
  '(from_location, from_state) and into (to_location, to_state); null is outside the stock. States are the ' +
  "ledger's: on_shelf (reserved and picking units are claims on shelved units), not_shelved, blocked, " +
  'written_off. For every product, the units per location and state equal the sum of its movements.';

export const listStockMovementsOp = defineOperation({
  operationId: 'listStockMovements',
  method: 'GET',
  path: '/v1/stock-movements',
  summary: "List the merchant's stock movements (who changed the stock, when and why)",
  description: DESCRIPTION,
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  query: ListMovementsQuery,
  responses: {
    200: { description: 'Stock movements', schema: listEnvelope('stock_movements', StockMovementSchema) },
  },
  errors: ['VALIDATION_ERROR'],
});

export const listProductStockMovementsOp = defineOperation({
  operationId: 'listProductStockMovements',
  method: 'GET',
  path: '/v1/products/{productId}/stock-movements',
  summary: "List a product's stock movements",
  description: DESCRIPTION,
  tag: 'Products',
  auth: 'bearer',
  scopes: ['products:read'],
  merchantScoped: true,
  query: ProductMovementsQuery,
  responses: {
    200: { description: 'Stock movements', schema: listEnvelope('stock_movements', StockMovementSchema) },
  },
  errors: ['VALIDATION_ERROR', 'PRODUCT_NOT_FOUND'],
});
