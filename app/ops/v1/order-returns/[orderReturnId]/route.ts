import { apiRoute } from '@/server/api/api-route';
import { readReturn } from '@/server/returns/reads/read-return';
import { opsGetReturnOp } from '@/server/returns/operations';
import { warehouseScope } from '@/server/core/http/warehouse-scope';
import { methodNotAllowed } from '@/server/core/http/method-not-allowed';

// GET /ops/v1/order-returns/{orderReturnId} – read any merchant's return (05 §4)
export const GET = apiRoute(opsGetReturnOp, async ({ db, req, params }) => ({
  body: { order_return: await readReturn(db, warehouseScope(req), params.orderReturnId!) },
}));

// Other methods: 405 METHOD_NOT_ALLOWED in the error shape, with Allow (04 A3)
export const POST = methodNotAllowed('GET');
export const PUT = methodNotAllowed('GET');
export const PATCH = methodNotAllowed('GET');
export const DELETE = methodNotAllowed('GET');
