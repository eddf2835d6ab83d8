import { apiRoute } from '@/server/api/api-route';
import { confirmOrder } from '@/server/orders/lifecycle/confirm-order';
import { confirmOrderOp } from '@/server/orders/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/orders/{orderId}/_confirm – confirm a draft or passive order (04 B1, B2)
export const POST = apiRoute(confirmOrderOp, async ({ db, merchantId, params, actor }) => ({
  body: { order: await confirmOrder(db, merchantId, params.orderId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
