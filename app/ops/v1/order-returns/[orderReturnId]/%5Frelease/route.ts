import { apiRoute } from '@/server/api/api-route';
import { releaseReturnOp } from '@/server/returns/operations';
import { releaseReturn } from '@/server/returns/lifecycle/release-return';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// POST /ops/v1/order-returns/{orderReturnId}/_release – accepted -> processing with its system effects (05 §4, 04 C7)
export const POST = apiRoute(releaseReturnOp, async ({ db, req, params, actor }) => ({
  body: { order_return: await releaseReturn(db, warehouseScope(req), params.orderReturnId!, actor) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const PATCH = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
