import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listProductStockMovements } from '@/server/stock-ledger/ledger/list-movements';
import { listProductStockMovementsOp } from '@/server/stock-ledger/ledger/operations';

// GET /v1/products/{id}/stock-movements – one product's stock ledger (docs/decisions/stock-ledger.md)
export const GET = apiRoute(listProductStockMovementsOp, async ({ readDb, merchantId, params, query }) => ({
  body: await listProductStockMovements(readDb, merchantId, params.productId!, query),
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
