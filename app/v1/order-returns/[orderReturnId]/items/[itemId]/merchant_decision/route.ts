import { apiRoute } from '@/server/api/api-route';
import { decideReturnLine } from '@/server/returns/lines/decide-return-line';
import { decideReturnLineOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/items/{itemId}/merchant_decision – one line's decision (02 §4.5)
export const POST = apiRoute(decideReturnLineOp, async ({ db, merchantId, params, body, actor }) => ({
  body: {
    order_return: await decideReturnLine(
      db,
      merchantId,
      params.orderReturnId!,
      params.itemId!,
      body.merchant_decision,
      actor,
    ),
  },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
