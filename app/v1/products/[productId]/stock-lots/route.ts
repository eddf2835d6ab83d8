import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listStockLots } from '@/server/stock-ledger/lots/lots';
import { listStockLotsOp } from '@/server/stock-ledger/lots/operations';

// GET /v1/products/{id}/stock-lots – units on hand per batch and best-before (docs/decisions/stock-ledger.md §4)
export const GET = apiRoute(listStockLotsOp, async ({ readDb, merchantId, params }) => ({
  body: await listStockLots(readDb, merchantId, params.productId!),
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
