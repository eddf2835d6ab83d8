import { apiRoute } from '@/server/api/api-route';
import { getReturn } from '@/server/returns/reads/get-return';
import { getReturnOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/order-returns/{orderReturnId} – read a return (02 §4.3)
export const GET = apiRoute(getReturnOp, async ({ db, merchantId, params }) => ({
  body: { order_return: await getReturn(db, merchantId, params.orderReturnId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
