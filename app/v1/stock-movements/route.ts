import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { listStockMovements } from '@/server/stock-ledger/ledger/list-movements';
import { listStockMovementsOp } from '@/server/stock-ledger/ledger/operations';

// GET /v1/stock-movements – the merchant's stock ledger, newest first (docs/decisions/stock-ledger.md)
export const GET = apiRoute(listStockMovementsOp, async ({ readDb, merchantId, query }) => ({
  body: await listStockMovements(readDb, merchantId, query),
}));

export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
