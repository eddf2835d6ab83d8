import { apiRoute } from '@/server/api/api-route';
import { arriveReturn } from '@/server/returns/lifecycle/arrive-return';
import { arriveReturnOp } from '@/server/returns/operations';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/order-returns/{orderReturnId}/_arrive – register the parcel's arrival (05 §4, 04 E17)
export const POST = apiRoute(arriveReturnOp, async ({ db, req, params, body, actor }) => ({
  body: {
    order_return: await arriveReturn(db, warehouseScope(req), params.orderReturnId!, body.arrival, actor),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
