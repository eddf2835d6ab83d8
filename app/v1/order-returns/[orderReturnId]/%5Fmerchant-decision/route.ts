import { apiRoute } from '@/server/api/api-route';
import { decideReturn } from '@/server/returns/lifecycle/decide-return';
import { decideReturnOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/_merchant-decision – set or replace the decision (02 §3.1, §4.4)
export const POST = apiRoute(decideReturnOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    order_return: await decideReturn(db, merchantId, params.orderReturnId!, body.merchant_decision, actor),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
