import { apiRoute } from '@/server/api/api-route';
import { cancelExchangeByHand } from '@/server/returns/exchange/decide-exchange';
import { cancelExchangeOp } from '@/server/returns/operations';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /v1/order-returns/{orderReturnId}/exchange/_cancel – cancel the return's exchange by hand (docs/decisions/returns.md)
export const POST = apiRoute(cancelExchangeOp, async ({ db, merchantId, params, actor }) => ({
  body: { order_return: await cancelExchangeByHand(db, merchantId, params.orderReturnId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
