import { apiRoute } from '@/server/api/api-route';
import { cancelReturn } from '@/server/returns/lifecycle/cancel-return';
import { cancelReturnOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/_cancel – cancel before arrival (02 §4.6)
export const POST = apiRoute(cancelReturnOp, async ({ db, merchantId, params, actor }) => ({
  body: { order_return: await cancelReturn(db, merchantId, params.orderReturnId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
