import { apiRoute } from '@/server/api/api-route';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';
import { startPickingOp } from '@/server/outbound/operations';
import { startPicking } from '@/server/outbound/start-picking';
import { warehouseScope } from '@/server/core/http/warehouse-scope';

// POST /ops/v1/orders/{orderId}/_start-picking – confirmed -> processing, with the pick list
export const POST = apiRoute(startPickingOp, async ({ db, req, params, actor }) => ({
  body: await startPicking(db, warehouseScope(req), params.orderId!, actor),
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
