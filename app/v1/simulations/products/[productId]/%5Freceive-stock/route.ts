import { apiRoute } from '@/server/api/api-route';
import { simulateStockReceiptOp } from '@/server/workbench/sandbox/operations';
import { simulateStockReceipt } from '@/server/workbench/sandbox/simulations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/simulations/products/{id}/_receive-stock – a sandbox simulation of the warehouse's operation
export const POST = apiRoute(simulateStockReceiptOp, async ({ db, merchantId, params, body, actor }) => ({
  status: 201,
  body: { stock_units: await simulateStockReceipt(db, merchantId, params.productId!, body, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
