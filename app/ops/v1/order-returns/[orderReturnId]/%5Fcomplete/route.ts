import { apiRoute } from '@/server/api/api-route';
import { completeReturn } from '@/server/returns/lifecycle/complete-return';
import { completeReturnOp } from '@/server/returns/operations';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/order-returns/{orderReturnId}/_complete – processing -> processed, units back on shelf (05 §4, 04 C7)
export const POST = apiRoute(completeReturnOp, async ({ db, req, params, actor }) => ({
  body: { order_return: await completeReturn(db, warehouseScope(req), params.orderReturnId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
