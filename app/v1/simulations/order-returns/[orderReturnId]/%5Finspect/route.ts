import { apiRoute } from '@/server/api/api-route';
import { simulateReturnInspectionOp } from '@/server/workbench/sandbox/operations';
import { simulateInspection } from '@/server/workbench/sandbox/simulations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/simulations/order-returns/{id}/_inspect – a sandbox simulation of the warehouse's operation
export const POST = apiRoute(simulateReturnInspectionOp, async ({ db, merchantId, params, body, actor }) => ({
  status: 200,
  body: { order_return: await simulateInspection(db, merchantId, params.orderReturnId!, body, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
