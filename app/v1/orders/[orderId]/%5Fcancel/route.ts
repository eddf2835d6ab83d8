import { apiRoute } from '@/server/api/api-route';
import { cancelOrder } from '@/server/orders/lifecycle/cancel-order';
import { cancelOrderOp } from '@/server/orders/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/orders/{orderId}/_cancel – cancel an order, releasing reserved stock (04 B1)
export const POST = apiRoute(cancelOrderOp, async ({ db, merchantId, params, actor }) => ({
  body: { order: await cancelOrder(db, merchantId, params.orderId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
