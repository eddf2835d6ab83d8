import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { simulateOrderProcessingOp } from '@/server/workbench/sandbox/operations';
import { simulateProcessing } from '@/server/workbench/sandbox/simulations';

// POST /v1/simulations/orders/{orderId}/_process – a sandbox simulation: the warehouse picks and ships the order
export const POST = apiRoute(simulateOrderProcessingOp, async ({ db, merchantId, params, actor }) => ({
  body: { order: await simulateProcessing(db, merchantId, params.orderId!, actor) },
}));

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
