import { apiRoute } from '@/server/api/api-route';
import { simulateReturnCompletionOp } from '@/server/workbench/sandbox/operations';
import { simulateCompletion } from '@/server/workbench/sandbox/simulations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/simulations/order-returns/{id}/_complete – a sandbox simulation of the warehouse's operation
export const POST = apiRoute(simulateReturnCompletionOp, async ({ db, merchantId, params, actor }) => ({
  status: 200,
  body: { order_return: await simulateCompletion(db, merchantId, params.orderReturnId!, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
