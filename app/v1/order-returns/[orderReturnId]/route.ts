import { apiRoute } from '@/server/api/api-route';
import { readReturn } from '@/server/returns/reads/read-return';
import { merchantScope } from '@/server/core/resource-scope';
import { getReturnOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /v1/order-returns/{orderReturnId} – read a return (02 §4.3)
export const GET = apiRoute(getReturnOp, async ({ db, merchantId, params }) => ({
  body: { order_return: await readReturn(db, merchantScope(merchantId), params.orderReturnId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
